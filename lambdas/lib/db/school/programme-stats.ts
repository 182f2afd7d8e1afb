// Monthly programmes for the insights (issue 27 item 3; docs/ARCHITECTURE.md,
// Insights): per programme, its active and overdue learners and the naira its
// monthly charges collected per Lagos month; per service, how many learners
// enrolled (their first month paid). Kept by the one transaction that applies a
// Paystack event to a learner (programmes-repo.ts applyEvent), so a replayed
// event moves nothing and the counters equal a count of the learners.
import type { LearnerStatus } from '../../../../contract/programmes';
import type { TransactItem } from '../items';
import { keys } from '../keys';
import { counterUpdate } from '../stats-repo';

/** What one learner in a status adds to their programme's counters. */
export function learnerTally(status: LearnerStatus | undefined): { activeLearners: number; overdueLearners: number } {
  return { activeLearners: status === 'active' ? 1 : 0, overdueLearners: status === 'overdue' ? 1 : 0 };
}

export type LearnerMove = {
  programmeId: string;
  /** The programme's service (absent: the programme is gone, no service to count under). */
  service?: string;
  before: LearnerStatus;
  after: LearnerStatus;
  /** A month's charge applied: its amount and the Lagos day it was paid. */
  charge?: { kobo: number; paidDay: string };
  /** The learner was enrolled from a trial lesson (their `trialId`). */
  fromTrial?: boolean;
};

/** The counter writes for one learner's change, for the transaction that makes it. */
export function programmeStatsChange({ programmeId, service, before, after, charge, fromTrial }: LearnerMove): TransactItem[] {
  const was = learnerTally(before);
  const now = learnerTally(after);
  return [
    ...counterUpdate(keys.statsProgramme(programmeId), {
      activeLearners: now.activeLearners - was.activeLearners,
      overdueLearners: now.overdueLearners - was.overdueLearners,
    }),
    ...(charge ? counterUpdate(keys.statsProgrammeMonth(programmeId, charge.paidDay.slice(0, 7)), { collectedKobo: charge.kobo }) : []),
    // Enrolled: the first month paid (pending -> active), once per learner; from a trial too when it came from one.
    ...(service && before === 'pending' && after === 'active' ? counterUpdate(keys.statsService(service), { enrolled: 1, enrolledFromTrials: fromTrial ? 1 : 0 }) : []),
  ];
}
