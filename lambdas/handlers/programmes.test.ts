// Monthly programmes (docs/PRODUCT-RULES.md, Monthly programmes) through the real
// handlers against the local Paystack-compatible gateway on 127.0.0.1: enrolment,
// the seats under concurrency, and the whole monthly cycle by webhook (first payment,
// next month billed, a failed charge, stop), each webhook replayed and applied once.
import { addDays, lagosDay, todayInLagos } from '../../contract/dates';
import { monthCoveredFrom, PROGRAMME_MESSAGES } from '../../contract/programmes';
import type { StatsData } from '../../contract/stats';
import { outboxRepo } from '../lib/db/outbox-repo';
import { renderMail } from '../lib/mail/render';
import { signPaystackBody } from '../lib/payments/paystack-signature';
import { call, useStore } from '../test/harness';
import { useSchoolGateway } from '../test/school-gateway';
import { expectLogs } from '../test/logs';

// Replays, Paystack out of reach and the webhooks not applied are logged (the last checked below).
const logged = expectLogs(
  'paystack initialize failed',
  'paystack subscription webhook replayed',
  'paystack subscription webhook for an unknown customer: not applied',
  'paystack subscription webhook with a wrong amount: not applied',
);

useStore();

const KEY = 'sk_test_programmes_handlers_0123456789';
const school = useSchoolGateway(KEY);
const { answered, pay, replay } = school;
// Read when the tests run (beforeAll has started them).
let gateway: ReturnType<typeof school.gateway>;
let token: string;
beforeAll(() => {
  gateway = school.gateway();
  token = school.token();
});

const startsOn = addDays(todayInLagos(), 3);
const programme = (overrides: Record<string, unknown> = {}) => ({
  name: 'Junior piano',
  service: 'instrument-lessons',
  monthlyFee: 20000,
  meets: [{ day: 'sat', time: '10:00', minutes: 60 }],
  capacity: 10,
  startsOn,
  ...overrides,
});
async function createProgramme(overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = await call('POST', '/api/admin/programmes', { body: programme(overrides), token });
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}
let serial = 0;
const learner = (overrides: Record<string, unknown> = {}) => ({ name: `Learner ${++serial}`, email: `learner${serial}@example.com`, phone: '08012345678', age: 30, ...overrides });
const enrol = (id: string, body: Record<string, unknown> = learner()) => call('POST', `/api/programmes/${id}/enrol`, { body });
const roster = async (id: string) => (await call('GET', `/api/admin/programmes/${id}/learners`, { token })).body.data.items as { id: string; status: string; paidThrough?: string }[];
const lastSent = (event: string) => gateway.subscriptionEvents().filter((e) => e.event === event).at(-1)!;
const publicProgramme = async (id: string) => ((await call('GET', '/api/programmes')).body.data as { id: string; seatsLeft: number }[]).find((p) => p.id === id)!;

describe('the admin defines programmes', () => {
  it('creates one, lists it publicly with its seats left and naira fee, and edits it', async () => {
    const id = await createProgramme({ capacity: 4 });
    expect(await publicProgramme(id)).toMatchObject({ id, name: 'Junior piano', monthlyFee: 20000, seatsLeft: 4, meets: [{ day: 'sat', time: '10:00', minutes: 60 }] });
    const edited = await call('PUT', `/api/admin/programmes/${id}`, { body: programme({ capacity: 6, name: 'Junior piano (Saturday)' }), token });
    expect(edited.status).toBe(200);
    expect(await publicProgramme(id)).toMatchObject({ name: 'Junior piano (Saturday)', seatsLeft: 6 });
  });

  it('refuses bad programmes with field messages and unknown ones with 404', async () => {
    const bad = await call('POST', '/api/admin/programmes', { body: programme({ monthlyFee: 'lots', meets: [], startsOn: '2026-13-01' }), token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ monthlyFee: PROGRAMME_MESSAGES.fee, meets: PROGRAMME_MESSAGES.meets, startsOn: PROGRAMME_MESSAGES.startsOn });
    expect((await call('PUT', '/api/admin/programmes/nope', { body: programme(), token })).status).toBe(404);
    expect((await call('POST', '/api/admin/programmes', { body: programme() })).status).toBe(401);
  });

  it('will not cut the capacity below the learners enrolled', async () => {
    const id = await createProgramme({ capacity: 2 });
    expect((await enrol(id)).status).toBe(201);
    expect((await enrol(id)).status).toBe(201);
    const cut = await call('PUT', `/api/admin/programmes/${id}`, { body: programme({ capacity: 1 }), token });
    expect(cut.status).toBe(400);
    expect(cut.body.errors).toEqual({ capacity: PROGRAMME_MESSAGES.capacityBelowTaken });
  });
});

describe('enrolling', () => {
  it('takes a seat as pending, makes the plan once and initializes the first month with it', async () => {
    const id = await createProgramme();
    const first = await enrol(id);
    expect(first.status).toBe(201);
    expect(first.body.data.authorizationUrl).toMatch(new RegExp(`^${gateway.url}/checkout/`));
    const second = await enrol(id);
    const charged = gateway.transactions().filter((t) => t.reference === first.body.id);
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ amount: 2_000_000, currency: 'NGN', plan: { amount: 2_000_000, interval: 'monthly' } });
    // One plan for the programme's fee: the second enrolment used the same one.
    const plans = new Set(gateway.transactions().filter((t) => [first.body.id, second.body.id].includes(t.reference)).map((t) => t.plan!.plan_code));
    expect(plans.size).toBe(1);
    expect(await roster(id)).toEqual(expect.arrayContaining([expect.objectContaining({ id: first.body.id, status: 'pending' })]));
    expect((await publicProgramme(id)).seatsLeft).toBe(8);
  });

  it('refuses an age under 8, a minor without a guardian, an unknown programme and the same email twice', async () => {
    const id = await createProgramme();
    const young = await enrol(id, learner({ age: 7 }));
    expect(young.status).toBe(400);
    expect(young.body.errors).toEqual({ age: PROGRAMME_MESSAGES.tooYoung });
    const minor = await enrol(id, learner({ age: 12 }));
    expect(minor.body.errors).toEqual({ guardianName: expect.stringMatching(/guardian/), guardianEmail: expect.stringMatching(/guardian/), guardianConfirmed: expect.stringMatching(/guardian/) });
    expect((await enrol(id, learner({ age: 12, guardianName: 'Ada Obi', guardianPhone: '08031230000', guardianConfirmed: true }))).status).toBe(201);
    expect((await enrol('nope')).status).toBe(404);
    const twice = learner();
    expect((await enrol(id, twice)).status).toBe(201);
    const again = await enrol(id, twice);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PROGRAMME_MESSAGES.alreadyEnrolled);
    expect((await publicProgramme(id)).seatsLeft).toBe(8);
  });

  it('gives the seat back when Paystack cannot start the checkout (503), leaving no learner behind', async () => {
    const id = await createProgramme({ capacity: 2 });
    expect((await enrol(id)).status).toBe(201);
    process.env.PAYSTACK_BASE_URL = 'http://127.0.0.1:9';
    try {
      expect((await enrol(id)).status).toBe(503);
    } finally {
      process.env.PAYSTACK_BASE_URL = gateway.url;
    }
    expect(await roster(id)).toHaveLength(1);
    expect((await publicProgramme(id)).seatsLeft).toBe(1);
  });

  it('gives the last 3 seats to exactly 3 of 10 parallel enrolments; the others get 409 and nothing is written', async () => {
    const id = await createProgramme({ capacity: 5 });
    await enrol(id);
    await enrol(id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => enrol(id)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual(Array(7).fill(409));
    expect(refused[0].body.message).toBe(PROGRAMME_MESSAGES.full);
    expect(await roster(id)).toHaveLength(5);
    expect((await publicProgramme(id)).seatsLeft).toBe(0);
  });
});

describe('the monthly cycle through the local gateway', () => {
  it('first payment -> active, next month billed -> paidThrough advances, a failed charge -> overdue, stop -> stopped; each webhook replayed 3 times applied once', async () => {
    const id = await createProgramme({ capacity: 3 });
    const enrolled = await enrol(id);
    const manage = await pay(enrolled.body.data.authorizationUrl);
    const manageToken = new URL(manage).pathname.split('/').at(-1)!;
    const firstMonth = monthCoveredFrom(startsOn);
    expect(await roster(id)).toEqual([expect.objectContaining({ id: enrolled.body.id, status: 'active', paidThrough: firstMonth })]);
    const [subscription] = gateway.subscriptions().filter((s) => s.charges[0] === enrolled.body.id);
    expect(subscription.status).toBe('active');
    await replay(gateway.subscriptionEvents().find((e) => e.event === 'subscription.create' && e.body.includes(subscription.code))!.body);
    // The first charge.success, replayed: still one month paid.
    await replay(school.firstCharge(enrolled.body.id));
    expect((await roster(id))[0].paidThrough).toBe(firstMonth);
    // One enrolment mail, with the manage link, however often the first charge came.
    const mails = (await outboxRepo.due('9999-12-31T23:59:59.999Z', 10_000)).filter((m) => m.kind === 'enrolment-confirmation' && m.refs.learnerId === enrolled.body.id);
    expect(mails).toHaveLength(1);
    const rendered = await renderMail(mails[0], { name: 'Test School', origin: 'https://school.example' }, new Date());
    expect('content' in rendered && rendered.content.text).toContain(`https://school.example/enrolments/${manageToken}`);
    expect('content' in rendered && rendered.content.text).toContain('Monthly fee: ₦20,000');

    // Next month, paid.
    const billed = await gateway.billNextMonth(subscription.code, 'success');
    expect(billed).toMatchObject({ ok: true, deliveries: [{ ok: true, statusCode: 200 }] });
    const secondMonth = monthCoveredFrom(addDays(firstMonth, 1));
    expect((await roster(id))[0]).toMatchObject({ status: 'active', paidThrough: secondMonth });
    await replay(lastSent('charge.success').body);
    expect((await roster(id))[0].paidThrough).toBe(secondMonth);

    // The month after, declined.
    expect(await gateway.billNextMonth(subscription.code, 'failed')).toMatchObject({ ok: true, deliveries: [{ ok: true }] });
    expect((await roster(id))[0]).toMatchObject({ status: 'overdue', paidThrough: secondMonth });
    await replay(lastSent('invoice.payment_failed').body);
    expect((await roster(id))[0].status).toBe('overdue');
    // One polite reminder, however often the failure came, with the manage link; addressed to the guardian when there is one.
    const reminders = (await outboxRepo.due('9999-12-31T23:59:59.999Z', 10_000)).filter((m) => m.kind === 'enrolment-overdue' && m.refs.learnerId === enrolled.body.id);
    expect(reminders).toHaveLength(1);
    const reminder = await renderMail(reminders[0], { name: 'Test School', origin: 'https://school.example' }, new Date());
    expect('content' in reminder && reminder.content.subject).toBe('Payment reminder: Junior piano');
    expect('content' in reminder && reminder.content.text).toContain('This month’s payment of ₦20,000');
    expect('content' in reminder && reminder.content.text).toContain(`https://school.example/enrolments/${manageToken}`);

    // Paid again after all: active once more.
    await gateway.billNextMonth(subscription.code, 'success');
    expect((await roster(id))[0]).toMatchObject({ status: 'active', paidThrough: monthCoveredFrom(addDays(secondMonth, 1)) });
    // Paid before the reminder went out: it is not sent.
    expect(await renderMail(reminders[0], { name: 'Test School', origin: 'https://school.example' }, new Date())).toEqual({ gone: 'The learner is no longer overdue.' });

    // The learner stops it from their manage page: Paystack's /subscription/disable, then stopped and the seat back.
    const view = await call('GET', `/api/enrolments/${manageToken}`);
    expect(view.body.data).toMatchObject({ status: 'active', programme: { name: 'Junior piano', monthlyFee: 20000 } });
    expect(view.body.data.email).toBeUndefined();
    const stopped = await call('POST', `/api/enrolments/${manageToken}/stop`);
    expect(stopped.status).toBe(200);
    expect(stopped.body.data.status).toBe('stopped');
    expect(gateway.subscriptions().find((s) => s.code === subscription.code)!.status).toBe('cancelled');
    await gateway.subscriptionWebhooksSettled();
    await replay(lastSent('subscription.disable').body);
    expect((await roster(id))[0].status).toBe('stopped');
    expect((await publicProgramme(id)).seatsLeft).toBe(3);
    expect((await call('POST', `/api/enrolments/${manageToken}/stop`)).status).toBe(409);
    // Every webhook the gateway sent was answered 200.
    expect(answered.filter((a) => a.status !== 200)).toEqual([]);
  });

  it('ignores, with 200, a subscription webhook for an unknown customer or with a wrong amount; refuses a bad signature', async () => {
    const id = await createProgramme();
    const enrolled = await enrol(id);
    await pay(enrolled.body.data.authorizationUrl);
    const [subscription] = gateway.subscriptions().filter((s) => s.charges[0] === enrolled.body.id);
    const charge = (data: Record<string, unknown>) =>
      JSON.stringify({ event: 'charge.success', data: { reference: `x-${++serial}`, status: 'success', amount: 2_000_000, currency: 'NGN', paid_at: new Date().toISOString(), plan: { plan_code: subscription.plan.plan_code }, customer: { email: subscription.email }, ...data } });
    const before = (await roster(id))[0];
    await replay(charge({ amount: 1_000_000 }));
    await replay(charge({ customer: { email: 'stranger@example.com' } }));
    await replay(JSON.stringify({ event: 'invoice.payment_failed', data: { invoice_code: 'INV_x', amount: 2_000_000, subscription: { subscription_code: 'SUB_unknown' } } }));
    expect((await roster(id))[0]).toEqual(before);
    // Each one not applied is logged, for whoever looks into a customer's complaint.
    const notApplied = logged().filter((line) => line.level === 'warn').map((line) => line.message);
    expect(notApplied).toEqual(expect.arrayContaining(['paystack subscription webhook with a wrong amount: not applied', 'paystack subscription webhook for an unknown customer: not applied']));
    const body = charge({});
    expect((await call('POST', '/api/payments/paystack/webhook', { body, headers: { 'x-paystack-signature': signPaystackBody(body, 'sk_test_wrong') } })).status).toBe(401);
    expect((await roster(id))[0]).toEqual(before);
  });

  it('a stop before the first payment is refused: there is no subscription yet', async () => {
    const id = await createProgramme();
    await enrol(id);
    const pending = gateway.transactions().at(-1)!;
    const manageToken = new URL(pending.callbackUrl!).pathname.split('/').at(-1)!;
    const answer = await call('POST', `/api/enrolments/${manageToken}/stop`);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(PROGRAMME_MESSAGES.notStarted);
    expect((await call('GET', '/api/enrolments/not-a-token')).status).toBe(404);
  });
});

describe('the insights (GET /api/admin/stats) count learners and money from the webhooks as they are applied', () => {
  it('parallel first payments, a month billed, a declined month, replays and a stop: the counters equal a count of the learners and charges', async () => {
    const id = await createProgramme({ name: 'Vocal group', service: 'vocal-training', capacity: 6 });
    const enrolments = await Promise.all(Array.from({ length: 4 }, () => enrol(id)));
    await Promise.all(enrolments.map((e) => pay(e.body.data.authorizationUrl)));
    const subscriptions = gateway.subscriptions().filter((s) => enrolments.some((e) => s.charges[0] === e.body.id));
    expect(subscriptions).toHaveLength(4);
    await Promise.all([gateway.billNextMonth(subscriptions[0].code, 'success'), gateway.billNextMonth(subscriptions[1].code, 'failed')]);
    // Every webhook of this programme sent again: replays move no counter.
    const plan = subscriptions[0].plan.plan_code;
    const sent = gateway.subscriptionEvents().filter((e) => e.body.includes(plan) || subscriptions.some((s) => e.body.includes(s.code)));
    // Copies: read again after the billing for the month charged.
    const charged = new Set(gateway.subscriptions().flatMap((s) => (subscriptions.some((mine) => mine.code === s.code) ? s.charges : [])));
    const charges = gateway.transactions().filter((t) => t.status === 'success' && charged.has(t.reference));
    const chargeBodies = charges.map((t) =>
      JSON.stringify({ event: 'charge.success', data: { reference: t.reference, status: 'success', amount: t.amount, currency: 'NGN', paid_at: t.paidAt, plan: t.plan, customer: { email: t.email } } }),
    );
    await Promise.all([...sent.map((e) => e.body), ...chargeBodies].map(replay));
    const stopToken = (await fetchManageToken(enrolments[2].body.id))!;
    expect((await call('POST', `/api/enrolments/${stopToken}/stop`)).status).toBe(200);
    await gateway.subscriptionWebhooksSettled();

    // The count made from the items: the roster's statuses, and the charges Paystack confirmed, by Lagos month.
    const learners = await roster(id);
    const collected = new Map<string, number>();
    for (const t of charges) {
      const month = lagosDay(new Date(t.paidAt!)).slice(0, 7);
      collected.set(month, (collected.get(month) ?? 0) + t.amount / 100);
    }
    expect([...collected.values()].reduce((a, b) => a + b, 0)).toBe(5 * 20000);
    const { data } = (await call('GET', '/api/admin/stats', { token })).body as { data: StatsData };
    const stats = data.programmes.find((p) => p.id === id)!;
    expect(stats).toMatchObject({
      name: 'Vocal group',
      service: 'vocal-training',
      activeLearners: learners.filter((l) => l.status === 'active').length,
      overdueLearners: learners.filter((l) => l.status === 'overdue').length,
    });
    expect([stats.activeLearners, stats.overdueLearners]).toEqual([2, 1]);
    for (const { month, naira } of stats.revenue) expect([month, naira]).toEqual([month, collected.get(month) ?? 0]);
    expect(stats.revenue.map((r) => r.month)).toContain(todayInLagos().slice(0, 7));
    // Enrolled under the service: every learner whose first month was paid, once.
    expect(data.services.find((s) => s.service === 'vocal-training')?.enrolled).toBe(4);
  });
});

/** The learner's manage token, from the checkout's callback the enrolment started. */
async function fetchManageToken(learnerId: string): Promise<string | undefined> {
  const transaction = gateway.transactions().find((t) => t.reference === learnerId);
  return transaction?.callbackUrl ? new URL(transaction.callbackUrl).pathname.split('/').at(-1) : undefined;
}

