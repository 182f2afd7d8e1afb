// Registrations: the one place with concurrency. dynalite has no
// transactions, so this is built from single-item conditional writes in an
// order where a crash between two of them can at worst leave a seat unused:
//   1. the email guard (event + normalised email, attribute_not_exists):
//      a duplicate is refused before it can hold a seat, even for a moment,
//      so N distinct visitors always get exactly min(N, capacity) seats;
//   2. the seat (conditional counter on the event item, see events-repo);
//   3. the registration item.
// A failure after a step undoes the steps before it. A guard orphaned by a
// crash (no registration behind it) is taken over once it is stale.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_EVENT_CAPACITY, DEFAULT_EVENT_ID } from '../../../contract/constants';
import type { EventRegistration, RegistrationInput } from '../../../contract/schemas';
import { db, tableName } from './client';
import type { CreateOptions } from './content-repo';
import { eventsRepo } from './events-repo';
import { deleteExisting, getItem, isConditionFailed, newId, nowIso, pick, putNew, queryPartition, type Item } from './items';
import { keys } from './keys';

const FIELDS = ['id', 'name', 'email', 'phone', 'eventId', 'createdAt'];
const toRegistration = (item: Item) => pick<EventRegistration>(item, FIELDS);

/** How long an in-flight registration may hold its guard before a crash is assumed. */
const STALE_GUARD_MS = 60_000;

export const emailKey = (email: string): string => email.trim().toLowerCase();

export type RegisterResult =
  | { ok: true; registration: EventRegistration }
  | { ok: false; reason: 'duplicate' | 'full' | 'closed' | 'not-found' };

export const registrationsRepo = {
  /** Admin: newest first. */
  async list(): Promise<EventRegistration[]> {
    return (await queryPartition(keys.registrationsPartition, { newestFirst: true })).map(toRegistration);
  },

  async get(id: string): Promise<EventRegistration | null> {
    const item = await getItem(keys.registration(id));
    return item ? toRegistration(item) : null;
  },

  /** Register for input.eventId; `today` is the Lagos day that decides "past". */
  async create(input: RegistrationInput, today: string, opts: CreateOptions = {}): Promise<RegisterResult> {
    const { eventId } = input;
    const isDefault = eventId === DEFAULT_EVENT_ID;
    // Cheap early answers; the seat update below re-checks them atomically.
    const event = await getItem(keys.event(eventId));
    if (!event && !isDefault) return { ok: false, reason: 'not-found' };
    if (event && (event.isActive !== true || String(event.date) < today)) return { ok: false, reason: 'closed' };

    const id = opts.id ?? newId();
    const createdAt = opts.createdAt ?? nowIso();
    const guardKey = keys.emailGuard(eventId, emailKey(input.email));
    if (!(await claimGuard(guardKey, id))) return { ok: false, reason: 'duplicate' };

    const seat = await eventsRepo.takeSeat(eventId, today, isDefault ? DEFAULT_EVENT_CAPACITY : undefined).catch(async (error) => {
      await releaseGuard(guardKey, id);
      throw error;
    });
    if (seat !== 'taken') {
      await releaseGuard(guardKey, id);
      return { ok: false, reason: seat };
    }

    const item = {
      ...keys.registration(id),
      ...keys.registrationGsi(createdAt, id),
      id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      eventId,
      createdAt,
    };
    try {
      await putNew(item, 'Registration');
    } catch (error) {
      await eventsRepo.releaseSeat(eventId);
      await releaseGuard(guardKey, id);
      throw error;
    }
    return { ok: true, registration: toRegistration(item) };
  },

  /** Delete a registration and free its seat and its email. False when there is none. */
  async remove(id: string): Promise<boolean> {
    const old = await deleteExisting(keys.registration(id));
    if (!old) return false;
    const eventId = String(old.eventId);
    await releaseGuard(keys.emailGuard(eventId, emailKey(String(old.email))), id);
    await eventsRepo.releaseSeat(eventId);
    return true;
  },
};

type GuardKey = ReturnType<typeof keys.emailGuard>;

async function claimGuard(key: GuardKey, registrationId: string): Promise<boolean> {
  const claimedAt = Date.now();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, registrationId, claimedAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
  const guard = await getItem(key);
  if (!guard) return false; // freed a moment ago; the visitor can simply retry
  const holder = String(guard.registrationId);
  if (await getItem(keys.registration(holder))) return false;
  if (claimedAt - Number(guard.claimedAt ?? 0) < STALE_GUARD_MS) return false;
  // An orphan from a crashed attempt: take it over, unless someone else just did.
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, registrationId, claimedAt },
        ConditionExpression: 'registrationId = :holder',
        ExpressionAttributeValues: { ':holder': holder },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

async function releaseGuard(key: GuardKey, registrationId: string): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key,
        ConditionExpression: 'registrationId = :id',
        ExpressionAttributeValues: { ':id': registrationId },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
