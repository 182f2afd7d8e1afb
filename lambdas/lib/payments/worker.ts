// The payments worker: applies the charges the webhook stored, then ends the
// holds whose time is up. In AWS a Lambda runs it every minute and when a
// charge is stored (lambdas/jobs/payments.ts); locally start.ts runs it on a
// short loop and /_local/jobs/payments runs it on demand.
import { paymentsRepo, type ChargeOutcome } from '../db/payments-repo';
import type { RefundOutcome } from '../db/refunds-repo';
import { enrolmentHoldsRepo } from '../db/school/enrolment-holds-repo';
import { waitlistRepo } from '../db/waitlist-repo';
import { applyStoredRefunds } from './refund-worker';

export type PaymentsRun = {
  applied: Partial<Record<ChargeOutcome, number>>;
  expired: number;
  offersExpired: number;
  refunds: Partial<Record<RefundOutcome, number>>;
  /** Programme enrolments whose first month was not paid in time: their seats given back. */
  enrolmentsReleased: number;
};

export async function runPayments(options: { now?: Date; log?: (line: string) => void } = {}): Promise<PaymentsRun> {
  const log = options.log ?? ((line: string) => console.log(line));
  const run: PaymentsRun = { applied: {}, expired: 0, offersExpired: 0, refunds: {}, enrolmentsReleased: 0 };
  for (const charge of await paymentsRepo.inbox()) {
    const outcome = await paymentsRepo.applyCharge(charge, log);
    await paymentsRepo.processed(charge.reference, outcome);
    run.applied[outcome] = (run.applied[outcome] ?? 0) + 1;
  }
  run.refunds = await applyStoredRefunds(log);
  const now = (options.now ?? new Date()).toISOString();
  for (const hold of await paymentsRepo.dueHolds(now)) {
    if ((await paymentsRepo.expireHold(hold)) !== 'expired') continue;
    run.expired++;
    // The unpaid seats go to the waitlist first (docs/PRODUCT-RULES.md, Waitlist).
    await waitlistRepo.offerFreed(hold.eventId, new Date(now));
  }
  // Waitlist offers whose time is up: their seats pass to the next person waiting.
  for (const offer of await waitlistRepo.dueOffers(new Date(now))) {
    if ((await waitlistRepo.expireOffer(offer.entryId, new Date(now))) === 'expired') run.offersExpired++;
  }
  // Programme enrolments still unpaid when their hold ends (docs/PRODUCT-RULES.md, Monthly programmes); one paid
  // meanwhile fails the release's guard and stays ('changed'), as a registration paid before its hold ended.
  for (const learner of await enrolmentHoldsRepo.due(now)) {
    if ((await enrolmentHoldsRepo.release(learner, now)) === 'released') run.enrolmentsReleased++;
  }
  return run;
}
