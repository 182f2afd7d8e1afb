// Writes the raw MIME message SES sends as is. Raw rather than SES's Simple
// content: we decide the structure mail clients rely on to show an inline
// image (multipart/related around the HTML) next to a downloadable .ics
// (multipart/mixed), and every header value goes through headers.ts.
//
//   multipart/mixed                 (only with files to download)
//     multipart/related             (only with inline images)
//       multipart/alternative
//         text/plain, text/html
//       image/png; Content-ID
//     text/calendar; attachment
import { randomBytes } from 'node:crypto';
import { encodeText, formatAddress, mimeParameter, oneLine } from './headers';
import type { MailAddress, MailAttachment } from './types';

export type MimeMessage = {
  /** Our id for the message; written to X-Mail-Id so a delivery can be traced back to the outbox. */
  id: string;
  from: MailAddress;
  to: MailAddress[];
  replyTo?: MailAddress[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** The Date header; now by default. */
  date?: Date;
  /** Further headers (List-Unsubscribe, List-Unsubscribe-Post): names checked, values on one line. */
  headers?: Record<string, string>;
};

export const MAIL_ID_HEADER = 'X-Mail-Id';
const CRLF = '\r\n';
const CONTENT_ID = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+$/;
const MAIL_ID = /^[A-Za-z0-9._:@-]{1,200}$/;
const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(?:;\s*[a-z-]+=[A-Za-z0-9._-]+)*$/i;

/** Base64 in lines of 76 characters, as RFC 2045 asks. */
function base64Lines(content: Buffer | string): string {
  const encoded = (typeof content === 'string' ? Buffer.from(content, 'utf8') : content).toString('base64');
  return encoded.replace(/.{1,76}/g, (line) => line + CRLF).trimEnd();
}

type Part = { headers: string[]; body: string };

function textPart(type: 'plain' | 'html', content: string): Part {
  return {
    headers: [`Content-Type: text/${type}; charset=utf-8`, 'Content-Transfer-Encoding: base64'],
    body: base64Lines(content),
  };
}

function filePart(attachment: MailAttachment): Part {
  const contentType = oneLine(attachment.contentType);
  if (!CONTENT_TYPE.test(contentType)) throw new Error(`Unsafe content type: ${JSON.stringify(contentType)}`);
  const headers = [`Content-Type: ${contentType}; ${mimeParameter('name', attachment.filename)}`, 'Content-Transfer-Encoding: base64'];
  if (attachment.contentId !== undefined) {
    if (!CONTENT_ID.test(attachment.contentId)) throw new Error(`Unsafe Content-ID: ${JSON.stringify(attachment.contentId)}`);
    headers.push(`Content-ID: <${attachment.contentId}>`, `Content-Disposition: inline; ${mimeParameter('filename', attachment.filename)}`);
  } else {
    headers.push(`Content-Disposition: attachment; ${mimeParameter('filename', attachment.filename)}`);
  }
  return { headers, body: base64Lines(attachment.content) };
}

function multipart(subtype: 'mixed' | 'related' | 'alternative', parts: Part[]): Part {
  // '=_' never occurs in base64, the only body encoding we write.
  const boundary = `=_${subtype}_${randomBytes(12).toString('hex')}`;
  const type = subtype === 'related' ? `multipart/related; type="multipart/alternative"` : `multipart/${subtype}`;
  const body = parts.map((part) => `--${boundary}${CRLF}${part.headers.join(CRLF)}${CRLF}${CRLF}${part.body}${CRLF}`).join('');
  return { headers: [`Content-Type: ${type}; boundary="${boundary}"`], body: `${body}--${boundary}--` };
}

/** RFC 5322 date: 'Mon, 23 Nov 2026 11:20:00 +0000'. */
function mailDate(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000');
}

/** Message-ID from our id and the sender's domain, so the same outbox mail always has the same one. */
function messageIdHeader(message: MimeMessage): string[] {
  const from = typeof message.from === 'string' ? message.from : message.from.email;
  const domain = from.slice(from.lastIndexOf('@') + 1).trim();
  return /^[A-Za-z0-9._-]+$/.test(message.id) && /^[A-Za-z0-9.-]+$/.test(domain) ? [`Message-ID: <${message.id}@${domain}>`] : [];
}

const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]{0,60}$/;
const OWN_HEADERS = new Set(['from', 'to', 'reply-to', 'subject', 'date', 'message-id', 'mime-version', 'content-type', 'content-transfer-encoding', MAIL_ID_HEADER.toLowerCase()]);

function extraHeaders(headers: Record<string, string> | undefined): string[] {
  return Object.entries(headers ?? {}).map(([name, value]) => {
    if (!HEADER_NAME.test(name) || OWN_HEADERS.has(name.toLowerCase())) throw new Error(`Unsafe header: ${JSON.stringify(name)}`);
    const line = oneLine(value);
    if (!/^[\x20-\x7e]*$/.test(line)) throw new Error(`Header ${name} must be ASCII`);
    return `${name}: ${line}`;
  });
}

export function buildMime(message: MimeMessage): string {
  if (!MAIL_ID.test(message.id)) throw new Error(`Unsafe mail id: ${JSON.stringify(message.id)}`);
  if (message.to.length === 0) throw new Error('A message needs at least one recipient');
  const attachments = message.attachments ?? [];
  const inline = attachments.filter((a) => a.contentId !== undefined);
  const files = attachments.filter((a) => a.contentId === undefined);

  let body: Part = message.html
    ? multipart('alternative', [textPart('plain', message.text), textPart('html', message.html)])
    : textPart('plain', message.text);
  if (inline.length) body = multipart('related', [body, ...inline.map(filePart)]);
  if (files.length) body = multipart('mixed', [body, ...files.map(filePart)]);

  const headers = [
    `From: ${formatAddress(message.from)}`,
    `To: ${message.to.map(formatAddress).join(`,${CRLF} `)}`,
    ...(message.replyTo?.length ? [`Reply-To: ${message.replyTo.map(formatAddress).join(`,${CRLF} `)}`] : []),
    `Subject: ${encodeText(message.subject)}`,
    `Date: ${mailDate(message.date ?? new Date())}`,
    `${MAIL_ID_HEADER}: ${message.id}`,
    ...messageIdHeader(message),
    ...extraHeaders(message.headers),
    'MIME-Version: 1.0',
    ...body.headers,
  ];
  return `${headers.join(CRLF)}${CRLF}${CRLF}${body.body}${CRLF}`;
}
