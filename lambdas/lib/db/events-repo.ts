// Events. The seat counter registrations take from lives on the event item
// itself (seatsTaken), written only inside the registration transactions.
// The events and activeEvents counts (counters.ts) move in the same
// transactions as creating, activating/deactivating and deleting an event.
// Beside the admin's fields the item carries what the conditions need:
//   - registrationClosesAt: the instant the lifecycle rule closes registration
//     (contract/event-lifecycle.ts), so the registration transaction checks it
//     atomically with one string comparison;
//   - hadRegistrations: set by the first registration and never cleared, so an
//     event that has or had registrations cannot be deleted, only cancelled or
//     archived (its registrations must keep their event).
import { randomBytes } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { BOX_OFFICE_MESSAGES, type TicketType, type TicketTypeInput } from '../../../contract/box-office';
import { soldOf, ticketTypesOf } from '../../../contract/ticket-types';
import { registrationClosesAt } from '../../../contract/event-lifecycle';
import type { Event, EventInput, EventStatus, ListQuery } from '../../../contract/schemas';
import { db, tableName } from './client';
import type { CreateOptions } from './content-repo';
import { counterItems } from './counters';
import { getItem, isConditionFailed, ItemExistsError, newId, nowIso, queryPartition, transact, type Item } from './items';
import { keys } from './keys';
import { INPUT_FIELDS, listPastEvents, listUpcomingEvents, toEvent } from './public-events';
import { queryPage, searchTextOf } from './pages';
import { updateItem } from './update-item';

/** The admin's view adds the door's count (checkins-repo.ts); public lists never show attendance. */
const toAdminEvent = (item: Item): Event => ({ ...toEvent(item), checkedIn: Number(item.checkedIn ?? 0), seatsOffered: Number(item.seatsOffered ?? 0) });

/** The admin's fields and what the conditions derive from them; ticket types and questions get ids and positions. */
export function storedFields(input: EventInput): Item {
  const out: Item = {};
  for (const field of INPUT_FIELDS) out[field] = input[field];
  out.searchText = searchTextOf('events', input);
  out.registrationClosesAt = registrationClosesAt(input).toISOString();
  out.ticketTypes = input.ticketTypes ? storedTicketTypes(input.ticketTypes) : undefined;
  out.questions = input.questions ? input.questions.map((q) => withoutUndefined({ ...q, id: q.id ?? shortId('q') })) : undefined;
  return out;
}

/** A short id for a new ticket type or question: unique within its event, safe in an attribute name. */
const shortId = (prefix: string) => `${prefix}${randomBytes(5).toString('hex')}`;

function storedTicketTypes(types: TicketTypeInput[]): TicketType[] {
  return types.map((t, position) => withoutUndefined({ ...t, id: t.id ?? shortId('t'), position }) as TicketType);
}

/**
 * An edit may not take a ticket type away from the tickets sold of it, nor put a quota below them:
 * checked on what was read and again in the write's condition (box office counters, ticketsSold).
 */
function typeChanges(old: Item, input: EventInput): { problem?: string; conditions: string[]; names: Record<string, string>; values: Item } {
  const event = toEvent(old);
  const before = ticketTypesOf(event);
  const after = input.ticketTypes ? storedTicketTypes(input.ticketTypes) : ticketTypesOf({ ...event, ...input, ticketTypes: undefined });
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Item = {};
  let n = 0;
  for (const type of before) {
    const sold = soldOf(event, type.id);
    const kept = after.find((t) => t.id === type.id);
    if (!kept && sold > 0) return { problem: BOX_OFFICE_MESSAGES.typeIdInUse, conditions, names, values };
    if (kept?.quota !== undefined && kept.quota < sold) return { problem: BOX_OFFICE_MESSAGES.quotaBelowSold(sold), conditions, names, values };
    // Nobody may buy one in between: the count still allows it when written.
    if (old.ticketsSold && typeof old.ticketsSold === 'object') {
      names[`#tt${n}`] = type.id;
      const limit = kept ? kept.quota : 0;
      if (limit !== undefined) {
        values[`:tq${n}`] = limit;
        conditions.push(`(attribute_not_exists(ticketsSold.#tt${n}) OR ticketsSold.#tt${n} <= :tq${n})`);
      } else delete names[`#tt${n}`];
      n++;
    }
  }
  return { conditions, names, values };
}

const active = (item: Item | EventInput) => (item.isActive === true ? 1 : 0);

/** The stored isActive is still `was`: the count moves by the difference only if nobody changed it meanwhile. */
const activeIs = (was: unknown) =>
  typeof was === 'boolean'
    ? { expression: 'attribute_exists(pk) AND #c0 = :c0', names: { '#c0': 'isActive' }, values: { ':c0': was } as Item }
    : { expression: 'attribute_exists(pk) AND attribute_not_exists(#c0)', names: { '#c0': 'isActive' }, values: {} as Item };

export type UpdateResult = { ok: true; event: Event } | { ok: false; reason: 'not-found' | 'below-seats' } | { ok: false; reason: 'types'; message: string };
export type RemoveResult = 'deleted' | 'not-found' | 'has-registrations';
export type StatusResult = { ok: true; event: Event } | { ok: false; reason: 'not-found' | 'archived' };

export const eventsRepo = {
  /** Admin: every event, newest first. */
  async list(): Promise<Event[]> {
    const items = await queryPartition(keys.eventsPartition);
    return items.map(toAdminEvent).sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  },

  /** One admin page, latest event date first (the order of the events partition on gsi1). */
  async page(query: ListQuery): Promise<{ items: Event[]; nextCursor: string | null }> {
    const page = await queryPage(keys.eventsPartition, { cursor: query.cursor, search: query.search });
    return { items: page.items.map(toAdminEvent), nextCursor: page.nextCursor };
  },

  /** Active, not archived events on or after the Lagos day `today`, soonest first: the public read (public-events.ts). */
  listUpcoming: listUpcomingEvents,

  /** Active, not archived events before the Lagos day `today`, most recent first: the public read (public-events.ts). */
  listPast: listPastEvents,

  async get(id: string): Promise<Event | null> {
    const item = await getItem(keys.event(id));
    return item ? toEvent(item) : null;
  },

  /** Throws ItemExistsError when opts.id is taken (the seed relies on it). */
  async create(input: EventInput, opts: CreateOptions = {}): Promise<Event> {
    const id = opts.id ?? newId();
    const createdAt = opts.createdAt ?? nowIso();
    const item = {
      ...keys.event(id),
      ...keys.eventGsi(input.date, id),
      id,
      createdAt,
      ...withoutUndefined(storedFields(input)),
      seatsTaken: 0,
      ticketsSold: {},
    };
    const failed = await transact([
      { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...counterItems({ events: 1, activeEvents: active(input) }),
    ]);
    if (failed) throw new ItemExistsError('Event');
    return toEvent(item);
  },

  /**
   * Replaces the editable fields; seatsTaken is left as it is. The capacity
   * may not go below the seats taken: checked in the same write, so a
   * registration in between cannot slip under it.
   */
  async update(id: string, input: EventInput): Promise<UpdateResult> {
    for (let attempt = 1; ; attempt++) {
      const old = await getItem(keys.event(id));
      if (!old) return { ok: false, reason: 'not-found' };
      if (Number(old.seatsTaken ?? 0) > input.maxParticipants) return { ok: false, reason: 'below-seats' };
      const types = typeChanges(old, input);
      if (types.problem) return { ok: false, reason: 'types', message: types.problem };
      const fields: Item = { ...storedFields(input), ...keys.eventGsi(input.date, id) };
      // An event stored before the box office gets its counters with its first edit: every seat is of its one type.
      if (!old.ticketsSold) {
        const sold: Record<string, number> = {};
        for (const type of ticketTypesOf(toEvent(old))) sold[type.id] = soldOf(toEvent(old), type.id);
        fields.ticketsSold = sold;
      }
      const was = activeIs(old.isActive);
      const failed = await transact([
        updateItem(keys.event(id), fields, {
          expression: [`${was.expression} AND (attribute_not_exists(#seats) OR #seats <= :capacity)`, ...types.conditions, ...(old.ticketsSold ? [] : ['attribute_not_exists(ticketsSold) AND (attribute_not_exists(#seats) OR #seats = :seatsRead)'])].join(' AND '),
          names: { ...was.names, '#seats': 'seatsTaken', ...types.names },
          values: { ...was.values, ':capacity': input.maxParticipants, ...types.values, ...(old.ticketsSold ? {} : { ':seatsRead': Number(old.seatsTaken ?? 0) }) },
        }),
        ...counterItems({ activeEvents: active(input) - active(old) }),
      ]);
      // seatsTaken may have moved meanwhile: read it back rather than trust `old`.
      if (!failed) {
        const event = await eventsRepo.get(id);
        return event ? { ok: true, event } : { ok: false, reason: 'not-found' };
      }
      // Deleted, (de)activated or booked by someone else in between: read again.
      if (attempt >= 3) throw new Error(`could not update event ${id}: it keeps changing`);
    }
  },

  /** Only an event that never had a registration may go, with its counts in the same transaction. */
  async remove(id: string): Promise<RemoveResult> {
    for (let attempt = 1; ; attempt++) {
      const old = await getItem(keys.event(id));
      if (!old) return 'not-found';
      if (old.hadRegistrations || Number(old.seatsTaken ?? 0) > 0) return 'has-registrations';
      const { expression, names, values } = activeIs(old.isActive);
      const failed = await transact([
        {
          Delete: {
            TableName: tableName(),
            Key: keys.event(id),
            ConditionExpression: `${expression} AND attribute_not_exists(hadRegistrations) AND (attribute_not_exists(seatsTaken) OR seatsTaken = :zero)`,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ...values, ':zero': 0 },
          },
        },
        ...counterItems({ events: -1, activeEvents: -active(old) }),
      ]);
      if (!failed) return 'deleted';
      if (attempt >= 3) throw new Error(`could not delete event ${id}: it keeps changing`);
    }
  },

  /**
   * Cancel (registration closes at once, the event stays listed, marked) or
   * archive (off the public lists). An archived event stays archived.
   */
  async setStatus(id: string, status: Exclude<EventStatus, 'scheduled'>): Promise<StatusResult> {
    try {
      const { Attributes } = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.event(id),
          UpdateExpression: 'SET #status = :status, statusChangedAt = :at',
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#status) OR #status <> :archived)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status, ':archived': 'archived', ':at': nowIso() },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return { ok: true, event: toEvent(Attributes ?? {}) };
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      return { ok: false, reason: (await getItem(keys.event(id))) ? 'archived' : 'not-found' };
    }
  },
};

function withoutUndefined(item: Item): Item {
  return Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined));
}
