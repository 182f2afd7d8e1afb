// Local stand-in for Amazon SES: aws-ses-v2-local, started in this process on
// 127.0.0.1. The handlers send through the real SES v2 SDK with SES_ENDPOINT
// pointing here; the captured mail can be read in the package's own web inbox
// (GET / on this server, polling its GET /store) or, normalised, through
// messages() and the /_local/mail route (local-mail-route.ts).
//
// The package keeps what it captures in one module-level store, so there is
// one inbox per process: starting a server empties it, and two servers in one
// process would see each other's mail.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import startSesServer from 'aws-ses-v2-local';

export type LocalMailAttachment = {
  filename: string;
  contentType: string;
  /** UTF-8 text for text/* files (an .ics reads as text), base64 for the rest. */
  content: string;
  /** Set on an inline image the HTML refers to. */
  contentId?: string;
};

export type LocalMailMessage = {
  to: string[];
  from: string;
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  attachments: LocalMailAttachment[];
  /** ISO time the local server accepted it (to the second). */
  sentAt: string;
};

export type LocalMail = {
  /** Where SES_ENDPOINT should point. */
  endpoint: string;
  /** The package's web inbox, for a person with a browser. */
  inboxUrl: string;
  /** Everything captured since start, oldest first. */
  messages(): LocalMailMessage[];
  close(): Promise<void>;
};

/** What aws-ses-v2-local stores per message (its raw path parses the MIME with mailparser). */
type StoredEmail = {
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  attachments: { content: string; contentType: string; filename?: string; contentId?: string; cid?: string }[];
  at: number;
};
type PackageStore = { getStoreReadonly(): { emails: StoredEmail[] }; clearStore(): void };

// The store module is not part of the package's typed entry point; its
// shape is pinned by the integration test (local-mail.test.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const packageStore = require('aws-ses-v2-local/dist/store') as PackageStore;

function attachmentOf(stored: StoredEmail['attachments'][number]): LocalMailAttachment {
  const contentType = stored.contentType || 'application/octet-stream';
  const text = /^text\//i.test(contentType);
  const cid = stored.cid ?? stored.contentId?.replace(/^<|>$/g, '');
  return {
    filename: stored.filename ?? '',
    contentType,
    content: text ? Buffer.from(stored.content, 'base64').toString('utf8') : stored.content,
    ...(cid ? { contentId: cid } : {}),
  };
}

export function toLocalMessage(stored: StoredEmail): LocalMailMessage {
  return {
    to: stored.destination.to,
    from: stored.from,
    replyTo: stored.replyTo,
    subject: stored.subject,
    text: stored.body.text ?? '',
    html: stored.body.html ?? '',
    attachments: stored.attachments.map(attachmentOf),
    sentAt: new Date(stored.at * 1000).toISOString(),
  };
}

/**
 * `keepInbox`: a restart (the same port again, after close) keeps what was
 * captured before, as a real inbox would.
 */
export async function startLocalMail(options: { host?: string; port?: number; keepInbox?: boolean } = {}): Promise<LocalMail> {
  const host = options.host ?? '127.0.0.1';
  if (!options.keepInbox) packageStore.clearStore();
  const server: Server = await startSesServer({ host, port: options.port ?? 0 });
  // The package resolves even when listen failed (its callback gets the error).
  if (!server.listening) {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  }
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  const endpoint = `http://${shownHost}:${port}`;
  return {
    endpoint,
    inboxUrl: `${endpoint}/`,
    messages: () => packageStore.getStoreReadonly().emails.map(toLocalMessage),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections?.();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
