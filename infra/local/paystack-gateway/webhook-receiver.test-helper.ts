// A stand-in for the site's webhook endpoint in gateway tests: records each
// request's raw body and headers, answers with a scripted status (or never
// answers), and lets a test wait for the nth request instead of sleeping.
import http from 'node:http';
import { listen } from '../server';

export type ReceivedWebhook = { headers: http.IncomingHttpHeaders; rawBody: string };
export type Answer = number | 'hang';

export type WebhookReceiver = {
  url: string;
  received: ReceivedWebhook[];
  /** Resolves when the receiver has seen `count` requests. */
  waitFor(count: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
};

export async function startWebhookReceiver(answer: (n: number) => Answer = () => 200): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiters: { count: number; resolve: (r: ReceivedWebhook[]) => void }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
      const reply = answer(received.length);
      if (reply !== 'hang') {
        res.writeHead(reply, { 'content-type': 'text/plain' });
        res.end(reply < 300 ? 'ok' : 'nope');
      }
      for (const w of waiters.filter((w) => received.length >= w.count)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve([...received]);
      }
    });
  });
  const base = await listen(server, 0, '127.0.0.1');
  return {
    url: `${base}/api/payments/paystack/webhook`,
    received,
    waitFor: (count) =>
      received.length >= count ? Promise.resolve([...received]) : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
