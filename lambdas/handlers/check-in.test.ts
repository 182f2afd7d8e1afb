import { addDays, todayInLagos } from '../../contract/dates';
import { eventInput } from '../../contract/schemas';
import { eventsRepo } from '../lib/db/events-repo';
import { registrationsRepo } from '../lib/db/registrations-repo';
import { ticketsRepo } from '../lib/db/tickets-repo';
import { call, createAdmin, eventBody, loginToken, useStore } from '../test/harness';

useStore();

let token: string;
beforeAll(async () => {
  await createAdmin();
  token = await loginToken();
});

const dayBefore = () => new Date(Date.now() - 24 * 60 * 60 * 1000);
/** An attendee may cancel until the event starts; today's event may have started already. */
const cancelledTheDayBefore = (ticket: string) => ticketsRepo.cancel(ticket, dayBefore());

let serial = 0;
async function makeEvent(overrides: Record<string, unknown> = {}) {
  const id = `door-event-${++serial}`;
  await eventsRepo.create(eventInput.parse(eventBody({ date: todayInLagos(), ...overrides })), { id });
  return id;
}

/** Registered the day before: today's event has started by the time some of these tests run, and registration closes at the start. */
async function registered(eventId: string, n: number | string) {
  const result = await registrationsRepo.create({ name: `Guest ${n}`, email: `guest${n}@example.com`, phone: '08031234567', eventId }, dayBefore());
  if (!result.ok) throw new Error(`could not register: ${result.reason}`);
  return { id: result.registration.id, ticket: result.registration.ticketToken! };
}

const checkIn = (body: Record<string, unknown>, auth = token) => call('POST', '/api/admin/check-ins', { body, token: auth });

describe('POST /api/admin/check-ins', () => {
  it('checks in by token or manage URL once; the second scan says when and by whom', async () => {
    const eventId = await makeEvent();
    const { ticket } = await registered(eventId, 'once');
    const first = await checkIn({ code: `https://harmony.example/tickets/${ticket}`, eventId });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'checked_in', registration: { name: 'Guest once' }, checkedInBy: 'admin', counts: { checkedIn: 1, registered: 1 } });
    const again = await checkIn({ code: ticket, eventId });
    expect(again.body).toMatchObject({ status: 'already_checked_in', checkedInAt: first.body.checkedInAt, checkedInBy: 'admin' });
    expect((await eventsRepo.list()).find((e) => e.id === eventId)?.checkedIn).toBe(1);
    // Public lists never show attendance.
    expect((await eventsRepo.listUpcoming(todayInLagos())).find((e) => e.id === eventId)).not.toHaveProperty('checkedIn');
  });

  it('10 parallel check-ins of one ticket: exactly one checked_in, the counter moves once', async () => {
    const eventId = await makeEvent();
    const { ticket } = await registered(eventId, 'parallel');
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkIn({ code: ticket, eventId })));
    const statuses = answers.map((a) => a.body.status);
    expect(statuses.filter((s) => s === 'checked_in')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'already_checked_in')).toHaveLength(9);
    expect((await eventsRepo.list()).find((e) => e.id === eventId)?.checkedIn).toBe(1);
  });

  it('answers red states, never an error, for another event, a cancelled ticket and codes that are not ours', async () => {
    const eventId = await makeEvent();
    const otherId = await makeEvent();
    const { ticket: other } = await registered(otherId, 'other');
    expect((await checkIn({ code: other, eventId })).body).toMatchObject({ status: 'wrong_event', registration: { eventId: otherId } });
    const { ticket: gone } = await registered(eventId, 'gone');
    expect(await cancelledTheDayBefore(gone)).toMatchObject({ ok: true });
    expect((await checkIn({ code: gone, eventId })).body).toMatchObject({ status: 'cancelled' });
    for (const code of ['https://example.com/menu', 'hello', 'AAAAAAAAAAAAAAAAAAAAAA', '', 'PRETIX:abc']) {
      const answer = await checkIn({ code, eventId });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 'invalid' });
    }
  });

  it('says so for a deleted or past event, and 400 without an event', async () => {
    const eventId = await makeEvent();
    const { ticket } = await registered(eventId, 'past');
    const past = await makeEvent({ date: addDays(todayInLagos(), -1) });
    expect((await checkIn({ code: ticket, eventId: past })).status).toBe(409);
    expect((await checkIn({ code: ticket, eventId: past })).body.message).toMatch(/over/);
    const missing = await checkIn({ code: ticket, eventId: 'no-such-event' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/no longer exists/);
    expect((await checkIn({ code: ticket })).status).toBe(400);
    expect((await checkIn({ code: ticket, eventId }, 'not-a-token')).status).toBe(401);
  });

  it('an offline scan synced late keeps the earliest time of the two check-ins', async () => {
    const eventId = await makeEvent();
    const { ticket } = await registered(eventId, 'offline');
    const online = await checkIn({ code: ticket, eventId });
    const earlier = new Date(Date.parse(online.body.checkedInAt) - 60_000).toISOString();
    const synced = await checkIn({ code: ticket, eventId, scannedAt: earlier });
    expect(synced.body).toMatchObject({ status: 'already_checked_in', checkedInAt: earlier, resolvedToEarliest: true });
    // A later sync does not move it again; a clock in the future is not believed.
    const later = await checkIn({ code: ticket, eventId, scannedAt: new Date().toISOString() });
    expect(later.body.checkedInAt).toBe(earlier);
    expect(later.body.resolvedToEarliest).toBeUndefined();
    const { ticket: t2 } = await registered(eventId, 'future');
    const future = await checkIn({ code: t2, eventId, scannedAt: '2999-01-01T00:00:00.000Z' });
    expect(future.body.status).toBe('checked_in');
    expect(future.body.checkedInAt < '2999').toBe(true);
  });
});

describe('undo, attendees, walk-ins', () => {
  it('undo removes the check-in and the count; a second undo is a 409', async () => {
    const eventId = await makeEvent();
    const { id, ticket } = await registered(eventId, 'undo');
    await checkIn({ code: ticket, eventId });
    const undo = await call('DELETE', `/api/admin/check-ins/${id}`, { token });
    expect(undo.status).toBe(200);
    expect((await call('DELETE', `/api/admin/check-ins/${id}`, { token })).status).toBe(409);
    expect((await eventsRepo.list()).find((e) => e.id === eventId)?.checkedIn).toBe(0);
    expect((await checkIn({ code: ticket, eventId })).body.status).toBe('checked_in');
  });

  it('lists the event\'s attendees with tokens and check-in times, cancelled ones included', async () => {
    const eventId = await makeEvent();
    const a = await registered(eventId, 'list-a');
    const b = await registered(eventId, 'list-b');
    await registered(await makeEvent(), 'elsewhere');
    await checkIn({ code: a.ticket, eventId });
    await cancelledTheDayBefore(b.ticket);
    const answer = await call('GET', `/api/admin/events/${eventId}/attendees`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.event).toMatchObject({ id: eventId, checkedIn: 1, seatsTaken: 1 });
    expect(answer.body.attendees).toEqual([
      expect.objectContaining({ name: 'Guest list-a', ticketToken: a.ticket, checkedInBy: 'admin', email: 'guestlist-a@example.com' }),
      expect.objectContaining({ name: 'Guest list-b', status: 'cancelled' }),
    ]);
    expect((await call('GET', '/api/admin/events/nope/attendees', { token })).status).toBe(404);
  });

  it('registers a walk-in and checks them in at once, only while seats are left', async () => {
    const eventId = await makeEvent({ maxParticipants: 1 });
    const walkIn = (n: string) => call('POST', `/api/admin/events/${eventId}/walk-ins`, { token, body: { name: `Walk ${n}`, email: `walk${n}@example.com`, phone: '08031234567' } });
    const first = await walkIn('one');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ registration: { name: 'Walk one', checkedInBy: 'admin' }, counts: { checkedIn: 1, registered: 1 } });
    const full = await walkIn('two');
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/full/);
    expect((await checkIn({ code: first.body.registration.ticketToken, eventId })).body.status).toBe('already_checked_in');
    const bad = await call('POST', `/api/admin/events/${eventId}/walk-ins`, { token, body: { name: 'X', email: 'nope', phone: '1' } });
    expect(bad.status).toBe(400);
  });
});
