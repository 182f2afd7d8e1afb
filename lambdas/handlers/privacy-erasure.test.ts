// Issue 36, Done when: one person in many kinds of record (buyer and attendee of group orders with
// answers, a contact message, a trial booking as a child's guardian, a waitlist entry, every mail sent),
// erased; then the whole local table is read and nothing holds their email, phone or name; the list
// counters and the day insights read the same before and after.
import { addDays, todayInLagos } from '../../contract/dates';
import { WEEKDAYS } from '../../contract/school';
import { queryPartition, updateExisting } from '../lib/db/items';
import { keys } from '../lib/db/keys';
import { outboxRepo } from '../lib/db/outbox-repo';
import { wholeTable } from '../lib/db/test-whole-table';
import { runMailer } from '../lib/mail/mailer';
import { call, createAdmin, eventBody, loginToken, stepUp, useStore } from '../test/harness';

useStore();
let token: string;
beforeAll(async () => {
  await createAdmin();
  token = await loginToken();
});
// Finding and erasing a person are among the riskiest actions: each case's session has just confirmed who it is.
beforeEach(() => stepUp(token));

const EMAIL = 'tola.unique@example.com';
const PHONE = '08077776666';
const NAME = 'Tola Unique';
const QUESTIONS = [{ id: 'church', label: 'Church or choir', kind: 'text', required: true, per: 'order' }];

async function event(overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = await call('POST', '/api/admin/events', { token, body: eventBody({ date: addDays(todayInLagos(), 10), price: 0, questions: QUESTIONS, ...overrides }) });
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}
const counters = async () => ({ lists: await queryPartition(keys.countersPartition), days: await queryPartition(keys.statsDaysPartition) });
const sendAll = () => runMailer({ now: new Date(Date.now() + 2 * 3600_000), limit: 1000, send: async (m) => ({ id: m.id, sesMessageId: `ses-${m.id}` }), log: () => {} });

it('after erasure nothing in the table holds the person’s email, phone or name, and the counters read the same', async () => {
  // A past event's orders: buyer of a group order with answers, and attendee of someone else's.
  const past = await event({ maxParticipants: 20 });
  const own = await call('POST', '/api/register', { body: { name: NAME, email: EMAIL, phone: PHONE, eventId: past, answers: { church: `${NAME}'s choir` }, tickets: [{ ticketTypeId: 'general', name: NAME }, { ticketTypeId: 'general', name: 'Kemi Other', email: 'kemi.other@example.com' }] } });
  expect(own.status).toBe(201);
  const theirs = await call('POST', '/api/register', { body: { name: 'Sade Buyer', email: 'sade.buyer@example.com', phone: '08011110000', eventId: past, answers: { church: 'St Paul' }, tickets: [{ ticketTypeId: 'general', name: 'Sade Buyer' }, { ticketTypeId: 'general', name: NAME, email: EMAIL }] } });
  expect(theirs.status).toBe(201);
  // The event is over now (as if its day had passed): its tickets are the record of what was sold.
  const yesterday = addDays(todayInLagos(), -1);
  await updateExisting(keys.event(past), { date: yesterday, registrationClosesAt: `${yesterday}T00:00:00.000Z`, ...keys.eventGsi(yesterday, past) });

  // A waitlist entry on a full event.
  const full = await event({ maxParticipants: 1, questions: [] });
  expect((await call('POST', '/api/register', { body: { name: 'Seat Taker', email: 'taker@example.com', phone: '08000000001', eventId: full } })).status).toBe(201);
  expect((await call('POST', `/api/events/${full}/waitlist`, { body: { name: NAME, email: EMAIL, phone: PHONE, marketingConsent: true } })).status).toBe(201);

  // A contact message and a trial lesson booked for a child, as their guardian.
  expect((await call('POST', '/api/contact', { body: { name: NAME, email: EMAIL, phone: PHONE, message: `Hello, this is ${NAME}`, fillMs: 8000 } })).status).toBe(201);
  expect((await call('PUT', '/api/admin/availability', { token, body: { weekly: WEEKDAYS.map((day) => ({ day, from: '06:00', to: '22:00', slotMinutes: 60 })), daysOff: [], daysAhead: 14 } })).status).toBe(200);
  const slot = ((await call('GET', '/api/trial-slots')).body.data.slots as Array<{ id: string; startsAt: string }>).find((s) => Date.parse(s.startsAt) > Date.now() + 48 * 3600_000)!;
  const trial = await call('POST', '/api/trial-bookings', { body: { slotId: slot.id, name: 'Little Unique', email: EMAIL, phone: PHONE, service: 'music-education', age: 9, guardianName: NAME, guardianEmail: EMAIL, guardianPhone: PHONE, guardianConfirmed: true, fillMs: 8000 } });
  expect(trial.status).toBe(201);

  // Every mail sent.
  await sendAll();
  expect((await outboxRepo.due('9999', 1000)).length).toBe(0);
  const before = await counters();
  // The check below bites: before the erasure the person is all over the table.
  const held = JSON.stringify(await wholeTable()).toLowerCase();
  for (const needle of [EMAIL, PHONE, NAME.toLowerCase()]) expect([needle, held.includes(needle)]).toEqual([needle, true]);

  const erased = await call('POST', '/api/admin/people/erase', { token, body: { email: EMAIL, reason: 'Asked by mail' } });
  expect(erased.status).toBe(200);
  expect(erased.body.data).toMatchObject({ alreadyErased: false, cancelledTickets: 0 });
  await sendAll();

  const text = JSON.stringify(await wholeTable()).toLowerCase();
  for (const needle of [EMAIL, PHONE, NAME.toLowerCase(), '07776666']) expect([needle, text.includes(needle)]).toEqual([needle, false]);
  // Others' data in the same orders stays.
  expect(text).toContain('kemi.other@example.com');
  expect(text).toContain('sade.buyer@example.com');
  // Accounting facts stay: both orders, their totals and statuses.
  const view = await call('GET', `/api/admin/people?q=${encodeURIComponent(EMAIL)}`, { token });
  expect(view.body.data).toMatchObject({ orders: [], messages: [], trialBookings: [], waitlist: [], mails: [] });

  const after = await counters();
  expect(after.lists).toEqual(before.lists);
  expect(after.days).toEqual(before.days);
});
