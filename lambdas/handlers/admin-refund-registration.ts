import { REFUND_MESSAGES } from '../../contract/messages';
import { refundInput, type RefundResponse } from '../../contract/schemas';
import { handle } from '../lib/http';
import { startRefund } from '../lib/payments/refund';

// The admin refunds a Paystack payment, all or part (docs/PRODUCT-RULES.md,
// Refunds): 202 once Paystack has queued it; the registration shows
// refund_pending until refund.processed / refund.failed arrives.
export const handler = handle({ auth: 'admin', body: refundInput }, async ({ body, params, admin }) => {
  await startRefund(params.id, body.amount, admin!.username);
  const answer: RefundResponse = { success: true, message: REFUND_MESSAGES.started, id: params.id, data: { status: 'refund_pending' } };
  return { status: 202, body: answer };
});
