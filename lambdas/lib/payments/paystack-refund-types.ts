// The parts of Paystack's Refund API we use, in Paystack's field names
// (amounts in kobo). Shared by our client and by the local gateway.

/** POST /refund: `transaction` is the transaction's reference (or its id); `amount` in kobo, all that is left when absent. */
export type CreateRefundInput = {
  transaction: string;
  amount?: number;
  currency?: string;
  customer_note?: string;
  merchant_note?: string;
};

/** Paystack's refund states; pending and processing come first, processed and failed are final. */
export type PaystackRefundStatus = 'pending' | 'processing' | 'processed' | 'failed' | 'needs-attention';

/** The `data` of POST /refund. */
export type PaystackRefund = {
  id: number;
  transaction: { id: number; reference: string; amount: number; currency: string; paid_at: string | null };
  amount: number;
  currency: string;
  deducted_amount: number;
  fully_deducted: boolean;
  status: PaystackRefundStatus;
  customer_note: string | null;
  merchant_note: string | null;
  refunded_by: string;
  refunded_at: string | null;
  expected_at: string;
  domain: 'test' | 'live';
  createdAt: string;
};

/** The `data` of refund.pending / refund.processing / refund.processed / refund.failed. */
export type PaystackRefundEventData = {
  id: number | string;
  status: PaystackRefundStatus;
  transaction_reference: string;
  refund_reference: string | null;
  /** In kobo; Paystack has sent it both as a number and as a numeric string. */
  amount: number | string;
  currency: string;
  domain: 'test' | 'live';
  customer: { email: string } | Record<string, unknown>;
};

export type PaystackRefundEvent = { event: `refund.${PaystackRefundStatus}`; data: PaystackRefundEventData };
