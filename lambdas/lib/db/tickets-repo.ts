// Tickets: the attendee's side of a registration, reached by the token of
// the manage link alone. Cancelling keeps the registration, marked
// cancelled, rather than deleting it: the admin must still see that it was
// cancelled (and when), and a check-in at the door must be able to say
// "cancelled" rather than "unknown ticket".
import type { StoredTicket } from '../../../contract/box-office';
import { startsAt } from '../../../contract/event-lifecycle';
import type { Event, EventRegistration } from '../../../contract/schemas';
import { tableName } from './client';
import { registrationCounters } from './counters';
import { eventsRepo } from './events-repo';
import { getItem, nowIso, transact, type Item, type TransactItem } from './items';
import { keys } from './keys';
import { outboxRepo } from './outbox-repo';
import { emailKey, liveTickets, seatsChange } from './order-parts';
import { toRegistration } from './registrations-repo';
import { guardUnchanged, statsWrites } from './stats-repo';

/**
 * `registration` is the order seen from this ticket: the attendee's name, and cancelled when this ticket
 * alone was; `index` is the ticket's place in the order (null for an order from before tickets).
 */
export type Ticket = { registration: EventRegistration; event: Event; index: number | null };

/** The order's stored tickets, and which one this token is. */
function ticketIn(item: Item, token: string): { tickets: StoredTicket[] | null; index: number | null } {
  const tickets = Array.isArray(item.tickets) ? (item.tickets as StoredTicket[]) : null;
  const index = tickets ? tickets.findIndex((t) => t.token === token) : -1;
  return { tickets, index: index >= 0 ? index : null };
}

export type CancelResult = { ok: true; mailId: string } | { ok: false; reason: 'not-found' | 'already-cancelled' | 'event-over' };

export const ticketsRepo = {
  /** The registration and event a token points at, or null for an unknown token (or a deleted registration or event). */
  async find(token: string): Promise<Ticket | null> {
    const ticket = await getItem(keys.ticket(token));
    // A waitlist offer's link is a TICKET# item too, but with no registration (waitlist-repo.ts byToken).
    if (!ticket || typeof ticket.registrationId !== 'string') return null;
    const item = await getItem(keys.registration(ticket.registrationId));
    if (!item) return null;
    const event = await eventsRepo.get(String(item.eventId));
    if (!event) return null;
    const { tickets, index } = ticketIn(item, token);
    const registration = toRegistration(item);
    if (!tickets || index === null) return { registration, event, index: null };
    const own = tickets[index];
    return {
      registration: {
        ...registration,
        name: own.name,
        ticketToken: own.token,
        checkedInAt: own.checkedInAt,
        checkedInBy: own.checkedInBy,
        ...(own.cancelledAt ? { status: 'cancelled' as const, cancelledAt: own.cancelledAt } : {}),
      },
      event,
      index,
    };
  },

  /**
   * One transaction: the registration is marked cancelled (only if it was
   * not already), its seat freed, its email guard deleted so the attendee may
   * register again, and a cancellation mail queued. Two cancels at once:
   * exactly one passes the status condition.
   */
  async cancel(token: string, now: Date): Promise<CancelResult> {
    for (let attempt = 1; ; attempt++) {
      const found = await ticketsRepo.find(token);
      if (!found) return { ok: false, reason: 'not-found' };
      const { registration, event, index } = found;
      if (registration.status === 'cancelled') return { ok: false, reason: 'already-cancelled' };
      // The lifecycle rule's instant: once the event has started, the seat is used.
      if (now >= startsAt(event)) return { ok: false, reason: 'event-over' };
      const order = (await getItem(keys.registration(registration.id)))!;
      const live = liveTickets(order);
      // One ticket of a group order, others still live: only this ticket goes (its seat and type count back).
      if (index !== null && live.length > 1) {
        const outcome = await cancelOne(order, index, token, await getItem(keys.event(event.id)));
        if (outcome) return outcome;
        if (attempt >= 3) throw new Error(`could not cancel ticket ${index + 1} of registration ${registration.id}: it keeps changing`);
        continue;
      }

      const TableName = tableName();
      const mail = outboxRepo.queue({
        kind: 'cancellation',
        to: [registration.email],
        refs: { registrationId: registration.id, eventId: event.id },
      });
      // Payments: money already taken for a seat given back is owed back (the admin sees "Refund due").
      const refund = (order.payment as { status?: string } | undefined)?.status === 'paid';
      const items: TransactItem[] = [
        // Guarded on the order as read (status, payment, live tickets): the insights' delta is worked out from it.
        guardUnchanged({
          Update: {
            TableName,
            Key: keys.registration(registration.id),
            UpdateExpression: `SET #status = :cancelled, cancelledAt = :now${refund ? ', payment.#status = :refund, payment.flag = :flag' : ''}${index !== null ? `, tickets[${index}].cancelledAt = :now` : ''}`,
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#status) OR #status <> :cancelled)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':cancelled': 'cancelled',
              ':now': nowIso(),
              ...(refund ? { ':refund': 'refund_due', ':flag': 'Cancelled by the attendee after paying' } : {}),
            },
          },
        }, order),
        {
          // Only this registration's guard: never one a later registration holds.
          Delete: {
            TableName,
            Key: keys.emailGuard(event.id, emailKey(registration.email)),
            ConditionExpression: 'attribute_not_exists(pk) OR registrationId = :id',
            ExpressionAttributeValues: { ':id': registration.id },
          },
        },
        mail.put,
        ...registrationCounters.cancelled(),
        ...statsWrites.cancelled(order),
      ];
      const seats = event.seatsTaken > 0 ? seatsChange(await getItem(keys.event(event.id)), live, -1) : null;
      if (seats) items.push(seats);
      const failed = await transact(items);
      if (!failed) return { ok: true, mailId: mail.id };
      if (failed.includes(0)) {
        const now = await getItem(keys.registration(registration.id));
        if (!now) return { ok: false, reason: 'not-found' };
        if (now.status === 'cancelled') return { ok: false, reason: 'already-cancelled' };
      }
      // The event's seats changed between the read and the write: read again.
      if (attempt >= 3) throw new Error(`could not cancel ticket for registration ${registration.id}: it keeps changing`);
    }
  },
};

/**
 * Cancel one ticket of a group order: marked on the order (guarded: not cancelled yet, still this token),
 * its seat and type count given back, and a cancellation mail to its attendee (or the buyer). The buyer's
 * email stays taken: the order goes on. A paid order records what is owed back for it.
 * null: the order or the event changed meanwhile (read again).
 */
async function cancelOne(order: Item, index: number, token: string, eventItem: Item | null): Promise<CancelResult | null> {
  const ticket = (order.tickets as StoredTicket[])[index];
  const TableName = tableName();
  const paid = (order.payment as { status?: string } | undefined)?.status === 'paid';
  const mail = outboxRepo.queue({ kind: 'cancellation', to: [ticket.email ?? String(order.email)], refs: { registrationId: String(order.id), eventId: String(order.eventId) }, data: { name: ticket.name } });
  const at = nowIso();
  const after = { ...order, tickets: (order.tickets as StoredTicket[]).map((t, i) => (i === index ? { ...t, cancelledAt: at } : t)) };
  const items: TransactItem[] = [
    // Guarded on the order as read: an unpaid order's held seats (the insights) go down by this ticket.
    guardUnchanged({
      Update: {
        TableName,
        Key: keys.registration(String(order.id)),
        UpdateExpression: `SET #tickets[${index}].cancelledAt = :now${paid ? ', payment.flag = :flag' : ''}`,
        ConditionExpression: `attribute_exists(pk) AND (attribute_not_exists(#status) OR #status <> :cancelled) AND #tickets[${index}].#token = :token AND attribute_not_exists(#tickets[${index}].cancelledAt)`,
        ExpressionAttributeNames: { '#status': 'status', '#tickets': 'tickets', '#token': 'token' },
        ExpressionAttributeValues: {
          ':now': at,
          ':cancelled': 'cancelled',
          ':token': token,
          ...(paid ? { ':flag': `Ticket of ${ticket.name} cancelled after paying: ${ticket.price} naira to refund` } : {}),
        },
      },
    }, order),
    mail.put,
    ...statsWrites.changed(order, after),
  ];
  const seats = seatsChange(eventItem, [ticket], -1);
  if (seats) items.push(seats);
  const failed = await transact(items);
  if (!failed) return { ok: true, mailId: mail.id };
  if (failed.includes(0)) {
    const now = await getItem(keys.registration(String(order.id)));
    if (!now) return { ok: false, reason: 'not-found' };
    const again = (now.tickets as StoredTicket[] | undefined)?.[index];
    if (now.status === 'cancelled' || again?.cancelledAt) return { ok: false, reason: 'already-cancelled' };
  }
  return null;
}
