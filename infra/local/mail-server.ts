// Local stand-in for Amazon SES: aws-ses-v2-local, started in this process on
// 127.0.0.1. The handlers send through the real SES v2 SDK with SES_ENDPOINT
// pointing here; the captured mail can be read in the package's own web inbox
// (GET / on this server, polling its GET /store) or, normalised, through
// messages() and the /_local/mail route (local-mail-route.ts).
//
// The package parses each raw message but keeps none of its headers, and a
// mail client reads some of them (List-Unsubscribe, for one). So the endpoint
// the handlers call is a small pass-through in front of the package's server:
// it reads the headers of every raw message the package accepts, by the
// MessageId it answered, and messages() gives them with names in lower case.
//
// The package keeps what it captures in one module-level store, so there is
// one inbox per process: starting a server empties it, and two servers in one
// process would see each other's mail.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { keepIdleConnections } from './keep-alive';
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
  /** The message's own headers as sent, names in lower case, folded lines joined (values as written: an encoded word stays encoded). */
  headers: Record<string, string>;
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
  messageId: string;
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
/** Each accepted raw message's headers by the MessageId the package answered; one per process, as the package's store. */
const headersById = new Map<string, Record<string, string>>();

/** The header block of a raw MIME message: names in lower case, folded lines unfolded, repeated names joined with ', '. */
export function mimeHeaders(raw: string): Record<string, string> {
  const block = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

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
    headers: headersById.get(stored.messageId) ?? {},
  };
}

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** Keeps the headers of a raw message the package accepted (SES v2 SendEmail with Content.Raw). */
function noteHeaders(path: string, requestBody: Buffer, status: number, answer: Buffer): void {
  if (status !== 200 || !path.startsWith('/v2/email/outbound-emails')) return;
  try {
    const raw = (JSON.parse(requestBody.toString('utf8')) as { Content?: { Raw?: { Data?: string } } }).Content?.Raw?.Data;
    const id = (JSON.parse(answer.toString('utf8')) as { MessageId?: string }).MessageId;
    if (raw && id) headersById.set(id, mimeHeaders(Buffer.from(raw, 'base64').toString('utf8')));
  } catch {
    // Not a raw message (a simple or template send): the package keeps what it has.
  }
}

/** The pass-through: every request to the package's server on 127.0.0.1, its answer relayed as it came. */
function passThrough(target: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const body = await readBody(req);
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([name, value]) => typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name))) as Record<string, string>;
      const answer = await fetch(`${target}${req.url ?? '/'}`, { method: req.method, headers, body: body.length ? new Uint8Array(body) : undefined });
      const answerBody = Buffer.from(await answer.arrayBuffer());
      noteHeaders(req.url ?? '/', body, answer.status, answerBody);
      const contentType = answer.headers.get('content-type');
      res.writeHead(answer.status, contentType ? { 'Content-Type': contentType } : {});
      res.end(answerBody);
    } catch (error) {
      res.writeHead(502, { 'Content-Type': 'text/plain' }).end(`local SES pass-through failed: ${(error as Error).message}`);
    }
  };
}

const listen = (server: Server, port: number, host: string): Promise<void> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve, reject) => {
    server.closeAllConnections?.();
    server.close((error) => (error ? reject(error) : resolve()));
  });

/**
 * `keepInbox`: a restart (the same port again, after close) keeps what was
 * captured before, as a real inbox would.
 */
export async function startLocalMail(options: { host?: string; port?: number; keepInbox?: boolean } = {}): Promise<LocalMail> {
  const host = options.host ?? '127.0.0.1';
  if (!options.keepInbox) {
    packageStore.clearStore();
    headersById.clear();
  }
  // The package's own server, on a port of its own on loopback; the endpoint is the pass-through's.
  const inner: Server = await startSesServer({ host: '127.0.0.1', port: 0 });
  // The package resolves even when listen failed (its callback gets the error).
  if (!inner.listening) {
    await new Promise<void>((resolve, reject) => {
      inner.once('listening', resolve);
      inner.once('error', reject);
    });
  }
  // The front calls the package's server with fetch, reusing connections: the same keep-alive for it.
  keepIdleConnections(inner);
  const front = keepIdleConnections(createServer((req, res) => void passThrough(`http://127.0.0.1:${(inner.address() as AddressInfo).port}`)(req, res)));
  try {
    await listen(front, options.port ?? 0, host);
  } catch (error) {
    await closeServer(inner);
    throw error;
  }
  const { port } = front.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  const endpoint = `http://${shownHost}:${port}`;
  return {
    endpoint,
    inboxUrl: `${endpoint}/`,
    messages: () => packageStore.getStoreReadonly().emails.map(toLocalMessage),
    close: async () => {
      await Promise.all([closeServer(front), closeServer(inner)]);
    },
  };
}
