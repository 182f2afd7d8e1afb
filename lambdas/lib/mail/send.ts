// The one module that hands mail to Amazon SES (API v2). The message is
// written as raw MIME by mime.ts; this only decides where it goes:
//   SES_ENDPOINT           the local SES emulator (unset on AWS: the SDK default)
//   AWS_REGION             the SES region
//   SES_CONFIGURATION_SET  event publishing (bounces, complaints), when set
// SES has no idempotency key, so the caller's id travels in the X-Mail-Id
// header and as an email tag: a delivery or bounce event can be matched to
// the outbox item, and a retry after an unknown outcome can be recognised.
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { addressOf, InvalidAddressError } from './headers';
import { buildMime, type MimeMessage } from './mime';

export type OutgoingMail = MimeMessage;
export type SentMail = { id: string; sesMessageId: string };

let client: SESv2Client | null = null;

function sesClient(): SESv2Client {
  if (client) return client;
  const endpoint = process.env.SES_ENDPOINT || undefined;
  client = new SESv2Client({
    endpoint,
    region: process.env.AWS_REGION || 'us-east-1',
    // The local emulator wants a signature but no real account.
    credentials: endpoint && !process.env.AWS_ACCESS_KEY_ID ? { accessKeyId: 'local', secretAccessKey: 'local' } : undefined,
    maxAttempts: endpoint ? 1 : 3,
  });
  return client;
}

/** Forget the client (a test or the local stack points SES_ENDPOINT elsewhere). */
export function resetMailClient(): void {
  client?.destroy();
  client = null;
}

const TAG_VALUE = /^[A-Za-z0-9_-]{1,256}$/;

/** Send one message; resolves with SES's message id. Throws InvalidAddressError before any call for a bad address. */
export async function sendMail(mail: OutgoingMail): Promise<SentMail> {
  const raw = buildMime(mail);
  const configurationSet = process.env.SES_CONFIGURATION_SET || undefined;
  const result = await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: addressOf(mail.from),
      // The envelope: exactly the To header's addresses, nothing else.
      Destination: { ToAddresses: mail.to.map(addressOf) },
      Content: { Raw: { Data: Buffer.from(raw, 'utf8') } },
      ConfigurationSetName: configurationSet,
      EmailTags: TAG_VALUE.test(mail.id) ? [{ Name: 'mail-id', Value: mail.id }] : undefined,
    }),
  );
  if (!result.MessageId) throw new Error('SES accepted the message without a message id');
  return { id: mail.id, sesMessageId: result.MessageId };
}

// Errors that will fail the same way on every retry: the mailer gives up on
// these instead of trying again (throttling, 5xx and network errors are worth a retry).
const PERMANENT = new Set([
  'MessageRejected',
  'MailFromDomainNotVerifiedException',
  'BadRequestException',
  'NotFoundException',
  'InvalidAddressError',
]);
// 4xx answers that clear up without a change to the message: wait and retry.
const TRANSIENT = new Set(['TooManyRequestsException', 'LimitExceededException', 'SendingPausedException', 'AccountSuspendedException']);

export function isPermanentMailError(error: unknown): boolean {
  if (error instanceof InvalidAddressError) return true;
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.name && TRANSIENT.has(e.name)) return false;
  if (e.name && PERMANENT.has(e.name)) return true;
  const status = e.$metadata?.httpStatusCode;
  return status !== undefined && status >= 400 && status < 500 && status !== 429;
}
