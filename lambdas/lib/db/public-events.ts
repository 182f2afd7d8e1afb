// The public event lists (/api/events/upcoming, /api/events/past): ONE Query
// of the EVENTS partition each, through the lean client, so their Lambdas
// bundle no SDK. The item-to-event mapping lives here too, and events-repo.ts
// (admin and writes, on the SDK) uses the same one.
import type { Event } from '../../../contract/schemas';
import { keys } from './keys';
import { pick } from './pick';
import { readPartition } from './public-partition';

export const INPUT_FIELDS = [
  'title',
  'description',
  'date',
  'startTime',
  'endTime',
  'location',
  'address',
  'price',
  'maxParticipants',
  'registrationDeadline',
  'earlyBirdPrice',
  'earlyBirdEndsOn',
  'refundDaysBefore',
  'refundFeePercent',
  'transferCutoffDays',
  'imageUrl',
  'image',
  'isActive',
] as const;
const ENTITY_FIELDS = ['id', ...INPUT_FIELDS, 'seatsTaken', 'status', 'createdAt'];

export function toEvent(item: Record<string, unknown>): Event {
  const event = pick<Event>(item, ENTITY_FIELDS);
  return { ...event, seatsTaken: Number(item.seatsTaken ?? 0) };
}

const listed = (item: Record<string, unknown>) => item.status !== 'archived';

/** Active, not archived events on or after the Lagos day `today`, soonest first (cancelled ones stay, marked). */
export async function listUpcomingEvents(today: string): Promise<Event[]> {
  const items = await readPartition(keys.eventsPartition, { sortKey: { op: '>=', value: today }, activeOnly: true });
  return items.filter(listed).map(toEvent);
}

/** Active, not archived events before the Lagos day `today`, most recent first. */
export async function listPastEvents(today: string): Promise<Event[]> {
  const items = await readPartition(keys.eventsPartition, { sortKey: { op: '<', value: today }, activeOnly: true, newestFirst: true });
  return items.filter(listed).map(toEvent);
}
