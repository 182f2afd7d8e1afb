// The gateway's memory: one record per initialized transaction, looked up by
// reference (our API) or access code (the checkout page), and its rendering
// in the shape Paystack's verify endpoint and webhooks use.
import { randomBytes } from 'node:crypto';
import type { PaystackTransaction, PaystackTransactionStatus } from '../../../lambdas/lib/payments/paystack-types';
import type { ValidInitialize } from './validate-initialize';

/** A plan as POST /plan made it (subscriptions.ts). */
export type GatewayPlan = { id: number; plan_code: string; name: string; amount: number; interval: string; currency: string };

export type WebhookDelivery = { attempt: number; at: string; ok: boolean; statusCode?: number; error?: string };

export type GatewayTransaction = {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl?: string;
  metadata: Record<string, unknown> | string;
  channels?: string[];
  status: PaystackTransactionStatus;
  gatewayResponse: string;
  createdAt: Date;
  paidAt: Date | null;
  customerId: number;
  /** The plan a subscription's transaction charges (initialize with `plan`, and each month's charge). */
  plan?: GatewayPlan;
  webhookDeliveries: WebhookDelivery[];
};

/** What Paystack says in gateway_response for each state we model. */
const GATEWAY_RESPONSES: Partial<Record<PaystackTransactionStatus, string>> = {
  abandoned: 'The transaction was not completed',
  ongoing: 'The transaction was not completed',
  failed: 'Declined',
  success: 'Successful',
};

const randomCode = (length: number) =>
  randomBytes(length)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length)
    .toLowerCase();

export class TransactionStore {
  private readonly byReference = new Map<string, GatewayTransaction>();
  private readonly byAccessCode = new Map<string, GatewayTransaction>();
  private nextId = 1_000_001;
  private nextCustomerId = 5_000_001;
  private readonly customers = new Map<string, number>();

  has(reference: string): boolean {
    return this.byReference.has(reference);
  }

  create(input: ValidInitialize, now = new Date()): GatewayTransaction {
    let reference = input.reference;
    while (!reference || this.byReference.has(reference)) reference = randomCode(10);
    let accessCode = randomCode(15);
    while (this.byAccessCode.has(accessCode)) accessCode = randomCode(15);
    let customerId = this.customers.get(input.email.toLowerCase());
    if (customerId === undefined) {
      customerId = this.nextCustomerId++;
      this.customers.set(input.email.toLowerCase(), customerId);
    }
    const transaction: GatewayTransaction = {
      id: this.nextId++,
      reference,
      accessCode,
      email: input.email,
      amount: input.amount,
      currency: input.currency,
      callbackUrl: input.callbackUrl,
      metadata: input.metadata,
      channels: input.channels,
      // Paystack reports a transaction nobody has paid yet as abandoned.
      status: 'abandoned',
      gatewayResponse: GATEWAY_RESPONSES.abandoned!,
      createdAt: now,
      paidAt: null,
      customerId,
      webhookDeliveries: [],
    };
    this.byReference.set(reference, transaction);
    this.byAccessCode.set(accessCode, transaction);
    return transaction;
  }

  byRef(reference: string): GatewayTransaction | undefined {
    return this.byReference.get(reference);
  }

  byCode(accessCode: string): GatewayTransaction | undefined {
    return this.byAccessCode.get(accessCode);
  }

  /** Move a transaction on; success and failed are final, as a charge cannot be undone here. */
  settle(transaction: GatewayTransaction, status: PaystackTransactionStatus, now = new Date()): boolean {
    if (transaction.status === 'success' || transaction.status === 'failed') return false;
    transaction.status = status;
    transaction.gatewayResponse = GATEWAY_RESPONSES[status] ?? status;
    if (status === 'success') transaction.paidAt = now;
    return true;
  }

  all(): GatewayTransaction[] {
    return [...this.byReference.values()];
  }
}

/** The `data` object of verify and of the charge.success event. */
export function toPaystackTransaction(t: GatewayTransaction): PaystackTransaction {
  const paid = t.status === 'success';
  const paidAt = t.paidAt?.toISOString() ?? null;
  const createdAt = t.createdAt.toISOString();
  return {
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    receipt_number: null,
    amount: t.amount,
    message: null,
    gateway_response: t.gatewayResponse,
    paid_at: paidAt,
    created_at: createdAt,
    channel: 'card',
    currency: t.currency,
    ip_address: '127.0.0.1',
    metadata: t.metadata,
    log: null,
    fees: paid ? fee(t.amount) : null,
    fees_split: null,
    // Paystack's test card, as its documentation shows it after a card payment.
    authorization: paid
      ? {
          authorization_code: `AUTH_${t.accessCode.slice(0, 10)}`,
          bin: '408408',
          last4: '4081',
          exp_month: '12',
          exp_year: '2030',
          channel: 'card',
          card_type: 'visa ',
          bank: 'TEST BANK',
          country_code: 'NG',
          brand: 'visa',
          reusable: true,
          signature: `SIG_${t.accessCode}`,
          account_name: null,
        }
      : {},
    customer: {
      id: t.customerId,
      first_name: null,
      last_name: null,
      email: t.email,
      customer_code: `CUS_${t.customerId.toString(36)}`,
      phone: null,
      metadata: null,
      risk_action: 'default',
    },
    plan: t.plan ? { ...t.plan } : null,
    split: {},
    order_id: null,
    paidAt,
    createdAt,
    requested_amount: t.amount,
    transaction_date: createdAt,
  };
}

/** Paystack's local card fee: 1.5% + ₦100 above ₦2,500, capped at ₦2,000 (in kobo). */
function fee(amount: number): number {
  const percent = Math.round(amount * 0.015) + (amount >= 250_000 ? 10_000 : 0);
  return Math.min(percent, 200_000);
}
