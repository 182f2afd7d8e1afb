import { addDays, todayInLagos } from '../../contract/dates';
import { DEFAULT_EVENT_ID } from '../../contract/constants';
import { eventInput } from '../../contract/schemas';
import { eventsRepo } from '../lib/db/events-repo';
import { getItem } from '../lib/db/items';
import { keys } from '../lib/db/keys';
import { outboxRepo } from '../lib/db/outbox-repo';
import { registrationsRepo } from '../lib/db/registrations-repo';
import { settingsRepo } from '../lib/db/settings-repo';
import { call, eventBody, useStore } from '../test/harness';

useStore();

const person = (n: number | string, overrides: Record<string, unknown> = {}) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: '08012345678',
  ...overrides,
});

let serial = 0;
async function makeEvent(overrides: Record<string, unknown> = {}) {
  const id = `event-${++serial}`;
  await eventsRepo.create(eventInput.parse(eventBody({ date: addDays(todayInLagos(), 7), ...overrides })), { id });
  return id;
}

const register = (body: unknown) => call('POST', '/api/register', { body });
const registrationsFor = async (eventId: string) => (await registrationsRepo.list()).filter((r) => r.eventId === eventId);

describe('POST /api/register', () => {
  it('registers for an event and answers 201 { id, message }, not cached', async () => {
    const eventId = await makeEvent();
    const answer = await register({ ...person(1), eventId });
    expect(answer.status).toBe(201);
    // The box office's answer (contract/box-office.ts): the order's total and its one ticket, of the default type.
    expect(answer.body).toEqual({
      success: true,
      id: expect.any(String),
      message: 'You have been registered for the event.',
      data: { total: 15000, tickets: [{ id: `${answer.body.id}-t1`, ticketTypeId: 'general', name: 'Visitor 1' }] },
    });
    expect(answer.headers['Cache-Control']).toBe('no-store');
    const stored = await registrationsRepo.get(answer.body.id);
    expect(stored).toMatchObject({ name: 'Visitor 1', email: 'visitor1@example.com', phone: '08012345678', eventId });
    expect((await eventsRepo.get(eventId))?.seatsTaken).toBe(1);
  });

  it('answers 404 for the featured workshop while it has no event item: it is an event like any other', async () => {
    const answer = await register(person('no-default'));
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: 'Event not found' });
  });

  it('defaults eventId to the featured workshop and holds its capacity under a race', async () => {
    await eventsRepo.create(eventInput.parse(eventBody({ date: addDays(todayInLagos(), 7), maxParticipants: 50 })), { id: DEFAULT_EVENT_ID });
    const first = await register(person('default-0'));
    expect(first.status).toBe(201);
    expect((await registrationsRepo.get(first.body.id))?.eventId).toBe(DEFAULT_EVENT_ID);
    // Fill up to 48 in small batches, then race four visitors for the last two seats.
    for (let batch = 0; batch < 47; batch += 8) {
      const size = Math.min(8, 47 - batch);
      const answers = await Promise.all(Array.from({ length: size }, (_, i) => register(person(`default-${batch + i + 1}`))));
      expect(answers.map((a) => a.status)).toEqual(Array(size).fill(201));
    }
    const race = await Promise.all(Array.from({ length: 4 }, (_, i) => register(person(`default-race-${i}`))));
    expect(race.map((a) => a.status).sort()).toEqual([201, 201, 409, 409]);
    expect(race.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(['Sorry, this event is full.', 'Sorry, this event is full.']);
    expect(await registrationsFor(DEFAULT_EVENT_ID)).toHaveLength(50);
  });

  it('answers 400 with the SPEC messages per field', async () => {
    const answer = await register({ name: 'A', email: 'not-an-email', phone: '123' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: expect.any(String),
      errors: {
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        phone: 'Please enter a valid phone number',
      },
    });
  });

  it('answers 404 for an unknown event other than the default', async () => {
    const answer = await register({ ...person(2), eventId: 'no-such-event' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: 'Event not found' });
  });

  it('closes registration for past and inactive events with 409', async () => {
    const past = await makeEvent({ date: addDays(todayInLagos(), -1) });
    const inactive = await makeEvent({ isActive: false });
    for (const eventId of [past, inactive]) {
      const answer = await register({ ...person(3), eventId });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ success: false, message: 'Registration for this event is closed' });
      expect(await registrationsFor(eventId)).toHaveLength(0);
    }
  });

  it('keeps registration open on the event day until it starts, then closes it (the lifecycle rule)', async () => {
    // 23:59 Lagos time today has not come yet (unless this runs in that very minute).
    const later = await makeEvent({ date: todayInLagos(), startTime: '23:59', endTime: '02:00' });
    expect((await register({ ...person(4), eventId: later })).status).toBe(201);
    const started = await makeEvent({ date: todayInLagos(), startTime: '00:00', endTime: '23:59' });
    const answer = await register({ ...person(4), eventId: started });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Registration for this event is closed');
  });

  it('closes registration after the deadline day, before the event', async () => {
    const eventId = await makeEvent({ registrationDeadline: addDays(todayInLagos(), -1) });
    expect((await register({ ...person('deadline'), eventId })).status).toBe(409);
    expect(await registrationsFor(eventId)).toHaveLength(0);
    const open = await makeEvent({ registrationDeadline: todayInLagos() });
    expect((await register({ ...person('deadline'), eventId: open })).status).toBe(201);
  });

  it('refuses a cancelled event with its own message', async () => {
    const eventId = await makeEvent();
    await eventsRepo.setStatus(eventId, 'cancelled');
    const answer = await register({ ...person('cancelled'), eventId });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This event has been cancelled.');
  });

  it('closes the 2025 workshop like any past event once it is an event item', async () => {
    await eventsRepo.create(eventInput.parse(eventBody({ date: '2025-06-15', maxParticipants: 50 })), { id: `${DEFAULT_EVENT_ID}-past` });
    const answer = await register({ ...person('workshop'), eventId: `${DEFAULT_EVENT_ID}-past` });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Registration for this event is closed');
  });

  it('refuses the same email twice for one event (trimmed, any case) with a clear 409', async () => {
    const eventId = await makeEvent();
    expect((await register({ ...person(5), eventId })).status).toBe(201);
    const again = await register({ ...person(5), email: '  VISITOR5@Example.COM ', eventId });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'This email address is already registered for this event.' });
    // Another event is fine.
    expect((await register({ ...person(5), eventId: await makeEvent() })).status).toBe(201);
    expect((await eventsRepo.get(eventId))?.seatsTaken).toBe(1);
  });

  it('stores exactly 10 of 40 concurrent registrations for an event of capacity 10', async () => {
    const eventId = await makeEvent({ maxParticipants: 10 });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => register({ ...person(`c${i}`), eventId })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(30);
    expect(await registrationsFor(eventId)).toHaveLength(10);
    expect((await eventsRepo.get(eventId))?.seatsTaken).toBe(10);
  });

  it('stores one of two concurrent registrations with the same email', async () => {
    const eventId = await makeEvent();
    const answers = await Promise.all([
      register({ ...person('twin'), eventId }),
      register({ ...person('twin'), email: 'VISITORtwin@example.com', eventId }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await registrationsFor(eventId)).toHaveLength(1);
    expect((await eventsRepo.get(eventId))?.seatsTaken).toBe(1);
  });

  it('frees the seat and the email when a registration is deleted', async () => {
    const eventId = await makeEvent({ maxParticipants: 1 });
    const first = await register({ ...person('seat'), eventId });
    expect(first.status).toBe(201);
    expect((await register({ ...person('other'), eventId })).status).toBe(409);
    expect(await registrationsRepo.remove(first.body.id)).toBe(true);
    expect((await eventsRepo.get(eventId))?.seatsTaken).toBe(0);
    expect((await register({ ...person('seat'), eventId })).status).toBe(201);
  });

  it('keeps seatsTaken when the admin changes maxParticipants', async () => {
    const eventId = await makeEvent({ maxParticipants: 2 });
    await register({ ...person('keep1'), eventId });
    await register({ ...person('keep2'), eventId });
    expect((await register({ ...person('keep3'), eventId })).status).toBe(409);
    await eventsRepo.update(eventId, eventInput.parse(eventBody({ date: addDays(todayInLagos(), 7), maxParticipants: 3 })));
    expect((await eventsRepo.get(eventId))?.seatsTaken).toBe(2);
    expect((await register({ ...person('keep3'), eventId })).status).toBe(201);
    expect((await register({ ...person('keep4'), eventId })).status).toBe(409);
  });
});

describe('POST /api/register queues its mails in the same transaction', () => {
  /** Every mail waiting to be sent, whenever it is due. */
  const pendingMails = () => outboxRepo.due('9999-12-31T23:59:59.999Z', 10_000);
  const mailsAbout = async (registrationId: string) => (await pendingMails()).filter((m) => m.refs.registrationId === registrationId);

  it('writes the ticket, the confirmation (shown on the registration) and the provider notice', async () => {
    const eventId = await makeEvent();
    const answer = await register({ ...person('mail-1'), eventId });
    expect(answer.status).toBe(201);
    const stored = await getItem(keys.registration(answer.body.id));
    expect(stored?.ticketToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await getItem(keys.ticket(String(stored?.ticketToken)))).toMatchObject({ registrationId: answer.body.id, eventId });
    const mails = await mailsAbout(answer.body.id);
    expect(mails.map((m) => m.kind).sort()).toEqual(['confirmation', 'registration-notification']);
    const confirmation = mails.find((m) => m.kind === 'confirmation')!;
    expect(confirmation).toMatchObject({ to: ['visitormail-1@example.com'], status: 'queued', attempts: 0 });
    expect(stored?.mail).toEqual({ id: confirmation.id, status: 'queued' });
    const notice = mails.find((m) => m.kind === 'registration-notification')!;
    expect(notice.to).toEqual([process.env.PROVIDER_EMAIL || 'provider@harmony-music.local']);
    expect(notice.replyTo).toEqual(['visitormail-1@example.com']);
  });

  it('sends no provider notice when the provider reads the daily summary, and to their saved address otherwise', async () => {
    const eventId = await makeEvent();
    await settingsRepo.saveNotifications({ providerEmail: 'owner@harmony.example', digest: true });
    const quiet = await register({ ...person('mail-digest'), eventId });
    expect((await mailsAbout(quiet.body.id)).map((m) => m.kind)).toEqual(['confirmation']);
    await settingsRepo.saveNotifications({ providerEmail: 'owner@harmony.example', digest: false });
    const told = await register({ ...person('mail-owner'), eventId });
    expect((await mailsAbout(told.body.id)).find((m) => m.kind === 'registration-notification')?.to).toEqual(['owner@harmony.example']);
    await settingsRepo.saveNotifications({ digest: false });
  });

  it('leaves no mail behind when the registration fails (full, duplicate)', async () => {
    const eventId = await makeEvent({ maxParticipants: 1 });
    expect((await register({ ...person('mail-only'), eventId })).status).toBe(201);
    const before = (await pendingMails()).length;
    expect((await register({ ...person('mail-late'), eventId })).status).toBe(409);
    expect((await register({ ...person('mail-only'), eventId })).status).toBe(409);
    expect(await pendingMails()).toHaveLength(before);
  });

  it('queues exactly one confirmation per registration when visitors race for the seats', async () => {
    const eventId = await makeEvent({ maxParticipants: 5 });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => register({ ...person(`mail-race-${i}`), eventId })));
    const ids = answers.filter((a) => a.status === 201).map((a) => a.body.id as string);
    expect(ids).toHaveLength(5);
    const confirmations = (await pendingMails()).filter((m) => m.kind === 'confirmation' && m.refs.eventId === eventId);
    expect(confirmations.map((m) => m.refs.registrationId).sort()).toEqual([...ids].sort());
  });
});
