// Events. The seat counter registrations take from lives on the event item
// itself (seatsTaken), written only inside the registration transactions.
// The events and activeEvents counts (counters.ts) move in the same
// transactions as creating, activating/deactivating and deleting an event.
import type { Event, EventInput, ListQuery } from '../../../contract/schemas';
import { tableName } from './client';
import type { CreateOptions } from './content-repo';
import { counterItems } from './counters';
import { getItem, ItemExistsError, newId, nowIso, pick, queryPartition, transact, type Item } from './items';
import { keys } from './keys';
import { queryPage, searchTextOf } from './pages';
import { updateItem } from './update-item';

const INPUT_FIELDS = ['title', 'description', 'date', 'startTime', 'endTime', 'location', 'address', 'price', 'maxParticipants', 'imageUrl', 'isActive'] as const;
const ENTITY_FIELDS = ['id', ...INPUT_FIELDS, 'seatsTaken', 'createdAt'];

function toEvent(item: Item): Event {
  const event = pick<Event>(item, ENTITY_FIELDS);
  return { ...event, seatsTaken: Number(item.seatsTaken ?? 0) };
}

function inputFields(input: EventInput): Item {
  const out: Item = {};
  for (const field of INPUT_FIELDS) out[field] = input[field];
  out.searchText = searchTextOf('events', input);
  return out;
}

const active = (item: Item | EventInput) => (item.isActive === true ? 1 : 0);

/** The stored isActive is still `was`: the count moves by the difference only if nobody changed it meanwhile. */
const activeIs = (was: unknown) =>
  typeof was === 'boolean'
    ? { expression: 'attribute_exists(pk) AND #c0 = :c0', names: { '#c0': 'isActive' }, values: { ':c0': was } }
    : { expression: 'attribute_exists(pk) AND attribute_not_exists(#c0)', names: { '#c0': 'isActive' } };

export const eventsRepo = {
  /** Admin: every event, newest first. */
  async list(): Promise<Event[]> {
    const items = await queryPartition(keys.eventsPartition);
    return items.map(toEvent).sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  },

  /** One admin page, latest event date first (the order of the events partition on gsi1). */
  async page(query: ListQuery): Promise<{ items: Event[]; nextCursor: string | null }> {
    const page = await queryPage(keys.eventsPartition, { cursor: query.cursor, search: query.search });
    return { items: page.items.map(toEvent), nextCursor: page.nextCursor };
  },

  /** Active events on or after the Lagos day `today`, soonest first. */
  async listUpcoming(today: string): Promise<Event[]> {
    const items = await queryPartition(keys.eventsPartition, { sortKey: { op: '>=', value: today }, activeOnly: true });
    return items.map(toEvent);
  },

  /** Active events before the Lagos day `today`, most recent first. */
  async listPast(today: string): Promise<Event[]> {
    const items = await queryPartition(keys.eventsPartition, {
      sortKey: { op: '<', value: today },
      activeOnly: true,
      newestFirst: true,
    });
    return items.map(toEvent);
  },

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
      ...inputFields(input),
      seatsTaken: 0,
    };
    const failed = await transact([
      { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...counterItems({ events: 1, activeEvents: active(input) }),
    ]);
    if (failed) throw new ItemExistsError('Event');
    return toEvent(item);
  },

  /** Replaces the editable fields; seatsTaken is left as it is. Null when there is no such event. */
  async update(id: string, input: EventInput): Promise<Event | null> {
    for (let attempt = 1; ; attempt++) {
      const old = await getItem(keys.event(id));
      if (!old) return null;
      const fields = { ...inputFields(input), ...keys.eventGsi(input.date, id) };
      const failed = await transact([
        updateItem(keys.event(id), fields, activeIs(old.isActive)),
        ...counterItems({ activeEvents: active(input) - active(old) }),
      ]);
      // seatsTaken may have moved meanwhile: read it back rather than trust `old`.
      if (!failed) return eventsRepo.get(id);
      // Deleted, or (de)activated by someone else in between: read again.
      if (attempt >= 3) throw new Error(`could not update event ${id}: it keeps changing`);
    }
  },

  async remove(id: string): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      const old = await getItem(keys.event(id));
      if (!old) return false;
      const { expression, names, values } = activeIs(old.isActive);
      const failed = await transact([
        { Delete: { TableName: tableName(), Key: keys.event(id), ConditionExpression: expression, ExpressionAttributeNames: names, ExpressionAttributeValues: values } },
        ...counterItems({ events: -1, activeEvents: -active(old) }),
      ]);
      if (!failed) return true;
      if (attempt >= 3) throw new Error(`could not delete event ${id}: it keeps changing`);
    }
  },
};
