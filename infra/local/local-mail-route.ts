// GET /_local/mail: what the local SES server captured, as JSON, so the
// browser tests (and a developer with curl) can read the mail the site sent.
// Local only: the CDK stack has no such route.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalMailMessage } from './mail-server';

export const LOCAL_MAIL_PATH = '/_local/mail';

export function isLocalMailPath(url: string): boolean {
  return url.split('?')[0] === LOCAL_MAIL_PATH;
}

/** A handler for LOCAL_MAIL_PATH answering `{ messages: [...] }`, oldest first. */
export function createLocalMailRoute(source: { messages(): LocalMailMessage[] }) {
  // eslint-disable-next-line @typescript-eslint/require-await -- the local server awaits every route handler; this one answers from memory
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ success: false, message: 'Method not allowed' }));
      return;
    }
    const body = JSON.stringify({ messages: source.messages() });
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
