// The mailer: sends what the outbox holds (lambdas/lib/db/outbox-repo.ts).
// For each due mail it claims the mail (queued -> sending, with a lease),
// writes the message from the current items, sends it with the outbox id as
// X-Mail-Id and as an SES tag, and records the outcome:
//   sent                    -> sent
//   refused for good        -> failed at once (SES rejected the address)
//   not sent, worth a retry -> queued again after a backoff; failed after MAX_ATTEMPTS
//   outcome unknown         -> unknown (a timeout may have reached SES): never resent by itself
// A mail still 'sending' after its lease belongs to a mailer that died
// between claim and outcome: it is marked unknown too. So a mail is sent at
// most once, whoever runs the mailer and however often (a timer locally; a
// schedule and the table's stream in AWS).
import { MailStateError, outboxRepo, type OutboxMail } from '../db/outbox-repo';
import { mailFrom, mailSite } from './config';
import { renderMail } from './render';
import { newsRepo } from '../db/news-repo';
import { isSuppressed, SUPPRESSION_EXEMPT } from '../privacy/suppression';
import { isPermanentMailError, sendMail, type OutgoingMail, type SentMail } from './send';

/** Wait before retry n (1-based): 30 s, 2 min, 10 min, then hourly. */
export const DEFAULT_BACKOFF_MS = [30_000, 120_000, 600_000, 3_600_000];
export const defaultBackoff = (attempt: number): number => DEFAULT_BACKOFF_MS[Math.min(attempt, DEFAULT_BACKOFF_MS.length) - 1];

/** Longer than one send ever takes: a lease that runs out means the mailer died. */
export const DEFAULT_LEASE_MS = 120_000;

export type MailerOptions = {
  /** The mailer's clock (tests move it forward); the real time by default. */
  now?: Date;
  /** At most this many mails per run. */
  limit?: number;
  leaseMs?: number;
  backoffMs?: (attempt: number) => number;
  send?: (mail: OutgoingMail) => Promise<SentMail>;
  log?: (line: string) => void;
};

export type MailerRun = { sent: number; retried: number; failed: number; unknown: number; skipped: number };

// Errors raised before the request left this machine: the mail certainly did not go out.
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export type SendFailure = 'permanent' | 'retry' | 'unknown';

/** What a failed send means for the mail. */
export function classifySendError(error: unknown): SendFailure {
  if (isPermanentMailError(error)) return 'permanent';
  const e = error as { code?: string; cause?: { code?: string }; $metadata?: { httpStatusCode?: number }; errors?: { code?: string }[] } | null;
  // SES answered (throttling, a 5xx): it did not take the message.
  if (e?.$metadata?.httpStatusCode) return 'retry';
  const codes = [e?.code, e?.cause?.code, ...(e?.errors ?? []).map((inner) => inner.code)];
  if (codes.some((code) => code && NOT_SENT_CODES.has(code))) return 'retry';
  // Node names the failed connect in the message when the SDK wraps it.
  if (error instanceof Error && /\bconnect (ECONNREFUSED|EHOSTUNREACH|ENETUNREACH)\b|\bgetaddrinfo (ENOTFOUND|EAI_AGAIN)\b/.test(error.message)) return 'retry';
  return 'unknown';
}

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

export async function runMailer(options: MailerOptions = {}): Promise<MailerRun> {
  const now = options.now ?? new Date();
  const log = options.log ?? ((line: string) => console.log(line));
  const run: MailerRun = { sent: 0, retried: 0, failed: 0, unknown: 0, skipped: 0 };
  const due = await outboxRepo.due(now.toISOString(), options.limit ?? 25);
  for (const mail of due) {
    try {
      await deliver(mail, now, options, run);
    } catch (error) {
      // Another mailer or the admin changed the mail meanwhile: theirs is the last word.
      if (!(error instanceof MailStateError)) throw error;
      run.skipped++;
    }
  }
  if (due.length) log(`mailer: ${JSON.stringify(run)}`);
  return run;
}

async function deliver(mail: OutboxMail, now: Date, options: MailerOptions, run: MailerRun): Promise<void> {
  if (mail.status === 'sending') {
    await outboxRepo.markUnknown(mail);
    run.unknown++;
    return;
  }
  if (!(await outboxRepo.claim(mail, now, options.leaseMs ?? DEFAULT_LEASE_MS))) {
    run.skipped++;
    return;
  }
  const claimed: OutboxMail = { ...mail, status: 'sending', attempts: mail.attempts + 1 };
  // Erased people's addresses are suppressed (docs/PRODUCT-RULES.md, People's data): checked after the
  // claim, so a mail queued before the erasure and claimed during it is still stopped here.
  const to = await notSuppressed(claimed);
  if (!to.length) {
    await outboxRepo.markRejected(claimed, 'Not sent: the recipient’s data was erased');
    run.failed++;
    return;
  }
  const rendered = await renderMail(claimed, mailSite(), now);
  if ('gone' in rendered) {
    await outboxRepo.markRejected(claimed, rendered.gone);
    run.failed++;
    return;
  }
  const { content } = rendered;
  let sent: SentMail;
  try {
    sent = await (options.send ?? sendMail)({
      id: mail.id,
      from: mailFrom(),
      to,
      replyTo: content.replyTo ?? mail.replyTo,
      subject: content.subject,
      text: content.text,
      html: content.html,
      attachments: content.attachments,
      date: now,
      ...(content.headers ? { headers: content.headers } : {}),
    });
  } catch (error) {
    const failure = classifySendError(error);
    if (failure === 'permanent') {
      await outboxRepo.markRejected(claimed, describe(error));
      run.failed++;
    } else if (failure === 'unknown') {
      await outboxRepo.markUnknown(claimed, `The send may or may not have gone out: ${describe(error)}`);
      run.unknown++;
    } else if ((await outboxRepo.markFailed(claimed, describe(error), now, options.backoffMs ?? defaultBackoff)) === 'failed') {
      run.failed++;
    } else {
      run.retried++;
    }
    return;
  }
  await outboxRepo.markSent(claimed, sent.sesMessageId, now);
  // An announcement's count of mails sent (docs/PRODUCT-RULES.md, Mailing list).
  if (claimed.refs.announcementId) await newsRepo.count(claimed.refs.announcementId, 'sent');
  // The last mail to an erased person: once sent, its address becomes the stand-in the erasure left.
  if (claimed.data?.standIn) await outboxRepo.forgetRecipient(claimed.id, claimed.data.standIn);
  run.sent++;
}

/** The recipients still to be mailed: an erased person's address is dropped, except for their own privacy mails. */
async function notSuppressed(mail: OutboxMail): Promise<string[]> {
  if (SUPPRESSION_EXEMPT.has(mail.kind)) return mail.to;
  const kept: string[] = [];
  for (const address of mail.to) if (!(await isSuppressed(address))) kept.push(address);
  return kept;
}
