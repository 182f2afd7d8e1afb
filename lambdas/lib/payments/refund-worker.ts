// The payments worker's refund step: apply the stored refund webhooks
// (refunds-repo.ts), each once, and take them off the due list; a refund made
// mails the buyer its credit note.
import { outboxRepo } from '../db/outbox-repo';
import { refundsRepo, type RefundOutcome } from '../db/refunds-repo';

export async function applyStoredRefunds(log: (line: string) => void): Promise<Partial<Record<RefundOutcome, number>>> {
  const applied: Partial<Record<RefundOutcome, number>> = {};
  for (const notice of await refundsRepo.inbox()) {
    // The buyer's mail (with its credit note) is queued in the refund's own transaction: one per refund applied.
    const outcome = await refundsRepo.apply(notice, (registration, amount) => [
      outboxRepo.queue({
        kind: 'refund-confirmation',
        to: [registration.email],
        refs: { registrationId: registration.id, eventId: registration.eventId },
        data: { refundId: notice.refundId, amount: String(amount), at: new Date().toISOString() },
      }).put,
    ]);
    if (outcome === 'amount-differs' || outcome === 'unknown-reference') {
      log(`payments: refund ${notice.refundId} of ${notice.amount} ${notice.currency} for ${JSON.stringify(notice.reference)} not applied: ${outcome}`);
    }
    await refundsRepo.processed(notice, outcome);
    applied[outcome] = (applied[outcome] ?? 0) + 1;
  }
  return applied;
}
