// The insights' counters (docs/ARCHITECTURE.md, Insights): per Lagos day
// (bookings, naira collected and refunded in kobo, bookings by source) and per
// event (kobo collected and refunded; seats held by unpaid checkouts; people
// waiting on the waitlist and the seats they ask for). Kept by the writes that change them:
// every write of a registration appends `statsWrites.*(…)` to its OWN
// transaction, so a count moves exactly when the data does and never drifts.
//
// One rule makes them exact: `tally(item)` says what one registration item
// adds to the counters, and every hook writes tally(after) − tally(before)
// of the registration it changes. The recount (stats-maintenance.ts) sums
// tally over every item, so a test can compare the two. The waitlist's
// entries have their own rule, waitlistTally, used the same way.
import { lagosDay } from '../../../contract/dates';
import { nairaToKobo } from '../../../contract/naira';
import { BOOKING_SOURCES, type BookingSource } from '../../../contract/stats';
import { tableName } from './client';
import type { Item, TransactItem } from './items';
import { keys } from './keys';
import { liveTickets } from './live-tickets';
import { TABLE } from './table-definition';

/** The counters of a day item and of an event item. */
export const DAY_FIELDS = ['registrations', 'collectedKobo', 'refundedKobo', 'fromDirect', 'fromWhatsapp', 'fromCode'] as const;
export const EVENT_FIELDS = ['collectedKobo', 'refundedKobo', 'seatsHeld', 'waitlisted', 'waitlistSeats'] as const;
type DayField = (typeof DAY_FIELDS)[number];
type EventField = (typeof EVENT_FIELDS)[number];
export const SOURCE_FIELD: Record<BookingSource, DayField> = { direct: 'fromDirect', whatsapp: 'fromWhatsapp', code: 'fromCode' };

/** Deltas by counter item: days by YYYY-MM-DD, events by id. */
export class Tally {
  readonly days = new Map<string, Partial<Record<DayField, number>>>();
  readonly events = new Map<string, Partial<Record<EventField, number>>>();

  day(day: string, field: DayField, delta: number): void {
    const row = this.days.get(day) ?? {};
    row[field] = (row[field] ?? 0) + delta;
    this.days.set(day, row);
  }

  event(id: string, field: EventField, delta: number): void {
    const row = this.events.get(id) ?? {};
    row[field] = (row[field] ?? 0) + delta;
    this.events.set(id, row);
  }

  /** One Update per counter item that moves (a transaction may touch an item once), zeros left out. */
  writes(): TransactItem[] {
    return [
      ...[...this.days].flatMap(([day, deltas]) => counterUpdate(keys.statsDay(day), deltas)),
      ...[...this.events].flatMap(([id, deltas]) => counterUpdate(keys.statsEvent(id), deltas)),
    ];
  }
}

/** The Update adding `deltas` to one counter item (no Update when nothing moves); shared with school/trial-stats.ts. */
export function counterUpdate(key: ReturnType<typeof keys.statsDay>, deltas: Record<string, number | undefined>): TransactItem[] {
  const moving = Object.entries(deltas).filter(([, delta]) => delta);
  if (!moving.length) return [];
  const { pk, sk, gsi1pk, gsi1sk } = key;
  const names: Record<string, string> = { '#gpk': TABLE.gsi1.partitionKey, '#gsk': TABLE.gsi1.sortKey };
  const values: Record<string, unknown> = { ':zero': 0, ':gpk': gsi1pk, ':gsk': gsi1sk };
  const sets = moving.map(([field, delta], i) => {
    names[`#f${i}`] = field;
    values[`:d${i}`] = delta;
    return `#f${i} = if_not_exists(#f${i}, :zero) + :d${i}`;
  });
  // Unconditional, like counters.ts: it never makes the write it rides on fail.
  return [
    {
      Update: {
        TableName: tableName(),
        Key: { pk, sk },
        UpdateExpression: `SET ${sets.join(', ')}, #gpk = :gpk, #gsk = :gsk`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  ];
}

/** The Lagos day of a stored instant, or null when there is none. */
function dayOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : lagosDay(instant);
}

/** The booking source a registration item (or a register body) carries; old items without one are direct. */
export function sourceOf(item: object): BookingSource {
  const { source, promoCode } = item as { source?: unknown; promoCode?: unknown };
  // A booking that used a code (the box office's promoCode) counts as `code`, whatever link it came through.
  if (typeof promoCode === 'string' && promoCode) return 'code';
  return (BOOKING_SOURCES as readonly unknown[]).includes(source) ? (source as BookingSource) : 'direct';
}

const paymentOf = (item: Item): Item | null => (item.payment && typeof item.payment === 'object' ? (item.payment as Item) : null);

/**
 * What one stored registration adds to the counters, times `sign`:
 * - a booking (and its source) on the Lagos day it was made, while it is not cancelled;
 * - while it waits for its online payment (pending_payment), its live seats as its event's seatsHeld;
 * - money collected on the day it was paid (payment.paidAt: Paystack's, or
 *   the admin's mark-paid), for its event too; money flagged on arrival
 *   (refund_due without paidAt) was never accepted and is not counted;
 * - money refunded on the day it went back (payment.refundedAt, the amount
 *   payment.refunded: the whole naira given back so far, refunds-repo.ts), for a
 *   payment that was counted as collected.
 */
export function tally(into: Tally, item: Item | null | undefined, sign: 1 | -1): Tally {
  if (!item) return into;
  const booked = dayOf(item.createdAt);
  if (booked && item.status !== 'cancelled') {
    into.day(booked, 'registrations', sign);
    into.day(booked, SOURCE_FIELD[sourceOf(item)], sign);
  }
  if (item.status === 'pending_payment') into.event(String(item.eventId), 'seatsHeld', sign * liveTickets(item).length);
  const payment = paymentOf(item);
  const paid = payment && dayOf(payment.paidAt);
  if (!payment || !paid) return into;
  const eventId = String(item.eventId);
  const collected = nairaToKobo(Number(payment.amount ?? 0));
  into.day(paid, 'collectedKobo', sign * collected);
  into.event(eventId, 'collectedKobo', sign * collected);
  const refundedOn = dayOf(payment.refundedAt);
  if (refundedOn) {
    const refunded = nairaToKobo(Number(payment.refunded ?? payment.amount ?? 0));
    into.day(refundedOn, 'refundedKobo', sign * refunded);
    into.event(eventId, 'refundedKobo', sign * refunded);
  }
  return into;
}

/** What one waitlist entry adds to its event's counters: one person waiting and the seats asked for, while it waits (not offered yet). */
export function waitlistTally(into: Tally, entry: Item | null | undefined, sign: 1 | -1): Tally {
  if (!entry || entry.status !== 'waiting') return into;
  into.event(String(entry.eventId), 'waitlisted', sign);
  into.event(String(entry.eventId), 'waitlistSeats', sign * Number(entry.quantity ?? 1));
  return into;
}

/** What one item adds to the counters, times sign: `tally` for registrations; another kind of item brings its own. */
export type TallyOf = (into: Tally, item: Item | null | undefined, sign: 1 | -1) => Tally;

/**
 * The stats writes for an item going from `before` to `after` (null: it does
 * not exist), by `tallyOf` (registrations by default).
 */
export function statsChange(before: Item | null | undefined, after: Item | null | undefined, tallyOf: TallyOf = tally): TransactItem[] {
  return tallyOf(tallyOf(new Tally(), before, -1), after, 1).writes();
}

const withPayment = (item: Item, fields: Item): Item => ({ ...item, payment: { ...(paymentOf(item) ?? {}), ...fields } });

/**
 * What each write of a registration appends to its own transaction (one
 * line per hook; docs/ARCHITECTURE.md, Insights lists the hooks). `item` is
 * the registration as the write read (or built) it.
 */
export const statsWrites = {
  /** A new registration (register, walk-in; the source is on the item). */
  created: (item: Item) => statsChange(null, item),
  /** An admin deletes it (or a checkout that could not start removes it). */
  removed: (item: Item) => statsChange(item, null),
  /** The attendee cancels it, or its unpaid hold runs out. */
  cancelled: (item: Item) => statsChange(item, { ...item, status: 'cancelled' }),
  /**
   * Money accepted for it: Paystack's charge (`status` 'registered', the status
   * it gets, also when paid after its hold ended) or the admin's mark-paid
   * (the status stays as it is).
   */
  paid: (item: Item, paidAt: string, status: unknown = item.status) => statsChange(item, { ...withPayment(item, { status: 'paid', paidAt }), status }),
  /**
   * Money given back (refunds-repo.ts apply): `total`, the whole naira refunded
   * so far, default the whole payment. The write stores the same
   * payment.refundedAt and payment.refunded, so the recount agrees.
   */
  refunded: (item: Item, refundedAt: string, total?: number) =>
    statsChange(item, withPayment(item, { refundedAt, ...(total === undefined ? {} : { refunded: total }) })),
  /** Any other change of a registration: before and after as stored. */
  changed: statsChange,
};

/**
 * `op` (the Delete or Update of a registration whose stats delta was worked
 * out from `item` as read) guarded also on what tally() read: the status,
 * whether it is paid and refunded, and which tickets are live (an unpaid
 * order's held seats). A removal that read it unpaid must not
 * delete it once a payment landed (the payment's money would stay counted).
 * The write's own retry reads it again.
 */
export function guardUnchanged(op: TransactItem, item: Item): TransactItem {
  const write = op.Delete ?? op.Update;
  if (!write) throw new Error('guardUnchanged: a Delete or an Update');
  const payment = paymentOf(item);
  const names: Record<string, string> = { '#gStatus': 'status', '#gPay': 'payment', '#gPaid': 'paidAt', '#gRefunded': 'refundedAt' };
  const values: Record<string, unknown> = {};
  const parts = [typeof item.status === 'string' ? '#gStatus = :gStatus' : 'attribute_not_exists(#gStatus)'];
  if (typeof item.status === 'string') values[':gStatus'] = item.status;
  parts.push(payment?.paidAt ? 'attribute_exists(#gPay.#gPaid)' : 'attribute_not_exists(#gPay.#gPaid)');
  parts.push(payment?.refundedAt ? 'attribute_exists(#gPay.#gRefunded)' : 'attribute_not_exists(#gPay.#gRefunded)');
  const live = Array.isArray(item.tickets) ? (item.tickets as Item[]).flatMap((t, i) => (t.cancelledAt ? [] : [i])) : [];
  if (live.length) Object.assign(names, { '#gTickets': 'tickets', '#gCancelled': 'cancelledAt' });
  parts.push(...live.map((i) => `attribute_not_exists(#gTickets[${i}].#gCancelled)`));
  const guarded = {
    ...write,
    ConditionExpression: [write.ConditionExpression ? `(${write.ConditionExpression})` : '', ...parts].filter(Boolean).join(' AND '),
    ExpressionAttributeNames: { ...write.ExpressionAttributeNames, ...names },
    ...(Object.keys(values).length || write.ExpressionAttributeValues ? { ExpressionAttributeValues: { ...write.ExpressionAttributeValues, ...values } } : {}),
  };
  return op.Delete ? { Delete: guarded } : { Update: guarded as typeof op.Update };
}
