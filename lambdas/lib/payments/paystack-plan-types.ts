// The parts of Paystack's Plans and Subscriptions API we use, in Paystack's
// field names (amounts in kobo). Shared by our client, the webhook's reader
// (lambdas/lib/school/subscription-events.ts) and the local gateway.

export type CreatePlanInput = { name: string; amount: number; interval: 'monthly'; currency?: string; description?: string };
export type PaystackPlan = { plan_code: string; name: string; amount: number; interval: string; currency: string; id: number };

/** The subscription of subscription.create and subscription.disable, and an invoice's `subscription`. */
export type PaystackSubscription = {
  subscription_code: string;
  email_token: string;
  status: 'active' | 'non-renewing' | 'attention' | 'completed' | 'cancelled' | 'complete';
  amount: number;
  next_payment_date: string | null;
  plan?: { plan_code: string; amount?: number };
  customer?: { email: string; customer_code: string };
};

/** The invoice of invoice.payment_failed (and invoice.create / invoice.update, which we do not use). */
export type PaystackInvoice = {
  invoice_code: string;
  amount: number;
  status: string;
  paid: boolean;
  subscription: Pick<PaystackSubscription, 'subscription_code' | 'email_token' | 'status' | 'amount' | 'next_payment_date'>;
  customer: { email: string; customer_code: string };
};

export type PaystackSubscriptionEvent =
  | { event: 'subscription.create' | 'subscription.disable'; data: PaystackSubscription }
  | { event: 'invoice.payment_failed'; data: PaystackInvoice };
