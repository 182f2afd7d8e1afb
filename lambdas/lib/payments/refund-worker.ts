// The payments worker's refund step: apply the stored refund webhooks
// (refunds-repo.ts), each once, and take them off the due list.
import { refundsRepo, type RefundOutcome } from '../db/refunds-repo';

export async function applyStoredRefunds(log: (line: string) => void): Promise<Partial<Record<RefundOutcome, number>>> {
  const applied: Partial<Record<RefundOutcome, number>> = {};
  for (const notice of await refundsRepo.inbox()) {
    const outcome = await refundsRepo.apply(notice);
    if (outcome === 'amount-differs' || outcome === 'unknown-reference') {
      log(`payments: refund ${notice.refundId} of ${notice.amount} ${notice.currency} for ${JSON.stringify(notice.reference)} not applied: ${outcome}`);
    }
    await refundsRepo.processed(notice, outcome);
    applied[outcome] = (applied[outcome] ?? 0) + 1;
  }
  return applied;
}
