// The monthly programmes' tests against the local Paystack-compatible gateway on 127.0.0.1: the gateway's
// webhooks are handed to the real webhook handler, as the site would, and each answer is kept.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPaystackGateway, type PaystackGateway } from '../../infra/local/paystack-gateway/server';
import { signPaystackBody } from '../lib/payments/paystack-signature';
import { resetPaystackSecretKey } from '../lib/payments/secret-key';
import { call, createAdmin, loginToken } from './harness';

export type SchoolGateway = {
  gateway: () => PaystackGateway;
  /** An admin's session token. */
  token: () => string;
  /** What the webhook handler answered to each webhook the gateway sent. */
  answered: { event: string; status: number }[];
  /** The visitor pays on the gateway's checkout page; the webhooks have been answered when this resolves (the callback URL). */
  pay: (authorizationUrl: string) => Promise<string>;
  /** Paystack's duplicates: the exact bytes of a webhook, signed again, `times` more times. */
  replay: (body: string, times?: number) => Promise<void>;
  /** The charge.success of a learner's first month (our reference) as Paystack sends it; paid now if its checkout was not. */
  firstCharge: (learnerId: string) => string;
};

/** Call after useStore(): starts the gateway and the webhook receiver, sets the key, signs an admin in. */
export function useSchoolGateway(key: string): SchoolGateway {
  let gateway: PaystackGateway;
  let token = '';
  let receiver: http.Server;
  const answered: { event: string; status: number }[] = [];
  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        void call('POST', '/api/payments/paystack/webhook', { body, headers: { 'x-paystack-signature': String(req.headers['x-paystack-signature'] ?? '') } }).then((answer) => {
          answered.push({ event: (JSON.parse(body) as { event: string }).event, status: answer.status });
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
  return {
    gateway: () => gateway,
    token: () => token,
    answered,
    async pay(authorizationUrl) {
      const res = await fetch(authorizationUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
      expect(res.status).toBe(302);
      return res.headers.get('location')!;
    },
    firstCharge(learnerId) {
      const t = gateway.transactions().find((x) => x.reference === learnerId)!;
      const data = { reference: t.reference, status: 'success', amount: t.amount, currency: 'NGN', paid_at: t.paidAt ?? new Date().toISOString(), plan: t.plan, customer: { email: t.email } };
      return JSON.stringify({ event: 'charge.success', data });
    },
    async replay(body, times = 3) {
      for (let i = 0; i < times; i++) {
        const answer = await call('POST', '/api/payments/paystack/webhook', { body, headers: { 'x-paystack-signature': signPaystackBody(body, key) } });
        expect(answer.status).toBe(200);
      }
    },
  };
}
