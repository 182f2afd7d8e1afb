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
import { BOX_OFFICE_MESSAGES, normaliseCode, type OrderResult, type StoredTicket } from '../../../contract/box-office';
import { registrationState, type RegistrationState } from '../../../contract/event-lifecycle';
import type { Event, EventRegistration, EventStatus, ListQuery, RegistrationInput } from '../../../contract/schemas';
import { tableName } from './client';
import { registrationCounters } from './counters';
import { getItem, pick, queryPartition, transact, type Item, type TransactItem } from './items';
import { keys } from './keys';
import { queryPage } from './pages';
import { isRefusal, planOrder, type OrderInput, type OrderRefusal } from '../box-office/order-plan';
import type { RegisterOptions } from './order-options';
import { emailKey, liveTickets, offerSeatsClaimed, orderResult, seatsChange } from './order-parts';
import { orderWrites } from './order-writes';
import { promoCodesRepo } from './promo-codes-repo';
import { toEvent } from './public-events';
import { guardUnchanged, statsWrites } from './stats-repo';

const FIELDS = ['id', 'name', 'email', 'phone', 'eventId', 'createdAt', 'status', 'cancelledAt', 'ticketToken', 'mail', 'checkedInAt', 'checkedInBy', 'payment', 'tickets', 'answers', 'promoCode', 'total', 'source'];
/** An order of one ticket shows that ticket's check-in as the registration's, as before the box office. */
export const toRegistration = (item: Item): EventRegistration => {
  const registration = pick<EventRegistration>(item, FIELDS);
  const only = registration.tickets?.length === 1 ? registration.tickets[0] : null;
  return only?.checkedInAt ? { ...registration, checkedInAt: only.checkedInAt, checkedInBy: only.checkedInBy } : registration;
};

export type { PaymentOption, RegisterOptions } from './order-options';

export type RegisterResult =
  | { ok: true; registration: EventRegistration; order: OrderResult }
  | { ok: false; reason: 'duplicate' | 'full' | 'closed' | 'cancelled' | 'not-found' | 'offer-gone' }
  /** The order's own checks (order-plan.ts): 400 with field errors, or 409 when a type or code has no room. */
  | { ok: false; reason: 'refused'; refusal: OrderRefusal };

/** What an order adds to the buyer's fields (contract/box-office.ts). */
export type OrderFields = OrderInput;

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
   * Order tickets for input.eventId at `now` (one ticket of the first type for the buyer when
   * input.tickets is absent), if the lifecycle rule (contract/event-lifecycle.ts) says the event is open
   * and the order passes its checks (lambdas/lib/box-office/order-plan.ts). ONE transaction: the buyer's
   * email guard, the event's seats and type counters, the code's use, the registration (the order), one
   * TICKET# per attendee, the hold or the mails.
   */
  async create(input: RegistrationInput & OrderFields, now: Date, opts: RegisterOptions = {}): Promise<RegisterResult> {
    const { eventId } = input;
    // At the door (a walk-in, checked in at once) the deadline and the start
    // may have passed by design: only active, not cancelled, seats left count.
    const atTheDoor = opts.checkIn !== undefined;
    for (let attempt = 1; ; attempt++) {
      // A cheap early answer; the transaction below re-checks it atomically.
      const eventItem = await getItem(keys.event(eventId));
      const known = eventState(eventItem, atTheDoor ? BEFORE_EVERY_DEADLINE : now);
      if (known !== 'open' && known !== 'full') return { ok: false, reason: known };
      const event = opts.offer ? withOfferSeatsFree(toEvent(eventItem!), opts.offer) : toEvent(eventItem!);
      const code = input.promoCode ? await promoCodesRepo.get(normaliseCode(input.promoCode)) : null;
      const plan = planOrder(event, input, code, now, { atTheDoor });
      if (isRefusal(plan)) {
        if (known === 'full' && plan.status === 409) return { ok: false, reason: 'full' };
        return { ok: false, reason: 'refused', refusal: plan };
      }
      const payment = opts.paymentFor ? await opts.paymentFor(plan.total) : opts.payment;
      const built = orderWrites(input, plan, event, eventItem!, now, { ...opts, payment }, atTheDoor);
      let offerAt = -1;
      if (opts.offer) {
        // The offer's seats are the order's: seatsOffered goes down instead of seatsTaken going up.
        built.writes[built.at.seats] = offerSeatsClaimed(eventId, opts.offer.quantity);
        offerAt = built.writes.length;
        built.writes.push(...opts.offer.writes(String(built.item.id)));
      }
      const failed = await transact(built.writes);
      if (failed && offerAt >= 0 && failed.some((i) => i >= offerAt)) return { ok: false, reason: 'offer-gone' };
      if (!failed) return { ok: true, registration: toRegistration(built.item), order: orderResult(built.item) };
      if (failed.includes(built.at.guard)) return { ok: false, reason: 'duplicate' };
      if (built.at.code !== null && failed.includes(built.at.code)) {
        const again = await promoCodesRepo.get(plan.code!.id);
        return { ok: false, reason: 'refused', refusal: again ? { status: 409, message: BOX_OFFICE_MESSAGES.codeUsedUp, errors: { promoCode: BOX_OFFICE_MESSAGES.codeUsedUp } } : { status: 400, message: BOX_OFFICE_MESSAGES.unknownCode, errors: { promoCode: BOX_OFFICE_MESSAGES.unknownCode } } };
      }
      if (failed.includes(built.at.seats)) {
        // Full, closed, a type's quota reached, or the event changed under us (capacity, types): read again.
        const state = eventState(await getItem(keys.event(eventId)), atTheDoor ? BEFORE_EVERY_DEADLINE : now);
        if (state !== 'open') return { ok: false, reason: state };
        if (attempt >= 4) return { ok: false, reason: 'full' };
        continue;
      }
      throw new Error(`registration ${built.item.id as string}, its tickets or its mails are taken`);
    }
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
      // Every ticket of the order goes (an order from before tickets: its one token).
      const tokens = new Set<string>(Array.isArray(registration.tickets) ? (registration.tickets as StoredTicket[]).map((t) => t.token) : []);
      if (typeof registration.ticketToken === 'string') tokens.add(registration.ticketToken);
      for (const token of tokens) items.push({ Delete: { TableName, Key: keys.ticket(token) } });
      if (!cancelled) items.push({ Delete: { TableName, Key: keys.emailGuard(eventId, emailKey(String(registration.email))) } });
      // The event may have been deleted before its registrations: then there is no seat to give back.
      const seats = cancelled ? null : seatsChange(event, liveTickets(registration), -1);
      if (seats) items.push(seats);
      // An order not cancelled still holds its code's use: it comes back (an expired one gave it back already).
      if (!cancelled && typeof registration.promoCode === 'string' && (await getItem(keys.promoCode(registration.promoCode)))) {
        items.push(promoCodesRepo.releaseItem(registration.promoCode, Number(registration.total ?? 0)));
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

/** The event as the claim's order plans it: the offer's seats (taken for it already) count as free. */
function withOfferSeatsFree(event: Event, offer: NonNullable<RegisterOptions['offer']>): Event {
  const sold = event.ticketsSold ? { ...event.ticketsSold, [offer.ticketTypeId]: Math.max(0, (event.ticketsSold[offer.ticketTypeId] ?? 0) - offer.quantity) } : undefined;
  return { ...event, seatsTaken: Math.max(0, Number(event.seatsTaken ?? 0) - offer.quantity), ...(sold ? { ticketsSold: sold } : {}) };
}

type EventState = 'open' | 'full' | 'closed' | 'cancelled' | 'not-found';

/** The lifecycle rule read at this instant ignores the clock: for walk-ins at the door. */
const BEFORE_EVERY_DEADLINE = new Date(0);

function eventState(event: Item | null, now: Date): EventState {
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
