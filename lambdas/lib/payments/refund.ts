// Starting a refund (docs/ARCHITECTURE.md, Refunds): claim it on the
// registration (one conditional write), then ask Paystack. Shared by the
// admin's refund and the attendee's self-cancel within the event's policy.
import { formatNaira, nairaToKobo } from '../../../contract/naira';
import { REFUND_MESSAGES } from '../../../contract/messages';
import { refundsRepo, type RefundClaim } from '../db/refunds-repo';
import type { TransactItem } from '../db/items';
import { badRequest, conflict, HttpError, notFound, serviceUnavailable } from '../errors';
import { createRefund, paystackBaseUrl, PaystackApiError } from './paystack-client';
import { paystackSecretKey } from './secret-key';
import { log } from '../log';

export type StartedRefund = { amount: number; refundId: string };

/** The claim's refusal as the HTTP answer the admin sees. */
export function refusal(claim: Exclude<RefundClaim, { ok: true }>): HttpError {
  switch (claim.reason) {
    case 'not-found':
      return notFound(REFUND_MESSAGES.notFound);
    case 'not-paid':
      return conflict(REFUND_MESSAGES.notPaid);
    case 'in-progress':
      return conflict(REFUND_MESSAGES.inProgress);
    case 'nothing-left':
      return conflict(REFUND_MESSAGES.nothingLeft);
    case 'too-much':
      return badRequest(REFUND_MESSAGES.tooMuch(formatNaira(claim.left ?? 0)), { amount: REFUND_MESSAGES.tooMuch(formatNaira(claim.left ?? 0)) });
  }
}

/**
 * Claim, then call Paystack's POST /refund once. Paystack refusing gives the
 * claim back with its reason (409); Paystack out of reach gives it back too
 * (503): nothing was refunded, and the admin may press again.
 */
export async function startRefund(id: string, amount: number | undefined, by: string, extra: TransactItem[] = []): Promise<StartedRefund> {
  const secretKey = await paystackSecretKey();
  if (!secretKey) throw conflict(REFUND_MESSAGES.notPaid);
  const claim = await refundsRepo.claim(id, amount, by, extra);
  if (!claim.ok) throw refusal(claim);
  try {
    const refund = await createRefund(
      { secretKey, baseUrl: paystackBaseUrl() },
      { transaction: claim.reference, amount: nairaToKobo(claim.amount), currency: 'NGN', merchant_note: `Refund by ${by}` },
    );
    await refundsRepo.recordRefundId(id, String(refund.id));
    return { amount: claim.amount, refundId: String(refund.id) };
  } catch (error) {
    const reason = error instanceof PaystackApiError ? error.message : 'Paystack could not be reached';
    log.warn('paystack refund failed', { reference: claim.reference, error: reason });
    // Cut short after the request left: Paystack may have queued it. The claim stays (refund_pending), so no
    // second refund can start; the webhook settles it.
    if (error instanceof PaystackApiError && error.timedOut) throw serviceUnavailable(REFUND_MESSAGES.unknown);
    await refundsRepo.release(claim, reason);
    if (error instanceof PaystackApiError && error.httpStatus >= 400 && error.httpStatus < 500) throw conflict(REFUND_MESSAGES.refused(reason));
    throw serviceUnavailable(REFUND_MESSAGES.unavailable);
  }
}
