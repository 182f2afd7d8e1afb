// The refund events of Paystack's webhook (docs/ARCHITECTURE.md, Refunds),
// after the handler has verified the signature over the raw body: the final
// ones (refund.processed, refund.failed) are stored once per refund id and
// event for the payments worker; refund.pending / refund.processing change
// nothing we show.
import { refundsRepo, type RefundNotice } from '../db/refunds-repo';
import { log } from '../log';

/** Paystack's refund event data as the notice we store; null when it lacks what we check. */
export function refundNoticeOf(event: string, data: unknown): RefundNotice | null {
  const status = event === 'refund.processed' ? 'processed' : event === 'refund.failed' ? 'failed' : null;
  if (!status || !data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const id = typeof d.id === 'number' || typeof d.id === 'string' ? String(d.id) : '';
  const amount = typeof d.amount === 'string' && /^\d+$/.test(d.amount) ? Number(d.amount) : d.amount;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id) || typeof d.transaction_reference !== 'string' || d.transaction_reference === '') return null;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || typeof d.currency !== 'string') return null;
  return { refundId: id, status, reference: d.transaction_reference, amount, currency: d.currency };
}

/** True when the event was a final refund event we stored (or had stored: a replay). */
export async function receiveRefundEvent(event: string, data: unknown): Promise<boolean> {
  const notice = refundNoticeOf(event, data);
  if (!notice) return false;
  const fresh = await refundsRepo.receive(notice);
  if (!fresh) log.info('paystack refund webhook replayed', { refundId: notice.refundId, event });
  return true;
}
