// Registrations: the one place with concurrency. Registering is one
// transaction of three writes, so it happens entirely or not at all:
//   - the email guard (event + normalised email, attribute_not_exists): a
//     second registration of the same email for the event fails here;
//   - the seat: the counter on the event item goes up only while the event
//     is open and has a free seat;
//   - the registration item, with its ticket token;
//   - the ticket (token -> registration), for the manage link;
//   - the attendee's confirmation mail and, unless the provider reads a daily
//     summary instead, the provider's notice (outbox-repo.ts): a mail exists
//     exactly when the registration does.
// Removing a registration is the reverse, also one transaction; cancelling
// one (the attendee, tickets-repo.ts) keeps it, marked cancelled.
import { randomBytes } from 'node:crypto';
import { registrationState, type RegistrationState } from '../../../contract/event-lifecycle';
import type { EventRegistration, EventStatus, ListQuery, RegistrationInput } from '../../../contract/schemas';
import { tableName } from './client';
import type { CreateOptions } from './content-repo';
import { registrationCounters } from './counters';
import { getItem, newId, nowIso, pick, queryPartition, transact, type Item, type TransactItem } from './items';
import { keys } from './keys';
import { outboxRepo } from './outbox-repo';
import { queryPage, searchTextOf } from './pages';
import { paymentsRepo } from './payments-repo';
import type { ProviderNotice } from './settings-repo';
import { guardUnchanged, sourceOf, statsWrites } from './stats-repo';

const FIELDS = ['id', 'name', 'email', 'phone', 'eventId', 'createdAt', 'status', 'cancelledAt', 'ticketToken', 'mail', 'checkedInAt', 'checkedInBy', 'payment', 'source'];
export const toRegistration = (item: Item) => pick<EventRegistration>(item, FIELDS);

/** 16 random bytes, base64url: unguessable, and it says nothing about the attendee. */
export const newTicketToken = (): string => randomBytes(16).toString('base64url');

export const emailKey = (email: string): string => email.trim().toLowerCase();



export type RegisterOptions = CreateOptions & {
  /** Where the provider's notice goes; none when unset (the seed) or when they read the digest. */
  notify?: ProviderNotice;
  /** A walk-in at the door: checked in within the same transaction (checkins-repo.ts). */
  checkIn?: { at: string; by: string };
  /**
   * A priced event (lambdas/lib/payments/): `online` holds the seat as
   * pending_payment until `holdUntil` and sends no mail until it is paid;
   * `venue` registers at once, to be paid at the door.
   */
  payment?: { mode: 'online'; amount: number; holdUntil: string } | { mode: 'venue'; amount: number };
};

export type RegisterResult =
  | { ok: true; registration: EventRegistration }
  | { ok: false; reason: 'duplicate' | 'full' | 'closed' | 'cancelled' | 'not-found' };

export const registrationsRepo = {
  /** Admin: newest first. */
  async list(): Promise<EventRegistration[]> {
    return (await queryPartition(keys.registrationsPartition, { newestFirst: true })).map(toRegistration);
  },

  /** One admin page, newest first; narrowed to one event when query.eventId is set. */
  async page(query: ListQuery): Promise<{ items: EventRegistration[]; nextCursor: string | null }> {
    const page = await queryPage(keys.registrationsPartition, {
      cursor: query.cursor,
      search: query.search,
      where: query.eventId ? { field: 'eventId', value: query.eventId } : undefined,
    });
    return { items: page.items.map(toRegistration), nextCursor: page.nextCursor };
  },

  async get(id: string): Promise<EventRegistration | null> {
    const item = await getItem(keys.registration(id));
    return item ? toRegistration(item) : null;
  },

  /**
   * Register for input.eventId at `now`, if the lifecycle rule
   * (contract/event-lifecycle.ts) says the event is open.
   */
  async create(input: RegistrationInput, now: Date, opts: RegisterOptions = {}): Promise<RegisterResult> {
    const { eventId } = input;
    // At the door (a walk-in, checked in at once) the deadline and the start
    // may have passed by design: only active, not cancelled, seats left count.
    const atTheDoor = opts.checkIn !== undefined;
    // A cheap early answer; the transaction below re-checks it atomically.
    const known = await eventState(eventId, atTheDoor ? BEFORE_EVERY_DEADLINE : now);
    if (known !== 'open' && known !== 'full') return { ok: false, reason: known };

    const id = opts.id ?? newId();
    const createdAt = opts.createdAt ?? nowIso();
    const ticketToken = newTicketToken();
    // Payments: an online payment's mails wait until it is paid (payments-repo.ts applyCharge).
    const online = opts.payment?.mode === 'online' ? opts.payment : null;
    const confirmation = outboxRepo.queue({ kind: 'confirmation', to: [input.email], refs: { registrationId: id, eventId } });
    const notice =
      !online && opts.notify && !opts.notify.digest
        ? outboxRepo.queue({ kind: 'registration-notification', to: [opts.notify.to], replyTo: [input.email], refs: { registrationId: id, eventId } })
        : null;
    const item = {
      ...keys.registration(id),
      ...keys.registrationGsi(createdAt, id),
      id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      eventId,
      createdAt,
      status: online ? 'pending_payment' : 'registered',
      ticketToken,
      ...(online ? {} : { mail: { id: confirmation.id, status: 'queued' } }),
      ...(opts.payment ? { payment: paymentFields(id, opts.payment) } : {}),
      searchText: searchTextOf('registrations', input),
      ...(opts.checkIn ? { checkedInAt: opts.checkIn.at, checkedInBy: opts.checkIn.by } : {}),
      // Where the booking came from, for the insights (stats-repo.ts); absent = direct.
      ...(sourceOf(input) === 'direct' ? {} : { source: sourceOf(input) }),
    };
    const TableName = tableName();
    const failed = await transact([
      { Put: { TableName, Item: { ...keys.emailGuard(eventId, emailKey(input.email)), registrationId: id }, ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Update: {
          TableName,
          Key: keys.event(eventId),
          // The lifecycle rule, atomically: registrationClosesAt is the rule's
          // deadline-or-start instant, stored with the event (events-repo.ts).
          UpdateExpression: `SET seatsTaken = if_not_exists(seatsTaken, :zero) + :one, hadRegistrations = :true${opts.checkIn ? ', checkedIn = if_not_exists(checkedIn, :zero) + :one' : ''}`,
          ConditionExpression:
            `attribute_exists(pk) AND isActive = :true AND (attribute_not_exists(#status) OR #status = :scheduled) AND ${atTheDoor ? '' : 'registrationClosesAt > :now AND '}(attribute_not_exists(seatsTaken) OR seatsTaken < maxParticipants)`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':true': true, ':scheduled': 'scheduled', ...(atTheDoor ? {} : { ':now': now.toISOString() }) },
        },
      },
      { Put: { TableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName, Item: { ...keys.ticket(ticketToken), registrationId: id, eventId }, ConditionExpression: 'attribute_not_exists(pk)' } },
      online ? paymentsRepo.holdPut(id, eventId, online.holdUntil) : confirmation.put,
      ...(notice ? [notice.put] : []),
      ...registrationCounters.created(),
      ...statsWrites.created(item),
    ]);
    if (!failed) return { ok: true, registration: toRegistration(item) };
    if (failed.includes(0)) return { ok: false, reason: 'duplicate' };
    if (failed.includes(1)) {
      const state = await eventState(eventId, atTheDoor ? BEFORE_EVERY_DEADLINE : now);
      return { ok: false, reason: state === 'open' ? 'full' : state };
    }
    throw new Error(`registration id ${id}, its ticket or its mail id is taken`);
  },

  /**
   * Delete a registration and free its seat and its email, in one transaction. False when there is none.
   * `created`: the registration this request just made (a checkout that cannot start), removed as it was
   * created without reading it back, so register needs no read of registrations (its IAM grants); if that
   * one attempt fails (changed meanwhile), its seat hold ends it when the hold runs out.
   */
  async remove(id: string, created?: EventRegistration): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      const registration = created ? ({ ...created } as Item) : await getItem(keys.registration(id));
      if (!registration) return false;
      const eventId = String(registration.eventId);
      const event = await getItem(keys.event(eventId));
      const TableName = tableName();
      // A cancelled registration gave its seat and its email back already;
      // deleting it must not free them again (the email may be someone's new registration).
      const cancelled = registration.status === 'cancelled';
      const items: TransactItem[] = [
        // The insights' delta below is worked out from the registration as read: guarded on it (stats-repo.ts).
        guardUnchanged(cancelled
          ? { Delete: { TableName, Key: keys.registration(id), ConditionExpression: 'attribute_exists(pk)' } }
          : {
              // Still not cancelled when the seat is given back: a cancel in between already gave it.
              Delete: {
                TableName,
                Key: keys.registration(id),
                ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#status) OR #status <> :cancelled)',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':cancelled': 'cancelled' },
              },
            }, registration),
      ];
      if (typeof registration.ticketToken === 'string') items.push({ Delete: { TableName, Key: keys.ticket(registration.ticketToken) } });
      if (!cancelled) items.push({ Delete: { TableName, Key: keys.emailGuard(eventId, emailKey(String(registration.email))) } });
      // The event may have been deleted before its registrations: then there is no seat to give back.
      if (!cancelled && event && Number(event.seatsTaken ?? 0) > 0) {
        items.push({
          Update: {
            TableName,
            Key: keys.event(eventId),
            UpdateExpression: 'SET seatsTaken = seatsTaken - :one',
            ConditionExpression: 'attribute_exists(pk) AND seatsTaken > :zero',
            ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
          },
        });
      }
      items.push(...registrationCounters.removed(cancelled), ...statsWrites.removed(registration));
      const failed = await transact(items);
      if (!failed) return true;
      if (created) return false;
      // Gone, or cancelled meanwhile: read it again.
      if (failed.includes(0) && !(await getItem(keys.registration(id)))) return false;
      // The event changed between the read and the write: read again.
      if (attempt >= 3) throw new Error(`could not remove registration ${id}: its event keeps changing`);
    }
  },
};

function paymentFields(id: string, payment: NonNullable<RegisterOptions['payment']>) {
  return payment.mode === 'online'
    ? { status: 'pending', amount: payment.amount, reference: id, holdExpiresAt: payment.holdUntil }
    : { status: 'venue', amount: payment.amount };
}

type EventState = 'open' | 'full' | 'closed' | 'cancelled' | 'not-found';

/** The lifecycle rule read at this instant ignores the clock: for walk-ins at the door. */
const BEFORE_EVERY_DEADLINE = new Date(0);

async function eventState(eventId: string, now: Date): Promise<EventState> {
  const event = await getItem(keys.event(eventId));
  if (!event) return 'not-found';
  const state: RegistrationState = registrationState(
    {
      date: String(event.date),
      startTime: String(event.startTime),
      registrationDeadline: typeof event.registrationDeadline === 'string' ? event.registrationDeadline : undefined,
      isActive: event.isActive === true,
      maxParticipants: Number(event.maxParticipants),
      status: event.status as EventStatus | undefined,
    },
    Number(event.seatsTaken ?? 0),
    now,
  );
  // Archived events are closed to visitors like any past one.
  return state === 'archived' ? 'closed' : state;
}
