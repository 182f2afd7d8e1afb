// The parts of Paystack's Transaction API we use, in Paystack's own field
// names (snake_case, amounts in the currency's subunit: kobo for NGN). Shared
// by our client and by the local gateway that stands in for Paystack.

/** Every answer: `status` is Paystack's success flag, not the transaction's. */
export type PaystackEnvelope<T> = { status: true; message: string; data: T };
export type PaystackFailure = { status: false; message: string };

export type InitializeTransactionInput = {
  email: string;
  /** In kobo. Paystack takes an integer or a numeric string. */
  amount: number | string;
  currency?: string;
  /** Unique per transaction; we use our registration id. */
  reference?: string;
  callback_url?: string;
  /** Paystack accepts an object or its JSON string. */
  metadata?: Record<string, unknown> | string;
  channels?: string[];
  /** A plan code: Paystack charges the plan's amount and subscribes the customer once paid. */
  plan?: string;
};

export type InitializeTransactionData = { authorization_url: string; access_code: string; reference: string };

/**
 * A transaction's state as Paystack reports it. Right after initialize,
 * before the customer pays, Paystack reports `abandoned`; `ongoing` while the
 * customer is in the middle of paying; `success` and `failed` are final.
 */
export type PaystackTransactionStatus =
  | 'abandoned'
  | 'failed'
  | 'ongoing'
  | 'pending'
  | 'processing'
  | 'queued'
  | 'reversed'
  | 'success';

export type PaystackCustomer = {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  customer_code: string;
  phone: string | null;
  metadata: Record<string, unknown> | null;
  risk_action: string;
};

/** The `data` of GET /transaction/verify/:reference, and of a charge.success webhook. */
export type PaystackTransaction = {
  id: number;
  domain: 'test' | 'live';
  status: PaystackTransactionStatus;
  reference: string;
  receipt_number: string | null;
  amount: number;
  message: string | null;
  gateway_response: string;
  paid_at: string | null;
  created_at: string;
  channel: string;
  currency: string;
  ip_address: string | null;
  /** What was passed at initialize; Paystack gives "" when there was none. */
  metadata: Record<string, unknown> | string;
  log: unknown;
  fees: number | null;
  fees_split: unknown;
  authorization: Record<string, unknown>;
  customer: PaystackCustomer;
  plan: unknown;
  split: Record<string, unknown>;
  order_id: string | null;
  paidAt: string | null;
  createdAt: string;
  requested_amount: number;
  transaction_date: string;
};

export type PaystackWebhookEvent = { event: 'charge.success'; data: PaystackTransaction };
