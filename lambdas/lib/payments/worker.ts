// The payments worker: applies the charges the webhook stored, then ends the
// holds whose time is up. In AWS a Lambda runs it every minute and when a
// charge is stored (lambdas/jobs/payments.ts); locally start.ts runs it on a
// short loop and /_local/jobs/payments runs it on demand.
import { paymentsRepo, type ChargeOutcome } from '../db/payments-repo';
import type { RefundOutcome } from '../db/refunds-repo';
import { applyStoredRefunds } from './refund-worker';

export type PaymentsRun = { applied: Partial<Record<ChargeOutcome, number>>; expired: number; refunds: Partial<Record<RefundOutcome, number>> };

export async function runPayments(options: { now?: Date; log?: (line: string) => void } = {}): Promise<PaymentsRun> {
  const log = options.log ?? ((line: string) => console.log(line));
  const run: PaymentsRun = { applied: {}, expired: 0, refunds: {} };
  for (const charge of await paymentsRepo.inbox()) {
    const outcome = await paymentsRepo.applyCharge(charge, log);
    await paymentsRepo.processed(charge.reference, outcome);
    run.applied[outcome] = (run.applied[outcome] ?? 0) + 1;
  }
  run.refunds = await applyStoredRefunds(log);
  const now = (options.now ?? new Date()).toISOString();
  for (const hold of await paymentsRepo.dueHolds(now)) {
    if ((await paymentsRepo.expireHold(hold)) === 'expired') run.expired++;
  }
  return run;
}
