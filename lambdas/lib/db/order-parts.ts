// What every write of an order shares (registrations, payments, tickets, transfers, the door and the
// waitlist all move an order's seats, tickets or mails): the ticket's token and id, the buyer's email
// guard key, the seats given back or taken again, the attendees' mails, the hold of an unpaid checkout and
// the seats of a claimed waitlist offer. A leaf: it imports no repository that writes orders, so
// order-writes.ts and the repositories above it import this and never each other
// (docs/ARCHITECTURE.md, Boundaries).
import { randomBytes } from 'node:crypto';
import type { OrderResult, StoredTicket } from '../../../contract/box-office';
import { tableName } from './client';
import type { Item, TransactItem } from './items';
import { keys } from './keys';
import { outboxRepo } from './outbox-repo';

export { liveTickets } from './live-tickets';

/** 16 random bytes, base64url: unguessable, and it says nothing about the attendee. */
export const newTicketToken = (): string => randomBytes(16).toString('base64url');

export const emailKey = (email: string): string => email.trim().toLowerCase();

/** A ticket's id: its order's id and its place in the order (1-based), so the door's undo finds it by id alone. */
export const ticketId = (registrationId: string, index: number): string => `${registrationId}-t${index + 1}`;
/** The order and the place of a ticket id; null for a registration id (an order of one, or one made before tickets). */
export function parseTicketId(id: string): { registrationId: string; index: number } | null {
  const match = /^(.+)-t(\d{1,2})$/.exec(id);
  return match ? { registrationId: match[1], index: Number(match[2]) - 1 } : null;
}

/** An attendee with an email of their own (not the buyer's) gets their own ticket mail. */
export function ticketMails(registrationId: string, eventId: string, buyerEmail: string, tickets: StoredTicket[]) {
  return tickets
    .filter((t) => t.email && emailKey(t.email) !== emailKey(buyerEmail))
    .map((t) => outboxRepo.queue({ kind: 'confirmation', to: [t.email!], refs: { registrationId, eventId, ticketId: t.id } }));
}

/** What the register route answers of an order. */
export function orderResult(item: Item): OrderResult {
  const tickets = (item.tickets as StoredTicket[]) ?? [];
  return { total: Number(item.total ?? 0), tickets: tickets.map((t) => ({ id: t.id, ticketTypeId: t.ticketTypeId, name: t.name })) };
}

/** The hold of an online order's seats until it is paid or `expiresAt` passes (payments-repo.ts reads the due ones). */
export function holdPut(registrationId: string, eventId: string, expiresAt: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.hold(registrationId), ...keys.holdDue(expiresAt, registrationId), registrationId, eventId, expiresAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** While a claimed waitlist offer's order takes the offer's seats: they stop counting as held (seatsTaken keeps them). */
export function offerSeatsClaimed(eventId: string, quantity: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.event(eventId),
      UpdateExpression: 'SET seatsOffered = seatsOffered - :held',
      ConditionExpression: 'attribute_exists(pk) AND seatsOffered >= :held',
      ExpressionAttributeValues: { ':held': quantity },
    },
  };
}

/**
 * Seats and type counters back (or taken again, `sign` +1) for these tickets, in the caller's
 * transaction. The event as read says whether it keeps type counters (an event stored before the box
 * office has none until its first order or edit). null when the event is gone: nothing to give back.
 */
export function seatsChange(eventItem: Item | null, tickets: Array<Pick<StoredTicket, 'ticketTypeId'>>, sign: 1 | -1, guardRoom = false): TransactItem | null {
  if (!eventItem || tickets.length === 0) return null;
  const n = tickets.length;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':n': n, ...(sign > 0 ? { ':zero': 0 } : {}) };
  const set = [sign > 0 ? 'seatsTaken = if_not_exists(seatsTaken, :zero) + :n' : 'seatsTaken = seatsTaken - :n'];
  const conditions = ['attribute_exists(pk)'];
  if (sign < 0) conditions.push('seatsTaken >= :n');
  if (guardRoom) {
    values[':room'] = Number(eventItem.maxParticipants) - n;
    values[':max'] = Number(eventItem.maxParticipants);
    conditions.push('maxParticipants = :max', '(attribute_not_exists(seatsTaken) OR seatsTaken <= :room)');
  }
  if (eventItem.ticketsSold && typeof eventItem.ticketsSold === 'object') {
    const perType: Record<string, number> = {};
    for (const t of tickets) perType[t.ticketTypeId] = (perType[t.ticketTypeId] ?? 0) + 1;
    Object.entries(perType).forEach(([typeId, count], i) => {
      names[`#t${i}`] = typeId;
      values[`:c${i}`] = count;
      if (sign > 0) set.push(`ticketsSold.#t${i} = if_not_exists(ticketsSold.#t${i}, :zero) + :c${i}`);
      else {
        set.push(`ticketsSold.#t${i} = ticketsSold.#t${i} - :c${i}`);
        conditions.push(`ticketsSold.#t${i} >= :c${i}`);
      }
    });
    conditions.push('attribute_exists(ticketsSold)');
  } else {
    conditions.push('attribute_not_exists(ticketsSold)');
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys.event(String(eventItem.id)),
      UpdateExpression: `SET ${set.join(', ')}`,
      ConditionExpression: conditions.join(' AND '),
      ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
    },
  };
}
