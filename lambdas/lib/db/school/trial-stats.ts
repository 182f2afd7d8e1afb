// Trial lessons per service for the insights (issue 27 item 3; docs/ARCHITECTURE.md,
// Insights): booked (not cancelled), attended and no-shows, kept by the trial
// writes in their own transaction, as stats-repo.ts keeps the event counters.
// One rule: trialTally(booking) is what one booking adds; each write adds
// tally(after) - tally(before), so the counters equal a count of the bookings.
// Programmes (another branch) add their own fields to the same service item
// (enrolled, active learners, monthly revenue) through the same counterUpdate.
import type { ServiceField } from '../../../../contract/stats';
import type { Item, TransactItem } from '../items';
import { keys } from '../keys';
import { counterUpdate } from '../stats-repo';

type TrialLike = Pick<Item, 'service' | 'status'> | null | undefined;

/** What one trial booking adds to its service's counters. */
export function trialTally(booking: TrialLike): Partial<Record<ServiceField, number>> {
  if (!booking || booking.status === 'cancelled') return {};
  return { booked: 1, ...(booking.status === 'attended' ? { attended: 1 } : {}), ...(booking.status === 'no-show' ? { noShows: 1 } : {}) };
}

/** The counter writes for a booking going from `before` to `after` (null: none), for the same transaction. */
export function trialStatsChange(before: TrialLike, after: TrialLike): TransactItem[] {
  const byService = new Map<string, Record<string, number>>();
  const add = (booking: TrialLike, sign: 1 | -1) => {
    if (!booking) return;
    const service = String(booking.service);
    const row = byService.get(service) ?? {};
    for (const [field, n] of Object.entries(trialTally(booking))) row[field] = (row[field] ?? 0) + sign * n;
    byService.set(service, row);
  };
  add(before, -1);
  add(after, 1);
  return [...byService].flatMap(([service, deltas]) => counterUpdate(keys.statsService(service), deltas));
}
