// No personal data in any log line (docs/PRODUCT-RULES.md, People's data): the
// main journeys of a visitor, a parent, a payer and the admin run through the
// real handlers, the payments worker and the mailer against the local store and
// the local Paystack-compatible gateway, with every console line captured; then
// each line is searched for the people's emails, phones, names, messages and
// ticket tokens. Lambda's log is what a function writes to the console.
import { addDays, todayInLagos } from '../../contract/dates';
import { WEEKDAYS } from '../../contract/school';
import { getItem } from './db/items';
import { keys } from './db/keys';
import { outboxRepo } from './db/outbox-repo';
import { runMailer } from './mail/mailer';
import { runPayments } from './payments/worker';
import { call, eventBody, useStore } from '../test/harness';
import { useSchoolGateway } from '../test/school-gateway';

useStore();
const school = useSchoolGateway('sk_test_log_privacy_0123456789abcdef');

const lines: string[] = [];
const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
beforeAll(() => {
  for (const method of methods) jest.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map((a) => (a instanceof Error ? `${a.stack}` : typeof a === 'string' ? a : JSON.stringify(a))).join(' ')));
});
afterAll(() => jest.restoreAllMocks());

/** Everyone the journeys below write about, and what must never be logged of them. */
const people = {
  buyer: { name: 'Adaeze Okonkwo-Bright', email: 'adaeze.bright@example.com', phone: '08031112233' },
  friend: { name: 'Tamuno Briggs-Ekine', email: 'tamuno.ekine@example.com' },
  payer: { name: 'Folasade Adeyemi-Cole', email: 'folasade.cole@example.com', phone: '08054445566' },
  writer: { name: 'Chinedu Nwankwo-Obi', email: 'chinedu.obi@example.com', phone: '07067778899' },
  child: { name: 'Kelechi Junior Amadi', email: 'amadi.family@example.com', phone: '08123334455', guardianName: 'Ngozi Amadi-Okafor', guardianEmail: 'ngozi.guardian@example.com', guardianPhone: '08129998877' },
  learner: { name: 'Oluwaseun Bankole-Ade', email: 'seun.bankole@example.com', phone: '09011122334' },
  waiting: { name: 'Ifeoma Chukwu-Eze', email: 'ifeoma.eze@example.com', phone: '08169990011' },
};
const secretMessage = 'Please call me about the Saturday choir, my number is on file';
const tokens: string[] = [];

let token: string;
beforeAll(() => {
  token = school.token();
});

async function event(overrides: Record<string, unknown>): Promise<string> {
  const answer = await call('POST', '/api/admin/events', { body: eventBody({ date: addDays(todayInLagos(), 10), ...overrides }), token });
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}

it('writes no email, phone, name, message or token of anyone to the log, whatever the journey', async () => {
  // A free group order: the buyer and a friend with an email of their own.
  const free = await event({ price: 0, title: 'Free choir evening' });
  const order = await call('POST', '/api/register', {
    body: { ...people.buyer, eventId: free, tickets: [{ ticketTypeId: 'general', name: people.buyer.name }, { ticketTypeId: 'general', name: people.friend.name, email: people.friend.email }], marketingConsent: true },
  });
  expect(order.status).toBe(201);
  const stored = await getItem(keys.registration(order.body.id as string));
  for (const t of (stored!.tickets as Array<{ token: string }>) ?? []) tokens.push(t.token);

  // A paid order, through the gateway's checkout and its webhooks, then the worker.
  const paid = await event({ price: 5000, title: 'Paid masterclass' });
  const checkout = await call('POST', '/api/register', { body: { ...people.payer, eventId: paid } });
  expect(checkout.status).toBe(201);
  await school.pay(checkout.body.data.authorizationUrl as string);
  await runPayments({});

  // A contact message, and a bot's (the form trap logs it).
  expect((await call('POST', '/api/contact', { body: { ...people.writer, message: secretMessage, service: 'vocal-training' } })).status).toBe(201);
  expect((await call('POST', '/api/contact', { body: { ...people.writer, message: secretMessage, homepage: 'http://spam.example' } })).status).toBeLessThan(500);

  // A trial lesson for a child, booked by the guardian.
  const weekly = WEEKDAYS.map((day) => ({ day, from: '06:00', to: '22:00', slotMinutes: 60 }));
  expect((await call('PUT', '/api/admin/availability', { body: { weekly, daysOff: [], daysAhead: 14 }, token })).status).toBe(200);
  const slots = (await call('GET', '/api/trial-slots')).body.data.slots as Array<{ id: string; startsAt: string }>;
  const slot = slots.find((s) => new Date(s.startsAt).getTime() > Date.now() + 6 * 3600_000)!;
  const trial = await call('POST', '/api/trial-bookings', { body: { slotId: slot.id, ...people.child, service: 'instrument-lessons', age: 9, guardianConfirmed: true } });
  expect(trial.status).toBe(201);

  // A monthly programme: enrolment and its first payment.
  const programme = await call('POST', '/api/admin/programmes', {
    body: { name: 'Junior piano', service: 'instrument-lessons', monthlyFee: 20000, meets: [{ day: 'sat', time: '10:00', minutes: 60 }], capacity: 10, startsOn: addDays(todayInLagos(), 3) },
    token,
  });
  expect(programme.status).toBe(201);
  const enrolled = await call('POST', `/api/programmes/${programme.body.id as string}/enrol`, { body: { ...people.learner, age: 30 } });
  expect(enrolled.status).toBe(201);
  await school.pay(enrolled.body.data.authorizationUrl as string);

  // The waitlist of a full event.
  const full = await event({ price: 0, title: 'Tiny recital', maxParticipants: 1 });
  expect((await call('POST', '/api/register', { body: { ...people.buyer, eventId: full } })).status).toBe(201);
  expect((await call('POST', `/api/events/${full}/waitlist`, { body: { ...people.waiting, quantity: 1 } })).status).toBe(201);

  // The admin searches for people and the door lists them.
  expect((await call('GET', `/api/admin/registrations?search=${encodeURIComponent(people.buyer.email)}`, { token })).status).toBe(200);
  expect((await call('GET', `/api/admin/contacts?search=${encodeURIComponent(people.writer.name)}`, { token })).status).toBe(200);
  expect((await call('GET', `/api/admin/events/${free}/attendees`, { token })).status).toBe(200);

  // The mailer sends everything queued; one mail is refused with SES's own words, which name the address.
  let refused = false;
  await runMailer({
    limit: 500,
    send: async (mail) => {
      if (!refused) {
        refused = true;
        throw Object.assign(new Error(`Email address is not verified. The following identities failed the check in region EU-WEST-1: ${mail.to.map((a) => (typeof a === 'string' ? a : a.email)).join(', ')}`), { name: 'MessageRejected', $metadata: { httpStatusCode: 400 } });
      }
      return { id: mail.id, sesMessageId: `local-${mail.id}` };
    },
  });
  expect((await outboxRepo.due('9999-12-31T23:59:59.999Z', 1000)).length).toBeGreaterThanOrEqual(0);

  // A wrong password for the admin, and a route that refuses a made-up ticket token.
  expect((await call('POST', '/api/admin/login', { body: { username: 'admin', password: people.buyer.email } })).status).toBe(401);
  expect((await call('GET', `/api/tickets/${tokens[0]}x`)).status).toBe(404);

  expect(lines.length).toBeGreaterThan(0);
  const secrets = [
    ...Object.values(people).flatMap((p) => Object.values(p)),
    ...Object.values(people).flatMap((p) => ('phone' in p ? [p.phone.replace(/^0/, '+234'), p.phone.replace(/^0/, '234')] : [])),
    secretMessage,
    ...tokens,
  ];
  const leaks = lines.flatMap((line) => secrets.filter((secret) => line.toLowerCase().includes(secret.toLowerCase())).map((secret) => `${secret} in: ${line.slice(0, 300)}`));
  expect(leaks).toEqual([]);
});
