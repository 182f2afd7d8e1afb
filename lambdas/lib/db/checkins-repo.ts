// Check-in at the door (docs/PRODUCT-RULES.md, Check-in at the door). The
// check-in lives on the registration item: per ticket of an order
// (tickets[i].checkedInAt, checkedInBy), or, for a registration made before
// the box office, on the item itself (checkedInAt, checkedInBy). It is
// ONE transaction: the registration is marked only if it has no checkedInAt
// yet (two phones scanning one ticket at once: exactly one passes), and the
// event's `checkedIn` counter goes up with it, so the admin's event list can
// show checked in / registered without counting registrations.
import type { Answers, Question, StoredTicket } from '../../../contract/box-office';
import { lagosDay } from '../../../contract/dates';
import { ticketTypesOf } from '../../../contract/ticket-types';
import type { AttendanceCounts, Attendee, AttendeesResponse, CheckInResponse } from '../../../contract/schemas';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { getItem, isConditionFailed, nowIso, pick, queryPartition, transact, type Item, type TransactItem } from './items';
import { keys } from './keys';
import { parseTicketId } from './order-parts';
import { toEvent } from './public-events';

const ATTENDEE_FIELDS = ['id', 'name', 'email', 'phone', 'eventId', 'status', 'ticketToken', 'checkedInAt', 'checkedInBy'];

/** Where one ticket's check-in lives: tickets[index] of the order, or the item itself (index null, an order from before tickets). */
type Place = { item: Item; index: number | null };

const ticketsOf = (item: Item): StoredTicket[] | null => (Array.isArray(item.tickets) ? (item.tickets as StoredTicket[]) : null);
const stateOf = ({ item, index }: Place): { checkedInAt?: string; checkedInBy?: string; cancelled: boolean } => {
  const ticket = index === null ? null : ticketsOf(item)![index];
  const source = ticket ?? item;
  return {
    checkedInAt: typeof source.checkedInAt === 'string' ? source.checkedInAt : undefined,
    checkedInBy: typeof source.checkedInBy === 'string' ? source.checkedInBy : undefined,
    cancelled: item.status === 'cancelled' || Boolean(ticket?.cancelledAt),
  };
};

/** One ticket as the door sees it: the attendee's name, the order's contact, answers of the order and the attendee. */
function toAttendee(place: Place, typeNames: Map<string, string> = new Map()): Attendee {
  const { item, index } = place;
  const base = pick<Attendee>(item, ATTENDEE_FIELDS);
  if (index === null) return base;
  const ticket = ticketsOf(item)![index];
  const state = stateOf(place);
  const answers = { ...((item.answers as Answers | undefined) ?? {}), ...(ticket.answers ?? {}) };
  return {
    ...base,
    name: ticket.name,
    email: ticket.email ?? base.email,
    ticketToken: ticket.token,
    checkedInAt: state.checkedInAt,
    checkedInBy: state.checkedInBy,
    ...(state.cancelled ? { status: 'cancelled' as const } : {}),
    ticketId: ticket.id,
    ticketTypeId: ticket.ticketTypeId,
    ...(typeNames.has(ticket.ticketTypeId) ? { ticketTypeName: typeNames.get(ticket.ticketTypeId) } : {}),
    ...(ticket.name !== base.name ? { buyerName: base.name } : {}),
    ...(Object.keys(answers).length ? { answers } : {}),
  };
}

/** The check-in attribute paths of a place, for an expression. */
const paths = (index: number | null): { at: string; by: string; names: Record<string, string> } => (index === null ? { at: 'checkedInAt', by: 'checkedInBy', names: {} } : { at: `#tickets[${index}].checkedInAt`, by: `#tickets[${index}].checkedInBy`, names: { '#tickets': 'tickets' } });

async function placeOfToken(token: string): Promise<Place | null> {
  const ticket = await getItem(keys.ticket(token));
  const item = ticket ? await getItem(keys.registration(String(ticket.registrationId))) : null;
  if (!item) return null;
  const tickets = ticketsOf(item);
  const index = tickets ? tickets.findIndex((t) => t.token === token) : -1;
  return { item, index: index >= 0 ? index : null };
}
const countsOf = (event: Item): AttendanceCounts => ({ checkedIn: Number(event.checkedIn ?? 0), registered: Number(event.seatsTaken ?? 0) });

/** The check-in's answer, or why the event cannot take check-ins (the handler's 404/409). */
export type CheckInOutcome = CheckInResponse | { status: 'event-not-found' } | { status: 'event-over' };

export type UndoOutcome = 'undone' | 'not-checked-in' | 'not-found';

export const checkinsRepo = {
  /**
   * Check in the ticket `token` at the door of `eventId`. `at` is when it was
   * scanned (now, or the time an offline scan was made): the event's day is
   * judged by it, and when the ticket was checked in later on another phone,
   * the earlier time replaces it.
   */
  async checkIn(token: string, eventId: string, by: string, at: string): Promise<CheckInOutcome> {
    const event = await getItem(keys.event(eventId));
    if (!event) return { status: 'event-not-found' };
    if (String(event.date) < lagosDay(new Date(at))) return { status: 'event-over' };
    const place = await placeOfToken(token);
    if (!place) return { status: 'invalid' };
    const { item, index } = place;
    const state = stateOf(place);
    if (item.eventId !== eventId) return { status: 'wrong_event', registration: toAttendee(place) };
    if (state.cancelled) return { status: 'cancelled', registration: toAttendee(place) };
    if (state.checkedInAt) return already(place, by, at);

    const TableName = tableName();
    const p = paths(index);
    const failed = await transact([
      {
        Update: {
          TableName,
          Key: keys.registration(String(item.id)),
          UpdateExpression: `SET ${p.at} = :at, ${p.by} = :by`,
          ConditionExpression:
            `attribute_exists(pk) AND attribute_not_exists(${p.at}) AND (attribute_not_exists(#status) OR #status <> :cancelled)` +
            (index === null ? '' : ` AND #tickets[${index}].#token = :token AND attribute_not_exists(#tickets[${index}].cancelledAt)`),
          ExpressionAttributeNames: { '#status': 'status', ...p.names, ...(index === null ? {} : { '#token': 'token' }) },
          ExpressionAttributeValues: { ':at': at, ':by': by, ':cancelled': 'cancelled', ...(index === null ? {} : { ':token': token }) },
        },
      },
      {
        Update: {
          TableName,
          Key: keys.event(eventId),
          UpdateExpression: 'SET checkedIn = if_not_exists(checkedIn, :zero) + :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
        },
      },
    ]);
    if (!failed) {
      const counts = countsOf((await getItem(keys.event(eventId))) ?? event);
      const done = toAttendee(place);
      return { status: 'checked_in', registration: { ...done, checkedInAt: at, checkedInBy: by }, checkedInAt: at, checkedInBy: by, counts };
    }
    // Another phone won, or the ticket was cancelled or deleted meanwhile: answer with what is there now.
    const fresh = await placeOfToken(token);
    if (!fresh) return { status: 'invalid' };
    const now = stateOf(fresh);
    if (now.checkedInAt) return already(fresh, by, at);
    if (now.cancelled) return { status: 'cancelled', registration: toAttendee(fresh) };
    if (failed.includes(1)) return { status: 'event-not-found' };
    throw new Error(`check-in of registration ${String(item.id)} failed for no known reason`);
  },

  /** Undo a mistaken check-in: the mark goes and the counter comes down, together. `id`: a ticket id, or a registration id (its first ticket). */
  async undo(id: string): Promise<UndoOutcome> {
    const parsed = parseTicketId(id);
    const item = await getItem(keys.registration(parsed?.registrationId ?? id));
    if (!item) return 'not-found';
    const tickets = ticketsOf(item);
    const index = tickets ? (parsed?.index ?? 0) : null;
    if (tickets && (index === null || !tickets[index])) return 'not-found';
    if (!stateOf({ item, index }).checkedInAt) return 'not-checked-in';
    const TableName = tableName();
    const eventId = String(item.eventId);
    const event = await getItem(keys.event(eventId));
    const p = paths(index);
    const writes: TransactItem[] = [
      {
        Update: {
          TableName,
          Key: keys.registration(String(item.id)),
          UpdateExpression: `REMOVE ${p.at}, ${p.by}`,
          ConditionExpression: `attribute_exists(${p.at})`,
          ...(index === null ? {} : { ExpressionAttributeNames: p.names }),
        },
      },
    ];
    // A deleted event has no counter to bring down.
    if (event && Number(event.checkedIn ?? 0) > 0) {
      writes.push({
        Update: {
          TableName,
          Key: keys.event(eventId),
          UpdateExpression: 'SET checkedIn = checkedIn - :one',
          ConditionExpression: 'attribute_exists(pk) AND checkedIn > :zero',
          ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
        },
      });
    }
    const failed = await transact(writes);
    if (!failed) return 'undone';
    if (failed.includes(0)) return 'not-checked-in';
    throw new Error(`undo of check-in ${id}: the event's counter changed meanwhile`);
  },

  /** The door's list of one event: every registration, cancelled ones included (so a scan can say "cancelled"). */
  async attendees(eventId: string): Promise<AttendeesResponse | null> {
    const event = await getItem(keys.event(eventId));
    if (!event) return null;
    const registrations = await queryPartition(keys.registrationsPartition);
    const typeNames = new Map(ticketTypesOf(toEvent(event)).map((t) => [t.id, t.name]));
    // One row per ticket: each attendee of a group order is scanned and checked in on their own.
    const attendees = registrations
      .filter((r) => r.eventId === eventId)
      .flatMap((item) => (ticketsOf(item) ? ticketsOf(item)!.map((_, index) => toAttendee({ item, index }, typeNames)) : [toAttendee({ item, index: null })]));
    attendees.sort((a, b) => a.name.localeCompare(b.name));
    const checkedIn = attendees.filter((a) => a.checkedInAt).length;
    return {
      event: {
        id: eventId,
        title: String(event.title),
        date: String(event.date),
        startTime: String(event.startTime),
        location: String(event.location),
        maxParticipants: Number(event.maxParticipants),
        seatsTaken: Number(event.seatsTaken ?? 0),
        checkedIn,
        questions: Array.isArray(event.questions) ? (event.questions as Question[]) : [],
        ticketTypes: ticketTypesOf(toEvent(event)),
      },
      attendees,
      fetchedAt: nowIso(),
    };
  },

  async counts(eventId: string): Promise<AttendanceCounts | null> {
    const event = await getItem(keys.event(eventId));
    return event ? countsOf(event) : null;
  },
};

/**
 * The ticket is checked in already. When this scan was made earlier (an
 * offline phone syncing late), the earlier time and its admin replace the
 * later ones: one conditional update, so of two late syncs the earliest wins.
 */
async function already(place: Place, by: string, at: string): Promise<CheckInResponse> {
  let current = place;
  const p = paths(place.index);
  // Two check-ins of one ticket (this offline scan and a later one on another phone): the earliest stands.
  const resolvedToEarliest = at < String(stateOf(place).checkedInAt);
  if (resolvedToEarliest) {
    try {
      const { Attributes } = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.registration(String(place.item.id)),
          UpdateExpression: `SET ${p.at} = :at, ${p.by} = :by`,
          ConditionExpression: `${p.at} > :at`,
          ...(place.index === null ? {} : { ExpressionAttributeNames: p.names }),
          ExpressionAttributeValues: { ':at': at, ':by': by },
          ReturnValues: 'ALL_NEW',
        }),
      );
      current = Attributes ? { item: Attributes, index: place.index } : place;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      // An even earlier check-in came in between: report it. (After an undo meanwhile, report the check-in this scan saw.)
      const fresh = await getItem(keys.registration(String(place.item.id)));
      if (fresh && stateOf({ item: fresh, index: place.index }).checkedInAt) current = { item: fresh, index: place.index };
    }
  }
  const state = stateOf(current);
  return {
    status: 'already_checked_in',
    registration: toAttendee(current),
    checkedInAt: String(state.checkedInAt),
    checkedInBy: state.checkedInBy ?? '',
    ...(resolvedToEarliest ? { resolvedToEarliest } : {}),
  };
}
