// Events, and the seat counter registrations take from. The counter lives on
// the event item itself (seatsTaken < maxParticipants is one conditional
// update), so capacity holds under concurrency with single-item writes.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Event, EventInput } from '../../../contract/schemas';
import { db, tableName } from './client';
import type { CreateOptions } from './content-repo';
import { deleteExisting, getItem, isConditionFailed, newId, nowIso, pick, putNew, queryPartition, updateExisting, type Item } from './items';
import { keys, type Key } from './keys';

const INPUT_FIELDS = ['title', 'description', 'date', 'startTime', 'endTime', 'location', 'address', 'price', 'maxParticipants', 'imageUrl', 'isActive'] as const;
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

export type SeatResult = 'taken' | 'full' | 'closed' | 'not-found';

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
    // Seats taken for this id before the event item existed (the default
    // workshop takes registrations without one) carry over.
    const counter = opts.id ? await getItem(keys.seatCounter(id)) : null;
    const item = {
      ...keys.event(id),
      ...keys.eventGsi(input.date, id),
      id,
      createdAt,
      ...inputFields(input),
      seatsTaken: Number(counter?.seatsTaken ?? 0),
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

  /**
   * Take one seat, atomically: the event must exist, be active, not be in the
   * past and have a free seat. An event id with no event item gets a counter
   * item of capacity `fallbackCapacity` when given (the default workshop).
   */
  async takeSeat(eventId: string, today: string, fallbackCapacity?: number): Promise<SeatResult> {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.event(eventId),
          UpdateExpression: 'SET seatsTaken = if_not_exists(seatsTaken, :zero) + :one',
          ConditionExpression:
            'attribute_exists(pk) AND isActive = :true AND #date >= :today AND (attribute_not_exists(seatsTaken) OR seatsTaken < maxParticipants)',
          ExpressionAttributeNames: { '#date': 'date' },
          ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':true': true, ':today': today },
        }),
      );
      return 'taken';
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
    const event = await getItem(keys.event(eventId));
    if (event) {
      if (event.isActive !== true || String(event.date) < today) return 'closed';
      return 'full';
    }
    if (fallbackCapacity === undefined) return 'not-found';
    return (await increment(keys.seatCounter(eventId), fallbackCapacity)) ? 'taken' : 'full';
  },

  /** Give a seat back (a deleted registration, or a registration that failed after taking one). */
  async releaseSeat(eventId: string): Promise<void> {
    if (await decrement(keys.event(eventId))) return;
    if (await getItem(keys.event(eventId))) return;
    await decrement(keys.seatCounter(eventId));
  },
};

async function increment(key: Key, capacity: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET seatsTaken = if_not_exists(seatsTaken, :zero) + :one',
        ConditionExpression: 'attribute_not_exists(seatsTaken) OR seatsTaken < :capacity',
        ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':capacity': capacity },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

async function decrement(key: Key): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET seatsTaken = seatsTaken - :one',
        ConditionExpression: 'attribute_exists(pk) AND seatsTaken > :zero',
        ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
