// Issue 36, Done when, the records with money and attendance: a paid order refunded in part, and a
// programme place with a class meeting attended, erased. Nothing in the table then holds the person's
// email, phone or name; the accounting facts stay (the amount, the Paystack reference, the refund), and
// the list counters and the day insights read the same before and after.
import { weekdayOf } from '../../contract/attendance';
import { addDays, todayInLagos } from '../../contract/dates';
import { eventInput } from '../../contract/schemas';
import type { PaystackGateway } from '../../infra/local/paystack-gateway/server';
import { eventsRepo } from '../lib/db/events-repo';
import { queryPartition, updateExisting } from '../lib/db/items';
import { keys } from '../lib/db/keys';
import { registrationsRepo } from '../lib/db/registrations-repo';
import { programmesRepo } from '../lib/db/school/programmes-repo';
import { wholeTable } from '../lib/db/test-whole-table';
import { holdUntil } from '../lib/payments/hold';
import { runMailer } from '../lib/mail/mailer';
import { runPayments } from '../lib/payments/worker';
import { call, eventBody, stepUp, useStore } from '../test/harness';
import { useGatewayWithWebhooks } from '../test/paystack-webhooks';

useStore();
const paystack = useGatewayWithWebhooks('sk_test_erasure_paid_0123456789');
let gateway: PaystackGateway;
let token: string;
beforeAll(async () => {
  gateway = paystack.gateway();
  token = await stepUp(paystack.token());
});

const EMAIL = 'remi.paid@example.com';
const PHONE = '08055554444';
const NAME = 'Remi Paidwell';
const today = todayInLagos();
const counters = async () => ({ lists: await queryPartition(keys.countersPartition), days: await queryPartition(keys.statsDaysPartition) });

it('erases a refunded paid order and an attended programme place, keeping the accounting facts and the counters', async () => {
  // A ₦5,000 order paid at the gateway's checkout, then refunded ₦2,000 by the admin.
  await eventsRepo.create(eventInput.parse(eventBody({ date: addDays(today, 7), price: 5000 })), { id: 'erasure-paid-event' });
  const order = await call('POST', '/api/register', { body: { name: NAME, email: EMAIL, phone: PHONE, eventId: 'erasure-paid-event' } });
  expect(order.status).toBe(201);
  const paid = await fetch(order.body.data.authorizationUrl as string, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
  expect(paid.status).toBe(302);
  const ticket = (await registrationsRepo.get(order.body.id as string))!.ticketToken!;
  expect((await call('POST', `/api/tickets/${ticket}/payment`)).body.payment.status).toBe('paid');
  expect((await call('POST', `/api/admin/registrations/${order.body.id as string}/refund`, { token, body: { amount: 2000 } })).status).toBe(202);
  await gateway.refundWebhooksSettled();
  await runPayments({ log: () => undefined });
  const before = (await registrationsRepo.get(order.body.id as string))!;
  expect(before.payment).toMatchObject({ refunded: 2000 });
  // The event is over now (its day has passed): the order stays as the record of what was sold, not cancelled.
  const yesterday = addDays(today, -1);
  await updateExisting(keys.event('erasure-paid-event'), { date: yesterday, registrationClosesAt: `${yesterday}T00:00:00.000Z`, ...keys.eventGsi(yesterday, 'erasure-paid-event') });

  // A place in a programme meeting on today's weekday, active, marked present at today's meeting.
  const programme = await programmesRepo.create({ name: 'Erasure strings', service: 'instrument-lessons', monthlyFee: 20000, meets: [{ day: weekdayOf(today), time: '10:00', minutes: 60 }], capacity: 10, startsOn: addDays(today, -7) });
  const enrolled = await programmesRepo.enrol(programme.id, { name: NAME, email: EMAIL, phone: PHONE, age: 30 }, { planCode: 'PLN_x', planFeeKobo: 2_000_000 }, { holdExpiresAt: holdUntil() });
  if (!enrolled.ok) throw new Error('not enrolled');
  expect(await programmesRepo.applyEvent(`test:${enrolled.learner.id}:active`, enrolled.learner, { status: 'active' })).toBe('applied');
  const marked = await call('POST', `/api/admin/programmes/${programme.id}/meetings/${today}/attendance`, { token, body: { learnerId: enrolled.learner.id } });
  expect(marked.body.status).toBe('marked');

  const countsBefore = await counters();
  const held = JSON.stringify(await wholeTable()).toLowerCase();
  for (const needle of [EMAIL, PHONE, NAME.toLowerCase()]) expect([needle, held.includes(needle)]).toEqual([needle, true]);

  const erased = await call('POST', '/api/admin/people/erase', { token, body: { email: EMAIL, reason: 'Asked at the desk' } });
  expect(erased.status).toBe(200);
  // The last mail (the erasure's confirmation) is sent, then the address it went to is forgotten too.
  await runMailer({ now: new Date(Date.now() + 2 * 3600_000), limit: 1000, send: async (m) => ({ id: m.id, sesMessageId: `ses-${m.id}` }), log: () => {} });

  const text = JSON.stringify(await wholeTable()).toLowerCase();
  for (const needle of [EMAIL, PHONE, NAME.toLowerCase()]) expect([needle, text.includes(needle)]).toEqual([needle, false]);
  // The accounting facts stay, without the identity: the amount, the payment's reference, the refund.
  const after = (await registrationsRepo.get(order.body.id as string))!;
  expect(after).toMatchObject({ name: 'Erased person', total: before.total });
  expect(after.payment).toMatchObject({ reference: before.payment!.reference, refunded: 2000, amount: before.payment!.amount });
  // The meeting's mark and count stay: the class still had one learner present.
  const meeting = await call('GET', `/api/admin/programmes/${programme.id}/meetings/${today}`, { token });
  expect(meeting.body.data.meeting.present).toBe(1);
  expect(await counters()).toEqual(countsBefore);
});
