// Handler tests against the local Paystack-compatible gateway on 127.0.0.1:
// the gateway's webhooks are handed to the real webhook handler, as the site
// would, and each is kept with the handler's answer; the key and the
// gateway's address are set for the handlers; an admin is signed in.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPaystackGateway, type PaystackGateway } from '../../infra/local/paystack-gateway/server';
import { resetPaystackSecretKey } from '../lib/payments/secret-key';
import { call, createAdmin, loginToken } from './harness';

/** A webhook the gateway sent: its bytes and signature as received, and the handler's status once it answered. */
export type SentWebhook = { body: string; signature: string; event: string; status?: number };

export type GatewayWithWebhooks = {
  gateway: () => PaystackGateway;
  /** An admin's session token. */
  token: () => string;
  /** Every webhook the gateway sent, in order (empty it between tests as needed). */
  webhooks: SentWebhook[];
};

/** Call after useStore(): starts the gateway and the webhook receiver before the file's tests, stops them after. */
export function useGatewayWithWebhooks(key: string): GatewayWithWebhooks {
  let gateway: PaystackGateway;
  let token = '';
  let receiver: http.Server;
  const webhooks: SentWebhook[] = [];
  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const sent: SentWebhook = { body, signature: String(req.headers['x-paystack-signature'] ?? ''), event: (JSON.parse(body) as { event: string }).event };
        webhooks.push(sent);
        void call('POST', '/api/payments/paystack/webhook', { body, headers: { 'x-paystack-signature': sent.signature } }).then((answer) => {
          sent.status = answer.status;
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(answer.body));
        });
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
    const address = receiver.address() as AddressInfo;
    gateway = await startPaystackGateway({ secretKey: key, webhookUrl: `http://127.0.0.1:${address.port}/webhook`, webhookRetryDelaysMs: [] });
    process.env.PAYSTACK_SECRET_KEY = key;
    process.env.PAYSTACK_BASE_URL = gateway.url;
    process.env.SITE_ORIGIN = 'http://127.0.0.1:9';
    delete process.env.PAYSTACK_SECRET_ARN;
    resetPaystackSecretKey();
    await createAdmin();
    token = await loginToken();
  });
  afterAll(async () => {
    await gateway.close();
    await new Promise((resolve) => receiver.close(resolve));
    delete process.env.PAYSTACK_SECRET_KEY;
    delete process.env.PAYSTACK_BASE_URL;
    delete process.env.SITE_ORIGIN;
    resetPaystackSecretKey();
  });
  return { gateway: () => gateway, token: () => token, webhooks };
}
