// Tickets: the attendee's side of a registration, reached by the token of
// the manage link alone. Cancelling keeps the registration, marked
// cancelled, rather than deleting it: the admin must still see that it was
// cancelled (and when), and a check-in at the door must be able to say
// "cancelled" rather than "unknown ticket".
import { startsAt } from '../../../contract/event-lifecycle';
import type { Event, EventRegistration } from '../../../contract/schemas';
import { tableName } from './client';
import { registrationCounters } from './counters';
import { eventsRepo } from './events-repo';
import { getItem, nowIso, transact, type TransactItem } from './items';
import { keys } from './keys';
import { outboxRepo } from './outbox-repo';
import { emailKey, toRegistration } from './registrations-repo';
import { statsWrites } from './stats-repo';

export type Ticket = { registration: EventRegistration; event: Event };

export type CancelResult = { ok: true; mailId: string } | { ok: false; reason: 'not-found' | 'already-cancelled' | 'event-over' };

export const ticketsRepo = {
  /** The registration and event a token points at, or null for an unknown token (or a deleted registration or event). */
  async find(token: string): Promise<Ticket | null> {
    const ticket = await getItem(keys.ticket(token));
    if (!ticket) return null;
    const item = await getItem(keys.registration(String(ticket.registrationId)));
    if (!item) return null;
    const event = await eventsRepo.get(String(item.eventId));
    return event ? { registration: toRegistration(item), event } : null;
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
      const { registration, event } = found;
      if (registration.status === 'cancelled') return { ok: false, reason: 'already-cancelled' };
      // The lifecycle rule's instant: once the event has started, the seat is used.
      if (now >= startsAt(event)) return { ok: false, reason: 'event-over' };

      const TableName = tableName();
      const mail = outboxRepo.queue({
        kind: 'cancellation',
        to: [registration.email],
        refs: { registrationId: registration.id, eventId: event.id },
      });
      // Payments: money already taken for a seat given back is owed back (the admin sees "Refund due").
      const refund = registration.payment?.status === 'paid';
      const items: TransactItem[] = [
        {
          Update: {
            TableName,
            Key: keys.registration(registration.id),
            UpdateExpression: `SET #status = :cancelled, cancelledAt = :now${refund ? ', payment.#status = :refund, payment.flag = :flag' : ''}`,
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#status) OR #status <> :cancelled)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':cancelled': 'cancelled',
              ':now': nowIso(),
              ...(refund ? { ':refund': 'refund_due', ':flag': 'Cancelled by the attendee after paying' } : {}),
            },
          },
        },
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
        ...statsWrites.cancelled(registration),
      ];
      if (event.seatsTaken > 0) {
        items.push({
          Update: {
            TableName,
            Key: keys.event(event.id),
            UpdateExpression: 'SET seatsTaken = seatsTaken - :one',
            ConditionExpression: 'attribute_exists(pk) AND seatsTaken > :zero',
            ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
          },
        });
      }
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
