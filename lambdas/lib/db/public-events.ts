// The public event lists (/api/events/upcoming, /api/events/past): ONE Query
// of the EVENTS partition each, through the lean client, so their Lambdas
// bundle no SDK. The item-to-event mapping lives here too, and events-repo.ts
// (admin and writes, on the SDK) uses the same one.
import type { Event } from '../../../contract/schemas';
import { publicTicketTypes } from '../../../contract/ticket-types';
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
const ENTITY_FIELDS = ['id', ...INPUT_FIELDS, 'ticketTypes', 'questions', 'ticketsSold', 'seatsTaken', 'status', 'createdAt'];

/** The event as stored (admin, the order's checks): every ticket type with its quota, and the counters. */
export function toEvent(item: Record<string, unknown>): Event {
  const event = pick<Event>(item, ENTITY_FIELDS);
  return { ...event, seatsTaken: Number(item.seatsTaken ?? 0) };
}

/**
 * What the public sees (docs/PRODUCT-RULES.md, Box office): the visible ticket types with what is left of
 * each at `now` (an event stored before types existed: one type carrying its price), and the questions;
 * never the hidden types or the counters.
 */
export function toPublicEvent(item: Record<string, unknown>, now: Date = new Date()): Event {
  const { ticketsSold: _sold, ...event } = toEvent(item);
  return { ...event, ticketTypes: publicTicketTypes(toEvent(item), now), questions: event.questions ?? [] };
}

const listed = (item: Record<string, unknown>) => item.status !== 'archived';

/** Active, not archived events on or after the Lagos day `today`, soonest first (cancelled ones stay, marked). */
export async function listUpcomingEvents(today: string): Promise<Event[]> {
  const items = await readPartition(keys.eventsPartition, { sortKey: { op: '>=', value: today }, activeOnly: true });
  return items.filter(listed).map((item) => toPublicEvent(item));
}

/** Active, not archived events before the Lagos day `today`, most recent first. */
export async function listPastEvents(today: string): Promise<Event[]> {
  const items = await readPartition(keys.eventsPartition, { sortKey: { op: '<', value: today }, activeOnly: true, newestFirst: true });
  return items.filter(listed).map((item) => toPublicEvent(item));
}
