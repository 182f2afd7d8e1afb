// Check-in at the door (docs/PRODUCT-RULES.md, Check-in at the door). The
// check-in lives on the registration item (checkedInAt, checkedInBy) and is
// ONE transaction: the registration is marked only if it has no checkedInAt
// yet (two phones scanning one ticket at once: exactly one passes), and the
// event's `checkedIn` counter goes up with it, so the admin's event list can
// show checked in / registered without counting registrations.
import { lagosDay } from '../../../contract/dates';
import type { AttendanceCounts, Attendee, AttendeesResponse, CheckInResponse } from '../../../contract/schemas';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { getItem, isConditionFailed, nowIso, pick, queryPartition, transact, type Item, type TransactItem } from './items';
import { keys } from './keys';

const ATTENDEE_FIELDS = ['id', 'name', 'email', 'phone', 'eventId', 'status', 'ticketToken', 'checkedInAt', 'checkedInBy'];
const toAttendee = (item: Item): Attendee => pick<Attendee>(item, ATTENDEE_FIELDS);
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
    const ticket = await getItem(keys.ticket(token));
    const item = ticket ? await getItem(keys.registration(String(ticket.registrationId))) : null;
    if (!item) return { status: 'invalid' };
    if (item.eventId !== eventId) return { status: 'wrong_event', registration: toAttendee(item) };
    if (item.status === 'cancelled') return { status: 'cancelled', registration: toAttendee(item) };
    if (item.checkedInAt) return already(item, by, at);

    const TableName = tableName();
    const failed = await transact([
      {
        Update: {
          TableName,
          Key: keys.registration(String(item.id)),
          UpdateExpression: 'SET checkedInAt = :at, checkedInBy = :by',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(checkedInAt) AND (attribute_not_exists(#status) OR #status <> :cancelled)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':at': at, ':by': by, ':cancelled': 'cancelled' },
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
      return { status: 'checked_in', registration: toAttendee({ ...item, checkedInAt: at, checkedInBy: by }), checkedInAt: at, checkedInBy: by, counts };
    }
    // Another phone won, or the ticket was cancelled or deleted meanwhile: answer with what is there now.
    const now = await getItem(keys.registration(String(item.id)));
    if (!now) return { status: 'invalid' };
    if (now.checkedInAt) return already(now, by, at);
    if (now.status === 'cancelled') return { status: 'cancelled', registration: toAttendee(now) };
    if (failed.includes(1)) return { status: 'event-not-found' };
    throw new Error(`check-in of registration ${String(item.id)} failed for no known reason`);
  },

  /** Undo a mistaken check-in: the mark goes and the counter comes down, together. */
  async undo(registrationId: string): Promise<UndoOutcome> {
    const item = await getItem(keys.registration(registrationId));
    if (!item) return 'not-found';
    if (!item.checkedInAt) return 'not-checked-in';
    const TableName = tableName();
    const eventId = String(item.eventId);
    const event = await getItem(keys.event(eventId));
    const writes: TransactItem[] = [
      {
        Update: {
          TableName,
          Key: keys.registration(registrationId),
          UpdateExpression: 'REMOVE checkedInAt, checkedInBy',
          ConditionExpression: 'attribute_exists(checkedInAt)',
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
    throw new Error(`undo of check-in ${registrationId}: the event's counter changed meanwhile`);
  },

  /** The door's list of one event: every registration, cancelled ones included (so a scan can say "cancelled"). */
  async attendees(eventId: string): Promise<AttendeesResponse | null> {
    const event = await getItem(keys.event(eventId));
    if (!event) return null;
    const registrations = await queryPartition(keys.registrationsPartition);
    const attendees = registrations.filter((r) => r.eventId === eventId).map(toAttendee);
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
async function already(item: Item, by: string, at: string): Promise<CheckInResponse> {
  let current = item;
  // Two check-ins of one ticket (this offline scan and a later one on another phone): the earliest stands.
  const resolvedToEarliest = at < String(item.checkedInAt);
  if (resolvedToEarliest) {
    try {
      const { Attributes } = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.registration(String(item.id)),
          UpdateExpression: 'SET checkedInAt = :at, checkedInBy = :by',
          ConditionExpression: 'checkedInAt > :at',
          ExpressionAttributeValues: { ':at': at, ':by': by },
          ReturnValues: 'ALL_NEW',
        }),
      );
      current = Attributes ?? item;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      // An even earlier check-in came in between: report it. (After an undo meanwhile, report the check-in this scan saw.)
      const fresh = await getItem(keys.registration(String(item.id)));
      if (fresh?.checkedInAt) current = fresh;
    }
  }
  return {
    status: 'already_checked_in',
    registration: toAttendee(current),
    checkedInAt: String(current.checkedInAt),
    checkedInBy: typeof current.checkedInBy === 'string' ? current.checkedInBy : '',
    ...(resolvedToEarliest ? { resolvedToEarliest } : {}),
  };
}
