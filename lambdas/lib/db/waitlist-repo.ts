// The waitlist (docs/ARCHITECTURE.md, Waitlist). Every step that must happen once is one transaction:
//   - join: the entry and its email guard (a second join of the same email fails the guard);
//   - every write that moves an entry in or out of 'waiting' (join, offer, removal) also moves its event's
//     waitlist counters (stats-repo.ts waitlistTally) in the same transaction, for the insights;
//   - offer: the entry waiting -> offered (guarded on 'waiting'), the event's seats taken for it (guarded
//     on the room and the type's quota, like an order) and counted in seatsOffered, the offer link
//     (TICKET#<token> -> entry), the offer's due item and the mail. So one freed seat is offered to one
//     person once, however many cancellations run offerFreed at the same time;
//   - expiry: offered -> expired (guarded on 'offered'), the seats back, then the next person is offered;
//   - claim: the order's transaction (registrations-repo.ts create) with the entry offered -> claimed
//     guarded on 'offered' and an offer still running, and the seats moved from seatsOffered to the order.
import { DEFAULT_WAITLIST_OFFER_HOURS, type WaitlistEntry, type WaitlistJoinInput, type WaitlistStatus } from '../../../contract/waitlist';
import { registrationState } from '../../../contract/event-lifecycle';
import type { EventStatus } from '../../../contract/schemas';
import { DEFAULT_TICKET_TYPE_ID, soldOf, ticketTypesOf } from '../../../contract/ticket-types';
import { tableName } from './client';
import { getItem, newId, nowIso, pick, queryPartition, transact, type Item, type TransactItem } from './items';
import { keys } from './keys';
import { emailKey, newTicketToken, seatsChange } from './order-parts';
import { outboxRepo } from './outbox-repo';
import { toEvent } from './public-events';
import { statsChange, waitlistTally } from './stats-repo';

const FIELDS = ['id', 'eventId', 'name', 'email', 'phone', 'quantity', 'ticketTypeId', 'status', 'createdAt', 'offerExpiresAt', 'registrationId'];
export const toWaitlistEntry = (item: Item): WaitlistEntry => pick<WaitlistEntry>(item, FIELDS);

/** WAITLIST_OFFER_HOURS (fractions allowed, for tests), else 12. */
export function offerHours(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.WAITLIST_OFFER_HOURS);
  return env.WAITLIST_OFFER_HOURS && Number.isFinite(value) && value > 0 ? value : DEFAULT_WAITLIST_OFFER_HOURS;
}

export type JoinResult =
  | { ok: true; entry: WaitlistEntry; position: number }
  | { ok: false; reason: 'not-found' | 'on-sale' | 'closed' | 'duplicate' | 'unknown-type' };

export type ClaimTarget =
  | { ok: true; entry: WaitlistEntry; token: string }
  | { ok: false; reason: 'not-found' | 'expired' | 'claimed' | 'gone' };

/** The event's lifecycle state as the public sees it (contract/event-lifecycle.ts). */
function stateOf(event: Item, now: Date) {
  return registrationState(
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
}

/** Seats of this type that could be offered now: the event's room and the type's quota room. */
export function roomFor(event: Item, ticketTypeId: string): number {
  const entity = toEvent(event);
  const eventRoom = Math.max(0, entity.maxParticipants - Number(entity.seatsTaken ?? 0));
  const type = ticketTypesOf(entity).find((t) => t.id === ticketTypeId);
  if (!type) return 0;
  return type.quota === undefined ? eventRoom : Math.min(eventRoom, Math.max(0, type.quota - soldOf(entity, type.id)));
}

const asTickets = (entry: Pick<WaitlistEntry, 'quantity' | 'ticketTypeId'>) => Array.from({ length: entry.quantity }, () => ({ ticketTypeId: entry.ticketTypeId }));

/**
 * The event update that takes the offer's seats (sign +1) or gives them back (-1): seatsTaken and the
 * type counter as an order would, and seatsOffered, which the admin's seat counts show as held.
 */
function offerSeats(event: Item, entry: Pick<WaitlistEntry, 'quantity' | 'ticketTypeId'>, sign: 1 | -1): TransactItem {
  const change = seatsChange(event, asTickets(entry), sign, sign > 0);
  if (!change?.Update) throw new Error('an offer needs its event');
  const values: Record<string, unknown> = { ...change.Update.ExpressionAttributeValues, ':held': entry.quantity, ':none': 0 };
  const update = { ...change.Update, ExpressionAttributeValues: values };
  update.UpdateExpression = `${update.UpdateExpression}, seatsOffered = if_not_exists(seatsOffered, :none) ${sign > 0 ? '+' : '-'} :held`;
  const conditions = [update.ConditionExpression!];
  if (sign < 0) conditions.push('seatsOffered >= :held');
  const type = ticketTypesOf(toEvent(event)).find((t) => t.id === entry.ticketTypeId);
  if (sign > 0 && type?.quota !== undefined && event.ticketsSold && typeof event.ticketsSold === 'object') {
    update.ExpressionAttributeNames = { ...update.ExpressionAttributeNames, '#wt': entry.ticketTypeId };
    values[':quotaRoom'] = type.quota - entry.quantity;
    conditions.push('(attribute_not_exists(ticketsSold.#wt) OR ticketsSold.#wt <= :quotaRoom)');
  }
  update.ConditionExpression = conditions.join(' AND ');
  return { Update: update };
}

function statusUpdate(id: string, from: WaitlistStatus, to: WaitlistStatus, set: Record<string, unknown> = {}, extraCondition?: { expression: string; values: Record<string, unknown> }): TransactItem {
  const values: Record<string, unknown> = { ':from': from, ':to': to, ...(extraCondition?.values ?? {}) };
  const parts = ['#status = :to'];
  Object.entries(set).forEach(([field, value], i) => {
    parts.push(`${field} = :s${i}`);
    values[`:s${i}`] = value;
  });
  return {
    Update: {
      TableName: tableName(),
      Key: keys.waitlistEntry(id),
      UpdateExpression: `SET ${parts.join(', ')}`,
      ConditionExpression: `attribute_exists(pk) AND #status = :from${extraCondition ? ` AND ${extraCondition.expression}` : ''}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: values,
    },
  };
}

/** The waitlist counters' writes for an entry leaving 'waiting' (offered or removed: the same for the counters). */
const waitingEnds = (entry: WaitlistEntry): TransactItem[] => statsChange(entry, { ...entry, status: 'offered' }, waitlistTally);

export const waitlistRepo = {
  /** Join the queue: only while nothing of the type asked for is on sale and the event still takes registrations. */
  async join(eventId: string, input: WaitlistJoinInput, now: Date): Promise<JoinResult> {
    const event = await getItem(keys.event(eventId));
    if (!event) return { ok: false, reason: 'not-found' };
    const state = stateOf(event, now);
    if (state !== 'open' && state !== 'full') return { ok: false, reason: 'closed' };
    const types = ticketTypesOf(toEvent(event));
    const ticketTypeId = input.ticketTypeId ?? types[0]?.id ?? DEFAULT_TICKET_TYPE_ID;
    if (!types.some((t) => t.id === ticketTypeId)) return { ok: false, reason: 'unknown-type' };
    if (roomFor(event, ticketTypeId) > 0) return { ok: false, reason: 'on-sale' };
    const id = newId();
    const createdAt = nowIso();
    const item: Item = {
      ...keys.waitlistEntry(id),
      ...keys.waitlistGsi(eventId, createdAt, id),
      id,
      eventId,
      name: input.name,
      email: input.email,
      phone: input.phone,
      quantity: input.quantity,
      ticketTypeId,
      status: 'waiting',
      createdAt,
    };
    const TableName = tableName();
    const failed = await transact([
      { Put: { TableName, Item: { ...keys.waitlistEmail(eventId, emailKey(input.email)), entryId: id }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...statsChange(null, item, waitlistTally),
    ]);
    if (failed) return { ok: false, reason: 'duplicate' };
    const queue = await this.list(eventId);
    const position = queue.filter((e) => e.status === 'waiting').findIndex((e) => e.id === id) + 1;
    return { ok: true, entry: toWaitlistEntry(item), position: position > 0 ? position : queue.length };
  },

  /** The admin's queue, in the order people joined. */
  async list(eventId: string): Promise<WaitlistEntry[]> {
    return (await queryPartition(keys.waitlistQueue(eventId))).map(toWaitlistEntry);
  },

  async get(id: string): Promise<WaitlistEntry | null> {
    const item = await getItem(keys.waitlistEntry(id));
    return item ? toWaitlistEntry(item) : null;
  },

  /**
   * Offer the event's free seats to the people waiting, in queue order: each offer goes to the first
   * person whose request fits what is free of their type. Safe to run at the same time as itself: a
   * lost race (the entry offered or the seats taken by another run) reads again. Returns the offers made.
   */
  async offerFreed(eventId: string, now: Date = new Date()): Promise<WaitlistEntry[]> {
    const made: WaitlistEntry[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      const event = await getItem(keys.event(eventId));
      if (!event || stateOf(event, now) !== 'open') return made;
      const waiting = (await this.list(eventId)).filter((e) => e.status === 'waiting');
      const next = waiting.find((e) => e.quantity <= roomFor(event, e.ticketTypeId));
      if (!next) return made;
      const offer = await this.offer(next, event, now);
      if (offer) made.push(offer);
    }
    return made;
  },

  /** One offer, one transaction; null when another run got there first (the caller reads again). */
  async offer(entry: WaitlistEntry, event: Item, now: Date): Promise<WaitlistEntry | null> {
    const token = newTicketToken();
    const offerExpiresAt = new Date(now.getTime() + offerHours() * 3_600_000).toISOString();
    const TableName = tableName();
    const mail = outboxRepo.queue({
      kind: 'waitlist-offer',
      to: [entry.email],
      refs: { eventId: entry.eventId },
      data: { entryId: entry.id, name: entry.name, quantity: String(entry.quantity), token, offerExpiresAt },
    });
    const failed = await transact([
      statusUpdate(entry.id, 'waiting', 'offered', { offerExpiresAt, offerToken: token, offeredAt: now.toISOString() }),
      offerSeats(event, entry, 1),
      { Put: { TableName, Item: { ...keys.ticket(token), offerId: entry.id, eventId: entry.eventId }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName, Item: { ...keys.waitlistOffer(entry.id), ...keys.waitlistOfferDue(offerExpiresAt, entry.id), entryId: entry.id, eventId: entry.eventId, offerExpiresAt } } },
      mail.put,
      ...waitingEnds(entry),
    ]);
    return failed ? null : { ...entry, status: 'offered', offerExpiresAt };
  },

  /** An admin offers seats by hand to someone waiting, out of queue order, if their request fits. */
  async offerByHand(id: string, now: Date): Promise<{ ok: true; entry: WaitlistEntry } | { ok: false; reason: 'not-found' | 'not-waiting' | 'no-room' }> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const entry = await this.get(id);
      if (!entry) return { ok: false, reason: 'not-found' };
      if (entry.status !== 'waiting') return { ok: false, reason: 'not-waiting' };
      const event = await getItem(keys.event(entry.eventId));
      if (!event) return { ok: false, reason: 'not-found' };
      if (stateOf(event, now) !== 'open' || entry.quantity > roomFor(event, entry.ticketTypeId)) return { ok: false, reason: 'no-room' };
      const offered = await this.offer(entry, event, now);
      if (offered) return { ok: true, entry: offered };
    }
    return { ok: false, reason: 'no-room' };
  },

  /** The admin removes someone: waiting leaves the queue; a running offer ends and its seats pass on. */
  async remove(id: string, now: Date): Promise<{ ok: true } | { ok: false; reason: 'not-found' | 'not-waiting' }> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const entry = await this.get(id);
      if (!entry) return { ok: false, reason: 'not-found' };
      if (entry.status === 'waiting') {
        if (!(await transact([statusUpdate(id, 'waiting', 'removed', { removedAt: now.toISOString() }), ...waitingEnds(entry)]))) return { ok: true };
        continue;
      }
      if (entry.status === 'offered') {
        if ((await this.endOffer(entry, 'removed', now)) === 'ended') return { ok: true };
        continue;
      }
      return { ok: false, reason: 'not-waiting' };
    }
    return { ok: false, reason: 'not-waiting' };
  },

  /** Offers whose time is up at `now`. */
  async dueOffers(now: Date, limit = 25): Promise<Array<{ entryId: string; eventId: string }>> {
    const items = await queryPartition(keys.waitlistOffersDuePartition, { sortKey: { op: '<', value: `${now.toISOString()}#\uffff` } });
    return items.slice(0, limit).map((item) => ({ entryId: String(item.entryId), eventId: String(item.eventId) }));
  },

  /** An offer ran out: its seats go back and on to the next person waiting. Stale due items just go. */
  async expireOffer(entryId: string, now: Date): Promise<'expired' | 'stale'> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const entry = await this.get(entryId);
      if (!entry || entry.status !== 'offered') {
        await transact([{ Delete: { TableName: tableName(), Key: keys.waitlistOffer(entryId) } }]);
        return 'stale';
      }
      if (!entry.offerExpiresAt || entry.offerExpiresAt > now.toISOString()) return 'stale';
      const ended = await this.endOffer(entry, 'expired', now);
      if (ended === 'ended') {
        await this.offerFreed(entry.eventId, now);
        return 'expired';
      }
    }
    return 'stale';
  },

  /** offered -> expired/removed with its seats back, in one transaction guarded on 'offered'. */
  async endOffer(entry: WaitlistEntry, to: 'expired' | 'removed', now: Date): Promise<'ended' | 'changed'> {
    const event = await getItem(keys.event(entry.eventId));
    const TableName = tableName();
    const failed = await transact([
      statusUpdate(entry.id, 'offered', to, { [`${to}At`]: now.toISOString() }),
      ...(event ? [offerSeats(event, entry, -1)] : []),
      { Delete: { TableName, Key: keys.waitlistOffer(entry.id) } },
    ]);
    if (failed) return 'changed';
    if (to === 'removed') await this.offerFreed(entry.eventId, now);
    return 'ended';
  },

  /** The entry whose offer link this token is (whatever its status now), or null for any other token. */
  async byToken(token: string): Promise<WaitlistEntry | null> {
    const link = await getItem(keys.ticket(token));
    return link && typeof link.offerId === 'string' ? this.get(link.offerId) : null;
  },

  /** The offer behind a link, if it can still be claimed at `now`. */
  async claimTarget(token: string, now: Date): Promise<ClaimTarget> {
    const entry = await this.byToken(token);
    if (!entry) return { ok: false, reason: 'not-found' };
    if (entry.status === 'claimed') return { ok: false, reason: 'claimed' };
    if (entry.status === 'expired' || (entry.status === 'offered' && entry.offerExpiresAt! <= now.toISOString())) return { ok: false, reason: 'expired' };
    if (entry.status !== 'offered') return { ok: false, reason: 'gone' };
    return { ok: true, entry, token };
  },

  /** The claim's writes, for the order's transaction: the entry claimed while its offer runs, its due item gone. */
  claimWrites(entry: WaitlistEntry, registrationId: string, now: Date): TransactItem[] {
    return [
      statusUpdate(entry.id, 'offered', 'claimed', { registrationId, claimedAt: now.toISOString() }, { expression: 'offerExpiresAt > :now', values: { ':now': now.toISOString() } }),
      { Delete: { TableName: tableName(), Key: keys.waitlistOffer(entry.id) } },
    ];
  },
};
