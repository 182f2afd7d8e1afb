// The gateway's Refund API: POST /refund queues a refund of a paid
// transaction (all, or `amount` kobo of what is left) the way Paystack
// answers it, then sends the signed refund.processed (or refund.failed)
// webhook to the site, retried like charge.success. Kept apart from the
// charge side (server.ts, webhook-sender.ts) so each stays small.
import { signPaystackBody } from '../../../lambdas/lib/payments/paystack-signature';
import type { PaystackRefund, PaystackRefundEvent, PaystackRefundStatus } from '../../../lambdas/lib/payments/paystack-refund-types';
import type { GatewayTransaction, TransactionStore, WebhookDelivery } from './transactions';
import type { SignatureForm } from './webhook-sender';

export type GatewayRefund = {
  id: number;
  reference: string;
  /** In kobo. */
  amount: number;
  currency: string;
  status: PaystackRefundStatus;
  createdAt: string;
  webhookDeliveries: WebhookDelivery[];
};

export type RefundDeskOptions = {
  store: TransactionStore;
  secretKey: string;
  /** Where the refund webhooks go; without it none is sent (the refund still settles). */
  webhookUrl?: string;
  signatureForm: SignatureForm;
  timeoutMs: number;
  retryDelaysMs: readonly number[];
  log: (line: string) => void;
};

type Answer = { status: number; body: unknown };

export type RefundDesk = {
  create(params: Record<string, unknown>): Answer;
  all(): GatewayRefund[];
  /** How the next refunds end: processed (Paystack's usual) or failed (to try the failure path). */
  setOutcome(outcome: 'processed' | 'failed'): void;
  /** Every refund webhook sending so far, once delivered or given up. */
  settled(): Promise<void>;
  close(): void;
};

export function createRefundDesk(options: RefundDeskOptions): RefundDesk {
  const refunds: GatewayRefund[] = [];
  const sendings: Promise<unknown>[] = [];
  const cancels = new Set<() => void>();
  let outcome: 'processed' | 'failed' = 'processed';
  let nextId = 3_000_001;
  let closed = false;

  /** Kobo still refundable: what was paid minus refunds queued or made (failed ones give it back). */
  function left(t: GatewayTransaction): number {
    const taken = refunds.filter((r) => r.reference === t.reference && r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
    return t.amount - taken;
  }

  function create(params: Record<string, unknown>): Answer {
    const ref = typeof params.transaction === 'string' || typeof params.transaction === 'number' ? String(params.transaction) : '';
    if (!ref) return { status: 400, body: { status: false, message: 'Transaction reference or id is required' } };
    const t = options.store.byRef(ref) ?? options.store.all().find((x) => String(x.id) === ref);
    if (!t) return { status: 404, body: { status: false, message: 'Transaction not found' } };
    if (t.status !== 'success') return { status: 400, body: { status: false, message: 'Cannot refund a transaction that was not successful' } };
    const remaining = left(t);
    if (remaining <= 0) return { status: 400, body: { status: false, message: 'Transaction has been fully reversed' } };
    const raw = params.amount === undefined ? remaining : typeof params.amount === 'string' && /^\d+$/.test(params.amount) ? Number(params.amount) : params.amount;
    if (typeof raw !== 'number' || !Number.isInteger(raw) || raw <= 0) return { status: 400, body: { status: false, message: 'Invalid amount' } };
    if (raw > remaining) return { status: 400, body: { status: false, message: 'Refund amount cannot be more than the unrefunded transaction amount' } };
    if (params.currency !== undefined && (typeof params.currency !== 'string' || params.currency.toUpperCase() !== t.currency)) {
      return { status: 400, body: { status: false, message: 'Currency does not match the transaction currency' } };
    }
    const now = new Date();
    const refund: GatewayRefund = { id: nextId++, reference: t.reference, amount: raw, currency: t.currency, status: 'pending', createdAt: now.toISOString(), webhookDeliveries: [] };
    refunds.push(refund);
    options.log(`paystack-gateway: refund ${refund.id} of ${raw} ${t.currency} queued for ${t.reference}`);
    // Paystack settles a refund later and says so by webhook; here, right after this answer.
    const settle = outcome;
    setImmediate(() => finish(refund, settle));
    const data: PaystackRefund = {
      id: refund.id,
      transaction: { id: t.id, reference: t.reference, amount: t.amount, currency: t.currency, paid_at: t.paidAt?.toISOString() ?? null },
      amount: raw,
      currency: t.currency,
      deducted_amount: 0,
      fully_deducted: false,
      status: 'pending',
      customer_note: typeof params.customer_note === 'string' ? params.customer_note : null,
      merchant_note: typeof params.merchant_note === 'string' ? params.merchant_note : null,
      refunded_by: t.email,
      refunded_at: null,
      expected_at: new Date(now.getTime() + 24 * 3600_000).toISOString(),
      domain: 'test',
      createdAt: refund.createdAt,
    };
    return { status: 200, body: { status: true, message: 'Refund has been queued for processing', data } };
  }

  function finish(refund: GatewayRefund, status: 'processed' | 'failed'): void {
    if (closed) return;
    refund.status = status;
    options.log(`paystack-gateway: refund ${refund.id} -> ${status}`);
    if (!options.webhookUrl) return;
    const event: PaystackRefundEvent = {
      event: `refund.${status}`,
      data: {
        id: refund.id,
        status,
        transaction_reference: refund.reference,
        refund_reference: null,
        amount: refund.amount,
        currency: refund.currency,
        domain: 'test',
        customer: { email: options.store.byRef(refund.reference)?.email ?? '' },
      },
    };
    sendings.push(deliver(refund, JSON.stringify(event)));
  }

  async function deliver(refund: GatewayRefund, body: string): Promise<void> {
    for (let number = 1; number <= options.retryDelaysMs.length + 1 && !closed; number++) {
      if (number > 1 && !(await wait(options.retryDelaysMs[number - 2]))) return;
      const at = new Date();
      let delivery: WebhookDelivery;
      try {
        const res = await fetch(options.webhookUrl!, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': signPaystackBody(body, options.secretKey, { form: options.signatureForm, timestamp: at }) },
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        await res.body?.cancel().catch(() => undefined);
        delivery = { attempt: number, at: at.toISOString(), ok: res.status >= 200 && res.status < 300, statusCode: res.status };
      } catch (error) {
        delivery = { attempt: number, at: at.toISOString(), ok: false, error: (error as Error).message };
      }
      refund.webhookDeliveries.push(delivery);
      options.log(`paystack-gateway: refund.${refund.status} ${refund.id} attempt ${number} -> ${delivery.statusCode ?? delivery.error}`);
      if (delivery.ok) return;
    }
  }

  function wait(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        cancels.delete(cancel);
        resolve(true);
      }, ms);
      const cancel = () => {
        clearTimeout(timer);
        resolve(false);
      };
      cancels.add(cancel);
    });
  }

  return {
    create,
    all: () => refunds.map((r) => structuredClone(r)),
    setOutcome: (next) => {
      outcome = next;
    },
    settled: async () => {
      // setImmediate first, so a refund queued just now has started its sending.
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.allSettled(sendings);
    },
    close: () => {
      closed = true;
      for (const cancel of [...cancels]) cancel();
    },
  };
}
