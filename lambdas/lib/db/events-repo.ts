// Events. The seat counter registrations take from lives on the event item
// itself (seatsTaken), written only inside the registration transactions.
// Beside the admin's fields the item carries what the conditions need:
//   - registrationClosesAt: the instant the lifecycle rule closes registration
//     (contract/event-lifecycle.ts), so the registration transaction checks it
//     atomically with one string comparison;
//   - hadRegistrations: set by the first registration and never cleared, so an
//     event that has or had registrations cannot be deleted, only cancelled or
//     archived (its registrations must keep their event).
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { registrationClosesAt } from '../../../contract/event-lifecycle';
import type { Event, EventInput, EventStatus } from '../../../contract/schemas';
import { db, tableName } from './client';
import type { CreateOptions } from './content-repo';
import { getItem, isConditionFailed, newId, nowIso, pick, putNew, queryPartition, type Item } from './items';
import { keys } from './keys';

const INPUT_FIELDS = [
  'title',
  'description',
  'date',
  'startTime',
  'endTime',
  'location',
  'address',
  'price',
  'maxParticipants',
  'registrationDeadline',
  'earlyBirdPrice',
  'earlyBirdEndsOn',
  'imageUrl',
  'isActive',
] as const;
const ENTITY_FIELDS = ['id', ...INPUT_FIELDS, 'seatsTaken', 'status', 'createdAt'];

function toEvent(item: Item): Event {
  const event = pick<Event>(item, ENTITY_FIELDS);
  return { ...event, seatsTaken: Number(item.seatsTaken ?? 0) };
}

/** The admin's fields and what the conditions derive from them. */
export function storedFields(input: EventInput): Item {
  const out: Item = {};
  for (const field of INPUT_FIELDS) out[field] = input[field];
  out.registrationClosesAt = registrationClosesAt(input).toISOString();
  return out;
}

const listed = (item: Item) => item.status !== 'archived';

export type UpdateResult = { ok: true; event: Event } | { ok: false; reason: 'not-found' | 'below-seats' };
export type RemoveResult = 'deleted' | 'not-found' | 'has-registrations';
export type StatusResult = { ok: true; event: Event } | { ok: false; reason: 'not-found' | 'archived' };

export const eventsRepo = {
  /** Admin: every event, newest first. */
  async list(): Promise<Event[]> {
    const items = await queryPartition(keys.eventsPartition);
    return items.map(toEvent).sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  },

  /** Active, not archived events on or after the Lagos day `today`, soonest first (cancelled ones stay, marked). */
  async listUpcoming(today: string): Promise<Event[]> {
    const items = await queryPartition(keys.eventsPartition, { sortKey: { op: '>=', value: today }, activeOnly: true });
    return items.filter(listed).map(toEvent);
  },

  /** Active, not archived events before the Lagos day `today`, most recent first. */
  async listPast(today: string): Promise<Event[]> {
    const items = await queryPartition(keys.eventsPartition, {
      sortKey: { op: '<', value: today },
      activeOnly: true,
      newestFirst: true,
    });
    return items.filter(listed).map(toEvent);
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
      ...withoutUndefined(storedFields(input)),
      seatsTaken: 0,
    };
    await putNew(item, 'Event');
    return toEvent(item);
  },

  /**
   * Replaces the editable fields; seatsTaken is left as it is. The capacity
   * may not go below the seats taken: checked in the same write, so a
   * registration in between cannot slip under it.
   */
  async update(id: string, input: EventInput): Promise<UpdateResult> {
    const fields = { ...storedFields(input), ...keys.eventGsi(input.date, id) };
    const names: Record<string, string> = { '#seats': 'seatsTaken' };
    const values: Record<string, unknown> = {};
    const set: string[] = [];
    const remove: string[] = [];
    Object.entries(fields).forEach(([field, value], i) => {
      names[`#f${i}`] = field;
      if (value === undefined) remove.push(`#f${i}`);
      else {
        values[`:v${i}`] = value;
        set.push(`#f${i} = :v${i}`);
      }
    });
    values[':capacity'] = input.maxParticipants;
    try {
      const { Attributes } = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.event(id),
          UpdateExpression: [`SET ${set.join(', ')}`, remove.length ? `REMOVE ${remove.join(', ')}` : ''].filter(Boolean).join(' '),
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#seats) OR #seats <= :capacity)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return { ok: true, event: toEvent(Attributes ?? {}) };
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      return { ok: false, reason: (await getItem(keys.event(id))) ? 'below-seats' : 'not-found' };
    }
  },

  /** Only an event that never had a registration may go: one conditional delete. */
  async remove(id: string): Promise<RemoveResult> {
    try {
      const { Attributes } = await db().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.event(id),
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(hadRegistrations) AND (attribute_not_exists(seatsTaken) OR seatsTaken = :zero)',
          ExpressionAttributeValues: { ':zero': 0 },
          ReturnValues: 'ALL_OLD',
        }),
      );
      return Attributes ? 'deleted' : 'not-found';
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      return (await getItem(keys.event(id))) ? 'has-registrations' : 'not-found';
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
