// The public slot list's reads through the lean client (no SDK): the admin's
// availability (gsi1 SCHOOL) and the slots booked from now (gsi1 TRIALS).
import { TRIAL_DEFAULTS, type Availability, type AvailabilityWindow } from '../../../contract/school';
import { keys } from './keys';
import { readPartition } from './public-partition';

export function toAvailability(item: Record<string, unknown> | null | undefined): Availability {
  return {
    weekly: Array.isArray(item?.weekly) ? (item.weekly as AvailabilityWindow[]) : [],
    daysOff: Array.isArray(item?.daysOff) ? (item.daysOff as string[]) : [],
    daysAhead: typeof item?.daysAhead === 'number' ? item.daysAhead : TRIAL_DEFAULTS.daysAhead,
    ...(typeof item?.updatedAt === 'string' ? { updatedAt: item.updatedAt } : {}),
  };
}

export async function readAvailability(): Promise<Availability> {
  const items = await readPartition(keys.schoolPartition);
  return toAvailability(items.find((item) => item.gsi1sk === keys.availabilityGsi.gsi1sk));
}

/** The slot ids booked from `from` (an ISO instant) on; cancelled bookings gave theirs back. */
export async function readTakenSlotIds(from: string): Promise<Set<string>> {
  const items = await readPartition(keys.trialsPartition, { sortKey: { op: '>=', value: from } });
  return new Set(items.filter((item) => item.status !== 'cancelled').map((item) => String(item.slotId)));
}
