// Events. The seat counter registrations take from lives on the event item
// itself (seatsTaken), written only inside the registration transactions.
import type { Event, EventInput } from '../../../contract/schemas';
import type { CreateOptions } from './content-repo';
import { deleteExisting, getItem, newId, nowIso, pick, putNew, queryPartition, updateExisting, type Item } from './items';
import { keys } from './keys';

const INPUT_FIELDS = ['title', 'description', 'date', 'startTime', 'endTime', 'location', 'address', 'price', 'maxParticipants', 'imageUrl', 'image', 'isActive'] as const;
const ENTITY_FIELDS = ['id', ...INPUT_FIELDS, 'seatsTaken', 'createdAt'];

function toEvent(item: Item): Event {
  const event = pick<Event>(item, ENTITY_FIELDS);
  return { ...event, seatsTaken: Number(item.seatsTaken ?? 0) };
}

function inputFields(input: EventInput): Item {
  const out: Item = {};
  for (const field of INPUT_FIELDS) out[field] = input[field];
  return out;
}

export const eventsRepo = {
  /** Admin: every event, newest first. */
  async list(): Promise<Event[]> {
    const items = await queryPartition(keys.eventsPartition);
    return items.map(toEvent).sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
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
    await putNew(item, 'Event');
    return toEvent(item);
  },

  /** Replaces the editable fields; seatsTaken is left as it is. Null when there is no such event. */
  async update(id: string, input: EventInput): Promise<Event | null> {
    const item = await updateExisting(keys.event(id), { ...inputFields(input), ...keys.eventGsi(input.date, id) });
    return item ? toEvent(item) : null;
  },

  async remove(id: string): Promise<boolean> {
    return Boolean(await deleteExisting(keys.event(id)));
  },
};
