// The monthly programmes' tests against the local Paystack-compatible gateway on 127.0.0.1: the gateway's
// webhooks are handed to the real webhook handler, as the site would, and each answer is kept.
import type { PaystackGateway } from '../../infra/local/paystack-gateway/server';
import { signPaystackBody } from '../lib/payments/paystack-signature';
import { call } from './harness';
import { useGatewayWithWebhooks, type SentWebhook } from './paystack-webhooks';

export type SchoolGateway = {
  gateway: () => PaystackGateway;
  /** An admin's session token. */
  token: () => string;
  /** What the webhook handler answered to each webhook the gateway sent. */
  answered: readonly SentWebhook[];
  /** The visitor pays on the gateway's checkout page; the webhooks have been answered when this resolves (the callback URL). */
  pay: (authorizationUrl: string) => Promise<string>;
  /** Paystack's duplicates: the exact bytes of a webhook, signed again, `times` more times. */
  replay: (body: string, times?: number) => Promise<void>;
  /** The charge.success of a learner's first month (our reference) as Paystack sends it; paid now if its checkout was not. */
  firstCharge: (learnerId: string) => string;
};

/** Call after useStore(): the gateway with its webhooks answered by the handler (paystack-webhooks.ts), and the school's steps. */
export function useSchoolGateway(key: string): SchoolGateway {
  const paystack = useGatewayWithWebhooks(key);
  const gateway = () => paystack.gateway();
  return {
    gateway,
    token: paystack.token,
    answered: paystack.webhooks,
    async pay(authorizationUrl) {
      const res = await fetch(authorizationUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
      expect(res.status).toBe(302);
      return res.headers.get('location')!;
    },
    firstCharge(learnerId) {
      const t = gateway().transactions().find((x) => x.reference === learnerId)!;
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
