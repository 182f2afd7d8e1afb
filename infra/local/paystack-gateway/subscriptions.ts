// The gateway's Plans and Subscriptions (issue 26): POST /plan, a paid
// transaction initialized with a plan subscribes its customer (charge.success,
// then subscription.create, as Paystack sends them), POST /subscription,
// POST /subscription/disable (subscription.disable), GET /subscription (the list), and the local-only
// control that bills a subscription's next month on demand: a paid charge
// (charge.success) or a failed one (invoice.payment_failed). Kept apart from
// the one-off checkout (server.ts) so each stays small.
import { randomBytes } from 'node:crypto';
import type { PaystackInvoice, PaystackSubscription } from '../../../lambdas/lib/payments/paystack-plan-types';
import { toPaystackTransaction, type GatewayPlan, type GatewayTransaction, type TransactionStore, type WebhookDelivery } from './transactions';
import type { WebhookSender } from './webhook-sender';

export type GatewaySubscription = {
  code: string;
  emailToken: string;
  email: string;
  customerCode: string;
  plan: GatewayPlan;
  status: 'active' | 'cancelled';
  /** Months charged so far, the first included. */
  charges: string[];
};
/** Every subscription event sent, with its exact body (a test replays it) and its attempts. */
export type SentEvent = { event: string; body: string; deliveries: WebhookDelivery[] };

type Answer = { status: number; body: unknown };
const code = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const INTERVALS = ['hourly', 'daily', 'weekly', 'monthly', 'quarterly', 'biannually', 'annually'];

export function createSubscriptionDesk(options: { store: TransactionStore; sender: WebhookSender | null; currencies: readonly string[]; log: (line: string) => void }) {
  const plans = new Map<string, GatewayPlan>();
  const subscriptions = new Map<string, GatewaySubscription>();
  const sent: SentEvent[] = [];
  const sendings: Promise<unknown>[] = [];
  let nextPlanId = 7_000_001;

  /** Sends a signed event; resolves with its first attempt (retries go on, as Paystack's). */
  async function emit(event: string, data: unknown): Promise<WebhookDelivery[]> {
    const record: SentEvent = { event, body: JSON.stringify({ event, data }), deliveries: [] };
    sent.push(record);
    if (!options.sender) return [];
    const sending = options.sender.sendEvent({ event, data }, event, record.deliveries);
    sendings.push(sending.settled);
    return [await sending.first];
  }

  const customerCode = (t: GatewayTransaction) => `CUS_${t.customerId.toString(36)}`;
  const view = (s: GatewaySubscription): PaystackSubscription => ({
    subscription_code: s.code,
    email_token: s.emailToken,
    status: s.status,
    amount: s.plan.amount,
    next_payment_date: null,
    plan: { plan_code: s.plan.plan_code, amount: s.plan.amount },
    customer: { email: s.email, customer_code: s.customerCode },
  });

  function subscribe(email: string, customer: string, plan: GatewayPlan, firstReference?: string): GatewaySubscription {
    const s: GatewaySubscription = { code: code('SUB'), emailToken: randomBytes(10).toString('hex'), email, customerCode: customer, plan, status: 'active', charges: firstReference ? [firstReference] : [] };
    subscriptions.set(s.code, s);
    options.log(`paystack-gateway: subscription ${s.code} on ${plan.plan_code} for ${email}`);
    return s;
  }

  return {
    plan: (code: string) => plans.get(code),
    subscriptions: () => [...subscriptions.values()].map((s) => structuredClone(s)),
    sent: () => sent.map((e) => ({ ...e, deliveries: [...e.deliveries] })),
    settled: async () => void (await Promise.allSettled(sendings)),

    createPlan(params: Record<string, unknown>): Answer {
      const name = typeof params.name === 'string' ? params.name.trim() : '';
      const amount = typeof params.amount === 'number' ? params.amount : typeof params.amount === 'string' && /^\d+$/.test(params.amount) ? Number(params.amount) : NaN;
      const currency = typeof params.currency === 'string' ? params.currency.toUpperCase() : options.currencies[0];
      if (!name) return { status: 400, body: { status: false, message: 'Plan name is required' } };
      if (!Number.isInteger(amount) || amount < 100) return { status: 400, body: { status: false, message: 'Invalid Amount Sent' } };
      if (typeof params.interval !== 'string' || !INTERVALS.includes(params.interval)) return { status: 400, body: { status: false, message: 'Interval is invalid' } };
      if (!options.currencies.includes(currency)) return { status: 400, body: { status: false, message: 'Currency not supported by merchant' } };
      const plan: GatewayPlan = { id: nextPlanId++, plan_code: code('PLN'), name, amount, interval: params.interval, currency };
      plans.set(plan.plan_code, plan);
      options.log(`paystack-gateway: plan ${plan.plan_code} (${amount} ${currency} ${plan.interval})`);
      return { status: 201, body: { status: true, message: 'Plan created', data: plan } };
    },

    /** A paid transaction with a plan: Paystack subscribes the customer and says so after charge.success. */
    async paid(t: GatewayTransaction): Promise<void> {
      if (!t.plan) return;
      const s = subscribe(t.email, customerCode(t), t.plan, t.reference);
      await emit('subscription.create', view(s));
    },

    /** POST /subscription: a customer who has paid before (so has an authorization) on a plan. */
    create(params: Record<string, unknown>): Answer {
      const plan = typeof params.plan === 'string' ? plans.get(params.plan) : undefined;
      if (!plan) return { status: 400, body: { status: false, message: 'Plan not found' } };
      const paid = options.store.all().find((t) => t.status === 'success' && (t.email.toLowerCase() === String(params.customer).toLowerCase() || customerCode(t) === params.customer));
      if (!paid) return { status: 400, body: { status: false, message: 'Customer has no authorization' } };
      const s = subscribe(paid.email, customerCode(paid), plan);
      void emit('subscription.create', view(s));
      return { status: 200, body: { status: true, message: 'Subscription successfully created', data: view(s) } };
    },

    /**
     * GET /subscription?customer=&plan=: Paystack's list (newest first), filtered by the customer's
     * email or code and the plan's code. How a browser test finds the subscription it bills next.
     */
    list(query: URLSearchParams): Answer {
      const customer = query.get('customer')?.toLowerCase();
      const plan = query.get('plan');
      const found = [...subscriptions.values()]
        .filter((s) => (!customer || s.email.toLowerCase() === customer || s.customerCode.toLowerCase() === customer) && (!plan || s.plan.plan_code === plan))
        .reverse();
      return { status: 200, body: { status: true, message: 'Subscriptions retrieved', data: found.map(view) } };
    },

    /** POST /subscription/disable { code, token }. */
    disable(params: Record<string, unknown>): Answer {
      const s = typeof params.code === 'string' ? subscriptions.get(params.code) : undefined;
      if (!s || params.token !== s.emailToken) return { status: 404, body: { status: false, message: 'Subscription not found' } };
      if (s.status !== 'active') return { status: 400, body: { status: false, message: 'Subscription is already inactive' } };
      s.status = 'cancelled';
      void emit('subscription.disable', view(s));
      return { status: 200, body: { status: true, message: 'Subscription disabled successfully' } };
    },

    /**
     * Local only: bill the subscription's next month now, paid or failed, and send its webhook
     * (charge.success, or invoice.payment_failed); resolves with the webhook's first attempt.
     */
    async bill(subscriptionCode: string, outcome: 'success' | 'failed'): Promise<{ ok: true; reference?: string; invoice?: string; deliveries: WebhookDelivery[] } | { ok: false; message: string }> {
      const s = subscriptions.get(subscriptionCode);
      if (!s) return { ok: false, message: 'Subscription not found' };
      if (s.status !== 'active') return { ok: false, message: 'Subscription is not active' };
      if (outcome === 'failed') {
        const invoice: PaystackInvoice = {
          invoice_code: code('INV'),
          amount: s.plan.amount,
          status: 'failed',
          paid: false,
          subscription: { subscription_code: s.code, email_token: s.emailToken, status: 'attention', amount: s.plan.amount, next_payment_date: null },
          customer: { email: s.email, customer_code: s.customerCode },
        };
        return { ok: true, invoice: invoice.invoice_code, deliveries: await emit('invoice.payment_failed', invoice) };
      }
      const t = options.store.create({ email: s.email, amount: s.plan.amount, currency: s.plan.currency, metadata: '' });
      t.plan = s.plan;
      options.store.settle(t, 'success');
      s.charges.push(t.reference);
      return { ok: true, reference: t.reference, deliveries: await emit('charge.success', toPaystackTransaction(t)) };
    },
  };
}
export type SubscriptionDesk = ReturnType<typeof createSubscriptionDesk>;
