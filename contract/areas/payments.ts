// The payments area's routes (the Paystack checkout, its webhook, marking paid and refunds): one nested stack (docs/ARCHITECTURE.md, Stacks).
// A row here is a Lambda, a route and a role in that stack; contract/routes.ts joins the areas.
import type { MarkPaidInput, MutationResponse, PaymentConfigResponse, RefundInput, RefundResponse, VerifyPaymentResponse } from '../schemas';
import { admin, type RouteSpec } from '../route-spec';

/** What each of the area's routes takes and answers (the generic admin lists and edits are typed in contract/routes.ts). */
export type PaymentsEndpoints = {
  paymentConfig: { answer: PaymentConfigResponse };
  verifyPayment: { answer: VerifyPaymentResponse };
  paystackWebhook: { answer: { received: boolean } };
  adminMarkPaid: { body: MarkPaidInput; answer: MutationResponse };
  adminRefundRegistration: { body: RefundInput; answer: RefundResponse };
};

export const PAYMENTS_ROUTES = {
  // Payments (docs/ARCHITECTURE.md, Payments). Only these rows and register read the Paystack key.
  paymentConfig: { method: 'GET', path: '/api/payments/config', auth: 'public', area: 'payments', access: 'read', payments: 'paystack', data: {} },
  verifyPayment: {
    method: 'POST',
    path: '/api/tickets/{token}/payment',
    auth: 'public',
    area: 'payments',
    access: 'write',
    payments: 'paystack',
    // Reads the ticket, its registration and event; applying the charge (paymentsRepo.applyCharge) updates the
    // registration, ends its hold and queues the confirmation; paid after the hold ended, it takes the seat and
    // the email guard (in the event's partition) again. The webhook's inbox is the payments worker's, not this route's.
    data: { gets: ['tickets', 'registrations', 'events'], writes: ['registrations', 'events', 'mail', 'counters'], deletes: ['holds'] },
  },
  // Public (Paystack calls it, proving itself by signature) and throttled on its own.
  paystackWebhook: {
    method: 'POST',
    path: '/api/payments/paystack/webhook',
    auth: 'public',
    area: 'payments',
    access: 'write',
    payments: 'paystack',
    throttle: { rateLimit: 10, burstLimit: 20 },
    // Charges are stored in the payments inbox; the subscription events of monthly programmes are applied
    // at once, each once (a marker Put in the learner's transaction: lambdas/lib/school/subscription-events.ts);
    // the first month paid queues the enrolment mail in that transaction, and the insights' programme counters move in it.
    data: { gets: ['programmes'], writes: ['payments', 'programmes', 'mail', 'counters'] },
  },
  // The money lands in the insights' counters in the same transaction (lambdas/lib/db/stats-repo.ts).
  adminMarkPaid: admin('payments', 'POST', '/api/admin/registrations/{id}/paid', { gets: ['registrations'], writes: ['registrations', 'counters'] }),
  // One conditional write claims the refund on the registration before Paystack's POST /refund is called,
  // so two clicks make one call (docs/ARCHITECTURE.md, Refunds).
  adminRefundRegistration: { ...admin('payments', 'POST', '/api/admin/registrations/{id}/refund', { gets: ['registrations'], writes: ['registrations'] }), payments: 'paystack', stepUp: true },
} as const satisfies Record<string, RouteSpec>;
