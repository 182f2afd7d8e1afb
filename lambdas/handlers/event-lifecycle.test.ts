// The event's lifecycle through the API (docs/PRODUCT-RULES.md, Event lifecycle):
// no delete once it has registrations, capacity never below the seats taken,
// cancel tells every registrant once, archive hides it, and removing a
// registration frees its seat exactly once however often it is fired.
import { addDays, todayInLagos } from '../../contract/dates';
import { eventInput } from '../../contract/schemas';
import { cancellationMailId } from '../lib/db/event-cancellation-repo';
import { eventsRepo } from '../lib/db/events-repo';
import { getItem } from '../lib/db/items';
import { keys } from '../lib/db/keys';
import { outboxRepo } from '../lib/db/outbox-repo';
import { registrationsRepo } from '../lib/db/registrations-repo';
import { call, createAdmin, eventBody, loginToken, useStore } from '../test/harness';

useStore();

let token: string;
beforeAll(async () => {
  await createAdmin();
  token = await loginToken();
});

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => call(method, path, { token, body });
let serial = 0;
async function makeEvent(overrides: Record<string, unknown> = {}) {
  const id = `life-${++serial}`;
  await eventsRepo.create(eventInput.parse(eventBody({ date: addDays(todayInLagos(), 7), ...overrides })), { id });
  return id;
}
const register = (eventId: string, n: number | string) =>
  call('POST', '/api/register', { body: { name: `Visitor ${n}`, email: `v${n}@example.com`, phone: '08012345678', eventId } });

describe('delete', () => {
  it('deletes an event that never had a registration', async () => {
    const eventId = await makeEvent();
    expect(await admin('DELETE', `/api/admin/events/${eventId}`)).toMatchObject({ status: 200, body: { success: true } });
    expect(await eventsRepo.get(eventId)).toBeNull();
  });

  it('refuses with 409 once it has registrations, even after they were removed', async () => {
    const eventId = await makeEvent();
    const registered = await register(eventId, 'del');
    const refused = await admin('DELETE', `/api/admin/events/${eventId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/has registrations.*Cancel.*archive/);
    await admin('DELETE', `/api/admin/registrations/${registered.body.id}`);
    expect((await admin('DELETE', `/api/admin/events/${eventId}`)).status).toBe(409);
    expect(await eventsRepo.get(eventId)).not.toBeNull();
  });
});

describe('capacity', () => {
  it('cannot go below the seats taken (409), may go down to them', async () => {
    const eventId = await makeEvent({ maxParticipants: 5 });
    await register(eventId, 'cap1');
    await register(eventId, 'cap2');
    const refused = await admin('PUT', `/api/admin/events/${eventId}`, eventBody({ date: addDays(todayInLagos(), 7), maxParticipants: 1 }));
    expect(refused).toMatchObject({ status: 409, body: { success: false, message: 'Capacity cannot be below the 2 seats already taken.' } });
    expect((await eventsRepo.get(eventId))?.maxParticipants).toBe(5);
    expect((await admin('PUT', `/api/admin/events/${eventId}`, eventBody({ date: addDays(todayInLagos(), 7), maxParticipants: 2 }))).status).toBe(200);
  });

  it('gives field errors for words as a price and a negative capacity', async () => {
    const answer = await admin('POST', '/api/admin/events', eventBody({ price: 'fifteen thousand', maxParticipants: -4 }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ price: 'Enter whole naira as digits, e.g. 15000 (0 for free)', maxParticipants: 'Must be a whole number of at least 1' });
  });
});

describe('cancel and archive', () => {
  const mailsOf = async (eventId: string) => (await outboxRepo.due('9999-12-31T23:59:59.999Z', 10_000)).filter((m) => m.refs.eventId === eventId && m.kind === 'broadcast');

  it('cancel closes registration and queues one mail per registrant, once, however often it is pressed', async () => {
    const eventId = await makeEvent();
    const a = await register(eventId, 'can-a');
    const b = await register(eventId, 'can-b');
    const presses = await Promise.all([admin('POST', `/api/admin/events/${eventId}/cancel`), admin('POST', `/api/admin/events/${eventId}/cancel`)]);
    expect(presses.map((p) => p.status)).toEqual([200, 200]);
    const mails = await mailsOf(eventId);
    expect(mails.map((m) => m.id).sort()).toEqual([cancellationMailId(eventId, a.body.id), cancellationMailId(eventId, b.body.id)].sort());
    expect(mails[0].data?.subject).toMatch(/^Cancelled: /);
    expect((await eventsRepo.get(eventId))?.status).toBe('cancelled');
    expect((await register(eventId, 'can-late')).status).toBe(409);
    // Still listed, marked: visitors who saw it learn it is off.
    const upcoming = await call('GET', '/api/events/upcoming');
    expect(upcoming.body.events.find((e: { id: string }) => e.id === eventId)).toMatchObject({ status: 'cancelled' });
  });

  it('archive takes it off the public lists and keeps it for the admin', async () => {
    const eventId = await makeEvent();
    await register(eventId, 'arch');
    expect(await admin('POST', `/api/admin/events/${eventId}/archive`)).toMatchObject({ status: 200, body: { success: true } });
    const upcoming = await call('GET', '/api/events/upcoming');
    expect(upcoming.body.events.map((e: { id: string }) => e.id)).not.toContain(eventId);
    expect((await admin('GET', '/api/admin/events')).body.data.items.find((e: { id: string }) => e.id === eventId)).toMatchObject({ status: 'archived' });
    // An archived event cannot be cancelled any more (nobody is told of an event nobody sees).
    expect((await admin('POST', `/api/admin/events/${eventId}/cancel`)).status).toBe(409);
    expect((await admin('POST', '/api/admin/events/missing/archive')).status).toBe(404);
  });
});

describe('removing a registration', () => {
  it('frees its seat and its email in one transaction, exactly once when fired in parallel', async () => {
    const eventId = await makeEvent({ maxParticipants: 1 });
    const registered = await register(eventId, 'rm');
    expect((await eventsRepo.get(eventId))?.seatsTaken).toBe(1);
    const results = await Promise.all(Array.from({ length: 6 }, () => registrationsRepo.remove(registered.body.id)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await eventsRepo.get(eventId))?.seatsTaken).toBe(0);
    expect(await getItem(keys.registration(registered.body.id))).toBeNull();
    // The seat and the email are free again: the same visitor takes the one seat.
    expect((await register(eventId, 'rm')).status).toBe(201);
    expect((await eventsRepo.get(eventId))?.seatsTaken).toBe(1);
  });
});
