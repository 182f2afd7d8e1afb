// Paystack payments through the real handlers, against the local
// Paystack-compatible gateway (infra/local/paystack-gateway/) on 127.0.0.1.
import { addDays, todayInLagos } from '../../contract/dates';
import { eventInput } from '../../contract/schemas';
import { startPaystackGateway, type PaystackGateway } from '../../infra/local/paystack-gateway/server';
import { eventsRepo } from '../lib/db/events-repo';
import { getItem } from '../lib/db/items';
import { keys } from '../lib/db/keys';
import { outboxRepo } from '../lib/db/outbox-repo';
import { registrationsRepo } from '../lib/db/registrations-repo';
import { signPaystackBody } from '../lib/payments/paystack-signature';
import { resetPaystackSecretKey } from '../lib/payments/secret-key';
import { runPayments } from '../lib/payments/worker';
import { call, createAdmin, eventBody, loginToken, useStore } from '../test/harness';
import { expectLogs } from '../test/logs';

// Paystack out of reach and the webhook's replays are logged (checked below).
const logged = expectLogs('paystack initialize failed', 'paystack webhook replayed');

useStore();

const KEY = 'sk_test_payments_handlers_0123456789';
let gateway: PaystackGateway;

beforeAll(async () => {
  gateway = await startPaystackGateway({ secretKey: KEY });
  process.env.PAYSTACK_SECRET_KEY = KEY;
  process.env.PAYSTACK_BASE_URL = gateway.url;
  process.env.SITE_ORIGIN = 'http://127.0.0.1:9';
  delete process.env.PAYSTACK_SECRET_ARN;
  resetPaystackSecretKey();
});
afterAll(async () => {
  await gateway.close();
  delete process.env.PAYSTACK_SECRET_KEY;
  delete process.env.PAYSTACK_BASE_URL;
  delete process.env.SITE_ORIGIN;
  delete process.env.PAYMENT_HOLD_MINUTES;
  resetPaystackSecretKey();
});

let serial = 0;
async function makeEvent(overrides: Record<string, unknown> = {}) {
  const id = `pay-event-${++serial}`;
  await eventsRepo.create(eventInput.parse(eventBody({ date: addDays(todayInLagos(), 7), price: 5000, ...overrides })), { id });
  return id;
}
const person = (n: number | string) => ({ name: `Buyer ${n}`, email: `buyer${n}@example.com`, phone: '08012345678' });
const register = (eventId: string, n: number | string) => call('POST', '/api/register', { body: { ...person(n), eventId } });

/** The visitor presses a button on the gateway's checkout page. */
async function choose(authorizationUrl: string, action: 'pay' | 'decline') {
  const res = await fetch(authorizationUrl, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });
  expect(res.status).toBe(302);
}

/** What Paystack would POST: the transaction as the gateway reports it, signed. */
function webhookFor(reference: string, change: Record<string, unknown> = {}) {
  const transaction = gateway.transactions().find((t) => t.reference === reference)!;
  const body = JSON.stringify({
    event: 'charge.success',
    data: { reference, status: transaction.status, amount: transaction.amount, currency: transaction.currency, paid_at: transaction.paidAt, ...change },
  });
  return body;
}
/** Signed with our key unless a signature (or null: none) is given. */
const postWebhook = (body: string, signature: string | null = signPaystackBody(body, KEY)) =>
  call('POST', '/api/payments/paystack/webhook', { body, headers: signature === null ? {} : { 'x-paystack-signature': signature } });

const mailsFor = async (registrationId: string) => {
  const due = await outboxRepo.due('9999', 500);
  return due.filter((m) => m.refs.registrationId === registrationId);
};
const seats = async (eventId: string) => (await eventsRepo.get(eventId))!.seatsTaken;

describe('registering for a priced event with a Paystack key', () => {
  it('holds the seat as pending_payment, initializes in kobo with our reference and answers data.authorizationUrl, with no mail yet', async () => {
    const eventId = await makeEvent();
    const answer = await register(eventId, 1);
    expect(answer.status).toBe(201);
    expect(answer.body.data.authorizationUrl).toMatch(new RegExp(`^${gateway.url}/checkout/`));
    const registration = (await registrationsRepo.get(answer.body.id))!;
    expect(registration).toMatchObject({ status: 'pending_payment', payment: { status: 'pending', amount: 5000, reference: answer.body.id } });
    expect(registration.mail).toBeUndefined();
    expect(await mailsFor(answer.body.id)).toEqual([]);
    expect(await seats(eventId)).toBe(1);
    const t = gateway.transactions().find((x) => x.reference === answer.body.id)!;
    expect(t).toMatchObject({ amount: 500000, currency: 'NGN', email: 'buyer1@example.com', callbackUrl: `http://127.0.0.1:9/tickets/${registration.ticketToken}` });
    expect(t.metadata).toEqual({ eventId, registrationId: answer.body.id });
  });

  it('charges the early-bird price while it applies, as the event page shows it', async () => {
    const eventId = await makeEvent({ price: 5000, earlyBirdPrice: 4000, earlyBirdEndsOn: addDays(todayInLagos(), 2) });
    const answer = await register(eventId, 'early');
    expect(answer.status).toBe(201);
    expect((await registrationsRepo.get(answer.body.id))!.payment).toMatchObject({ status: 'pending', amount: 4000 });
    expect(gateway.transactions().find((x) => x.reference === answer.body.id)).toMatchObject({ amount: 400000, currency: 'NGN' });
  });

  it('free events skip all of it', async () => {
    const eventId = await makeEvent({ price: 0 });
    const answer = await register(eventId, 'free');
    expect(answer.body.data).toEqual({ total: 0, tickets: [expect.objectContaining({ ticketTypeId: 'general' })] });
    const registration = (await registrationsRepo.get(answer.body.id))!;
    expect(registration.status).toBe('registered');
    expect(registration.payment).toBeUndefined();
  });

  it('Paystack out of reach: 503, and the seat and email are given back', async () => {
    const eventId = await makeEvent();
    process.env.PAYSTACK_BASE_URL = 'http://127.0.0.1:9';
    try {
      const answer = await register(eventId, 'down');
      expect(answer.status).toBe(503);
      expect(answer.body.message).toMatch(/not available/);
    } finally {
      process.env.PAYSTACK_BASE_URL = gateway.url;
    }
    expect(logged()).toContainEqual(expect.objectContaining({ level: 'warn', message: 'paystack initialize failed', error: 'Paystack could not be reached' }));
    expect(await seats(eventId)).toBe(0);
    expect((await register(eventId, 'down')).status).toBe(201);
  });
});

describe('verify path (the ticket page)', () => {
  it('Pay -> verify marks it paid once and queues the ticket mail once', async () => {
    const eventId = await makeEvent();
    const { body } = await register(eventId, 'v1');
    const token = (await registrationsRepo.get(body.id))!.ticketToken!;
    const before = await call('POST', `/api/tickets/${token}/payment`);
    expect(before.body).toMatchObject({ status: 'pending_payment', payment: { status: 'pending', amount: 5000 } });
    await choose(body.data.authorizationUrl, 'pay');
    const [a, b] = await Promise.all([call('POST', `/api/tickets/${token}/payment`), call('POST', `/api/tickets/${token}/payment`)]);
    expect(a.body).toMatchObject({ status: 'registered', payment: { status: 'paid' } });
    expect(b.body).toMatchObject({ status: 'registered', payment: { status: 'paid' } });
    const mails = await mailsFor(body.id);
    expect(mails.map((m) => m.kind)).toEqual(['confirmation']);
    expect((await registrationsRepo.get(body.id))!.payment).toMatchObject({ method: 'paystack', paidAt: expect.any(String) });
    expect(await getItem(keys.hold(body.id))).toBeNull();
    // The webhook arriving after verify (out of order) is accepted and changes nothing.
    expect((await postWebhook(webhookFor(body.id))).status).toBe(200);
    await runPayments({ log: () => undefined });
    expect(await mailsFor(body.id)).toHaveLength(1);
  });

  it('Decline -> failed, still held; the seat is freed when the hold ends', async () => {
    const eventId = await makeEvent();
    const { body } = await register(eventId, 'v2');
    const token = (await registrationsRepo.get(body.id))!.ticketToken!;
    await choose(body.data.authorizationUrl, 'decline');
    expect((await call('POST', `/api/tickets/${token}/payment`)).body).toMatchObject({ status: 'pending_payment', payment: { status: 'failed' } });
    expect(await seats(eventId)).toBe(1);
    await runPayments({ now: new Date(Date.now() + 16 * 60_000), log: () => undefined });
    expect(await seats(eventId)).toBe(0);
    expect((await call('POST', `/api/tickets/${token}/payment`)).body).toMatchObject({ status: 'cancelled', payment: { status: 'expired' } });
    // The email is free again too.
    expect((await register(eventId, 'v2')).status).toBe(201);
  });
});

describe('webhook', () => {
  it('a wrong or missing signature is 401 and nothing is stored', async () => {
    const eventId = await makeEvent();
    const { body } = await register(eventId, 'w1');
    await choose(body.data.authorizationUrl, 'pay');
    const raw = webhookFor(body.id);
    expect((await postWebhook(raw, null)).status).toBe(401);
    expect((await postWebhook(raw, signPaystackBody(raw, 'sk_test_forger'))).status).toBe(401);
    expect((await postWebhook(raw.replace('"amount":500000', '"amount":500001'), signPaystackBody(raw, KEY))).status).toBe(401);
    expect((await postWebhook('not json at all', 'deadbeef')).status).toBe(401);
    expect(await getItem(keys.paymentInbox(body.id))).toBeNull();
    expect((await registrationsRepo.get(body.id))!.payment!.status).toBe('pending');
  });

  it('answers 200 at once and the worker applies it; a replay is 200 with no second effect or mail', async () => {
    const eventId = await makeEvent();
    const { body } = await register(eventId, 'w2');
    await choose(body.data.authorizationUrl, 'pay');
    const raw = webhookFor(body.id);
    const first = await postWebhook(raw);
    expect(first.status).toBe(200);
    // Stored, not yet applied.
    expect((await registrationsRepo.get(body.id))!.payment!.status).toBe('pending');
    const replays = await Promise.all([postWebhook(raw), postWebhook(raw), postWebhook(signedTimestamped(raw))]);
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200]);
    const run = await runPayments({ log: () => undefined });
    expect(run.applied).toEqual({ paid: 1 });
    expect((await registrationsRepo.get(body.id))!).toMatchObject({ status: 'registered', payment: { status: 'paid' } });
    expect((await postWebhook(raw)).status).toBe(200);
    expect((await runPayments({ log: () => undefined })).applied).toEqual({});
    expect(await mailsFor(body.id)).toHaveLength(1);
    expect(await seats(eventId)).toBe(1);
  });

  it('an amount or currency other than the price is not paid but flagged for refund', async () => {
    const eventId = await makeEvent();
    const a = (await register(eventId, 'm1')).body;
    const b = (await register(eventId, 'm2')).body;
    await choose(a.data.authorizationUrl, 'pay');
    await choose(b.data.authorizationUrl, 'pay');
    await postWebhook(webhookFor(a.id, { amount: 100 }));
    await postWebhook(webhookFor(b.id, { currency: 'USD' }));
    const lines: string[] = [];
    await runPayments({ log: (line) => lines.push(line) });
    for (const id of [a.id, b.id]) {
      expect((await registrationsRepo.get(id))!.payment).toMatchObject({ status: 'refund_due', flag: expect.stringMatching(/differs/) });
      expect(await mailsFor(id)).toEqual([]);
    }
    expect(lines.join('\n')).toMatch(/flagged/);
  });

  it('a reference we never issued is ignored and logged', async () => {
    const raw = JSON.stringify({ event: 'charge.success', data: { reference: 'never-issued', status: 'success', amount: 500000, currency: 'NGN' } });
    expect((await postWebhook(raw)).status).toBe(200);
    const lines: string[] = [];
    expect((await runPayments({ log: (line) => lines.push(line) })).applied).toEqual({ 'unknown-reference': 1 });
    expect(lines.join('\n')).toMatch(/unknown reference "never-issued" ignored/);
  });

  it('a payment after the hold ended takes a free seat, else it is flagged refund due', async () => {
    const eventId = await makeEvent({ maxParticipants: 1 });
    const late = (await register(eventId, 'late1')).body;
    await runPayments({ now: new Date(Date.now() + 16 * 60_000), log: () => undefined });
    expect((await registrationsRepo.get(late.id))!.payment!.status).toBe('expired');
    await choose(late.data.authorizationUrl, 'pay');
    await postWebhook(webhookFor(late.id));
    expect((await runPayments({ log: () => undefined })).applied).toEqual({ 'late-paid': 1 });
    expect((await registrationsRepo.get(late.id))!).toMatchObject({ status: 'registered', payment: { status: 'paid' } });
    expect(await seats(eventId)).toBe(1);

    const event2 = await makeEvent({ maxParticipants: 1 });
    const slow = (await register(event2, 'late2')).body;
    await runPayments({ now: new Date(Date.now() + 16 * 60_000), log: () => undefined });
    const quick = await register(event2, 'late3');
    await choose(quick.body.data.authorizationUrl, 'pay');
    await choose(slow.data.authorizationUrl, 'pay');
    await postWebhook(webhookFor(quick.body.id));
    await postWebhook(webhookFor(slow.id));
    await runPayments({ log: () => undefined });
    expect((await registrationsRepo.get(quick.body.id))!.payment!.status).toBe('paid');
    expect((await registrationsRepo.get(slow.id))!.payment).toMatchObject({ status: 'refund_due', flag: expect.stringMatching(/no seat/) });
    expect(await seats(event2)).toBe(1);
  });
});

function signedTimestamped(raw: string): string {
  return signPaystackBody(raw, KEY, { form: 'timestamped' });
}

describe('capacity under a race', () => {
  it('20 parallel buyers for 5 seats, then expiry racing late payments and new buyers: exactly 5 paid', async () => {
    const eventId = await makeEvent({ maxParticipants: 5 });
    const first = await Promise.all(Array.from({ length: 20 }, (_, i) => register(eventId, `race-${i}`)));
    const held = first.filter((a) => a.status === 201);
    expect(held).toHaveLength(5);
    expect(first.filter((a) => a.status === 409)).toHaveLength(15);
    expect(await seats(eventId)).toBe(5);
    // Every holder pays, and the holds run out at the same moment; the refused come back and try again.
    await Promise.all(held.map((a) => choose(a.body.data.authorizationUrl, 'pay')));
    const [, , again] = await Promise.all([
      Promise.all(held.map((a) => postWebhook(webhookFor(a.body.id)))),
      runPayments({ now: new Date(Date.now() + 16 * 60_000), log: () => undefined }),
      Promise.all(first.filter((a) => a.status === 409).map((_, i) => register(eventId, `race-again-${i}`))),
    ]);
    const newcomers = again.filter((a) => a.status === 201);
    await Promise.all(newcomers.map((a) => choose(a.body.data.authorizationUrl, 'pay')));
    await Promise.all(newcomers.map((a) => postWebhook(webhookFor(a.body.id))));
    await runPayments({ log: () => undefined });
    await runPayments({ log: () => undefined });
    const all = (await registrationsRepo.list()).filter((r) => r.eventId === eventId);
    const paid = all.filter((r) => r.payment?.status === 'paid');
    expect(paid).toHaveLength(5);
    expect(paid.every((r) => r.status === 'registered')).toBe(true);
    expect(await seats(eventId)).toBe(5);
    // Everyone else who paid is flagged for a refund; no one paid is left without a seat.
    const paidAtGateway = new Set(gateway.transactions().filter((t) => t.status === 'success').map((t) => t.reference));
    for (const r of all.filter((x) => paidAtGateway.has(x.id) && x.payment?.status !== 'paid')) expect(r.payment!.status).toBe('refund_due');
  });
});

describe('pay at the venue (no key configured)', () => {
  it('registers at once with the confirmation mail; the admin marks it paid with who and when', async () => {
    delete process.env.PAYSTACK_SECRET_KEY;
    resetPaystackSecretKey();
    try {
      expect((await call('GET', '/api/payments/config')).body).toEqual({ online: false });
      const eventId = await makeEvent();
      const answer = await register(eventId, 'venue');
      expect(answer.status).toBe(201);
      expect(answer.body.data.authorizationUrl).toBeUndefined();
      expect(answer.body.data.total).toBe(5000);
      expect((await registrationsRepo.get(answer.body.id))!).toMatchObject({ status: 'registered', payment: { status: 'venue', amount: 5000 } });
      expect((await mailsFor(answer.body.id)).map((m) => m.kind)).toContain('confirmation');

      await createAdmin();
      const token = await loginToken();
      const mark = (id: string, method: unknown) => call('POST', `/api/admin/registrations/${id}/paid`, { body: { method }, token });
      expect((await call('POST', `/api/admin/registrations/${answer.body.id}/paid`, { body: { method: 'cash' } })).status).toBe(401);
      expect((await mark(answer.body.id, 'cheque')).status).toBe(400);
      expect((await mark('no-such-registration', 'cash')).status).toBe(404);
      expect((await mark(answer.body.id, 'transfer')).status).toBe(200);
      expect((await registrationsRepo.get(answer.body.id))!.payment).toMatchObject({
        status: 'paid',
        method: 'transfer',
        markedBy: 'admin',
        paidAt: expect.any(String),
      });
      expect((await mark(answer.body.id, 'cash')).status).toBe(409);
    } finally {
      process.env.PAYSTACK_SECRET_KEY = KEY;
      resetPaystackSecretKey();
    }
    expect((await call('GET', '/api/payments/config')).body).toEqual({ online: true });
  });
});

test('the key is never in an answer', async () => {
  const eventId = await makeEvent();
  const answers = [await register(eventId, 'secret'), await call('GET', '/api/payments/config')];
  for (const a of answers) expect(JSON.stringify(a)).not.toContain(KEY);
});

test('cancelling a paid ticket gives the seat back and flags the money for refund', async () => {
  const eventId = await makeEvent();
  const { body } = await register(eventId, 'cancel-paid');
  const token = (await registrationsRepo.get(body.id))!.ticketToken!;
  await choose(body.data.authorizationUrl, 'pay');
  await call('POST', `/api/tickets/${token}/payment`);
  expect((await call('POST', `/api/tickets/${token}/cancel`)).status).toBe(200);
  expect((await registrationsRepo.get(body.id))!).toMatchObject({ status: 'cancelled', payment: { status: 'refund_due', flag: expect.stringMatching(/after paying/) } });
  expect(await seats(eventId)).toBe(0);
});
