// Refunds through Paystack (docs/PRODUCT-RULES.md, Refunds), through the real
// handlers against the local Paystack-compatible gateway on 127.0.0.1: the
// admin's refund, the refund webhooks and the payments worker applying them.
import { addDays, todayInLagos } from '../../contract/dates';
import { eventInput } from '../../contract/schemas';
import type { PaystackGateway } from '../../infra/local/paystack-gateway/server';
import { eventsRepo } from '../lib/db/events-repo';
import { outboxRepo } from '../lib/db/outbox-repo';
import { registrationsRepo } from '../lib/db/registrations-repo';
import { renderMail } from '../lib/mail/render';
import { signPaystackBody } from '../lib/payments/paystack-signature';
import { runPayments } from '../lib/payments/worker';
import { call, callForBytes, eventBody, stepUp, useStore } from '../test/harness';
import { useGatewayWithWebhooks } from '../test/paystack-webhooks';
import { pdfText } from '../test/pdf-text';
import { expectLogs } from '../test/logs';

// Replays and Paystack out of reach are logged (checked below).
const logged = expectLogs('paystack refund webhook replayed', 'paystack refund failed');

useStore();

const KEY = 'sk_test_refunds_handlers_0123456789';
const paystack = useGatewayWithWebhooks(KEY);
let gateway: PaystackGateway;
let token: string;
/** The refund webhooks the gateway sent, captured to replay them by hand. */
const sentWebhooks = paystack.webhooks;
beforeAll(() => {
  gateway = paystack.gateway();
  token = paystack.token();
});
// Refunding is one of the riskiest actions: each case's session has just confirmed who it is (test/harness.ts stepUp).
beforeEach(() => stepUp(token));
beforeEach(() => {
  sentWebhooks.length = 0;
  gateway.setRefundOutcome('processed');
});

let serial = 0;
/** A registration for a ₦5,000 event, paid at the gateway's checkout and applied. */
async function paidRegistration(price = 5000, policy: Record<string, unknown> = {}): Promise<string> {
  const eventId = `refund-event-${++serial}`;
  await eventsRepo.create(eventInput.parse(eventBody({ date: addDays(todayInLagos(), 7), price, ...policy })), { id: eventId });
  const answer = await call('POST', '/api/register', { body: { name: `Buyer ${serial}`, email: `buyer${serial}@example.com`, phone: '08012345678', eventId } });
  expect(answer.status).toBe(201);
  const res = await fetch(answer.body.data.authorizationUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
  expect(res.status).toBe(302);
  const ticket = (await registrationsRepo.get(answer.body.id))!.ticketToken!;
  expect((await call('POST', `/api/tickets/${ticket}/payment`)).body.payment.status).toBe('paid');
  return answer.body.id;
}
const refund = (id: string, body: Record<string, unknown> = {}) => call('POST', `/api/admin/registrations/${id}/refund`, { body, token });
const paymentOf = async (id: string) => (await registrationsRepo.get(id))!.payment!;
const refundCalls = (id: string) => gateway.refunds().filter((r) => r.reference === id);
const SITE = { name: 'Harmony Music', origin: 'http://127.0.0.1:9' };
const refundMails = async (id: string) => (await outboxRepo.due('9999', 1000)).filter((m) => m.kind === 'refund-confirmation' && m.refs.registrationId === id);
/** The gateway has sent its webhooks and the worker has applied what they stored. */
async function settle() {
  await gateway.refundWebhooksSettled();
  await runPayments({ log: () => undefined });
}

describe('admin refund of a Paystack payment', () => {
  it('refunds all that was paid: 202 refund_pending, one POST /refund in kobo, then refunded with payment.refunded in naira', async () => {
    const id = await paidRegistration();
    const answer = await refund(id);
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ success: true, data: { status: 'refund_pending' } });
    expect(refundCalls(id)).toEqual([expect.objectContaining({ amount: 500000, currency: 'NGN' })]);
    await settle();
    expect(await paymentOf(id)).toMatchObject({ status: 'refunded', refunded: 5000, refundId: String(refundCalls(id)[0].id) });
    const listed = await call('GET', '/api/admin/registrations', { token });
    expect(listed.body.data.items.find((r: { id: string }) => r.id === id).payment).toMatchObject({ status: 'refunded', refunded: 5000 });
    // Nothing is left: 409, and Paystack is not called again.
    const again = await refund(id);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already been refunded/);
    expect(refundCalls(id)).toHaveLength(1);
  });

  it('three concurrent clicks make exactly one Paystack call; the others answer 409', async () => {
    const id = await paidRegistration();
    const answers = await Promise.all([refund(id), refund(id), refund(id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409, 409]);
    expect(refundCalls(id)).toHaveLength(1);
    await settle();
    expect(await paymentOf(id)).toMatchObject({ status: 'refunded', refunded: 5000 });
  });

  it('a partial refund, then the rest; never above what was paid', async () => {
    const id = await paidRegistration();
    const tooMuch = await refund(id, { amount: 5001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.amount).toMatch(/At most ₦5,000/);
    expect(refundCalls(id)).toHaveLength(0);
    expect((await refund(id, { amount: 2000 })).status).toBe(202);
    await settle();
    expect(await paymentOf(id)).toMatchObject({ status: 'refunded', refunded: 2000 });
    expect((await refund(id, { amount: 3001 })).status).toBe(400);
    expect((await refund(id)).status).toBe(202);
    await settle();
    expect(await paymentOf(id)).toMatchObject({ status: 'refunded', refunded: 5000 });
    expect(refundCalls(id).map((r) => r.amount)).toEqual([200000, 300000]);
    // Each refund made mails the buyer a credit note: its own CN- number, one after the other, and its amount.
    const mails = await refundMails(id);
    expect(mails).toHaveLength(2);
    const notes = [];
    for (const mail of mails) {
      const rendered = await renderMail(mail, SITE, new Date());
      if (!('content' in rendered)) throw new Error(rendered.gone);
      const pdf = rendered.content.attachments.find((a) => a.contentType === 'application/pdf')!;
      notes.push(await pdfText(pdf.content as Uint8Array));
    }
    const numbers = notes.map((text) => Number(/Credit note CN-\d{4}-(\d{6})/.exec(text)![1])).sort((a, b) => a - b);
    expect(numbers[1]).toBe(numbers[0] + 1);
    expect(notes.some((t) => t.includes('NGN 2,000'))).toBe(true);
    expect(notes.some((t) => t.includes('NGN 3,000'))).toBe(true);
    // A second send (a retry) attaches the same numbered note.
    const again = await renderMail(mails[0], SITE, new Date());
    expect('content' in again && again.content.text).toMatch(/credit note CN-/);
    expect(await refundMails(id)).toHaveLength(2);
    // The ticket page offers the last refund's note: the ticket says what was refunded, and the note downloads.
    const ticket = (await registrationsRepo.get(id))!.ticketToken!;
    expect((await call('GET', `/api/tickets/${ticket}`)).body.ticket.payment).toMatchObject({ status: 'refunded', refunded: 5000 });
    const note = await callForBytes('GET', `/api/tickets/${ticket}/receipt?note=credit`);
    expect([note.status, note.headers['Content-Type']]).toEqual([200, 'application/pdf']);
    const text = await pdfText(note.bytes);
    expect(text).toContain('NGN 3,000');
    expect(notes.find((t) => t.includes('NGN 3,000'))).toContain(/Credit note (CN-\d{4}-\d{6})/.exec(text)![1]);
  });

  it('no credit note for a ticket with nothing refunded, or before the refund mail issued it: 404 with a message', async () => {
    const id = await paidRegistration();
    const ticket = (await registrationsRepo.get(id))!.ticketToken!;
    const none = await call('GET', `/api/tickets/${ticket}/receipt?note=credit`);
    expect([none.status, none.body.message]).toEqual([404, 'This ticket has no credit note: nothing has been refunded.']);
    expect((await refund(id)).status).toBe(202);
    await settle();
    const early = await call('GET', `/api/tickets/${ticket}/receipt?note=credit`);
    expect([early.status, early.body.message]).toEqual([404, 'The credit note comes with the refund mail: try again in a few minutes.']);
  });

  it('bad amounts are 400 with errors.amount; unknown registration 404; unpaid and venue 409; never a 5xx', async () => {
    const id = await paidRegistration();
    for (const amount of [0, -5, 2.5, 'lots']) {
      const answer = await refund(id, { amount });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.amount).toBeTruthy();
    }
    expect((await refund('no-such-registration')).status).toBe(404);
    const eventId = `refund-unpaid-${++serial}`;
    await eventsRepo.create(eventInput.parse(eventBody({ date: addDays(todayInLagos(), 7), price: 5000 })), { id: eventId });
    const unpaid = await call('POST', '/api/register', { body: { name: 'Not Paying', email: 'unpaid@example.com', phone: '08012345678', eventId } });
    const answer = await refund(unpaid.body.id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/Only a registration paid online/);
    const free = `refund-free-${++serial}`;
    await eventsRepo.create(eventInput.parse(eventBody({ date: addDays(todayInLagos(), 7), price: 0 })), { id: free });
    const freeRegistration = await call('POST', '/api/register', { body: { name: 'Free Seat', email: 'free@example.com', phone: '08012345678', eventId: free } });
    expect((await refund(freeRegistration.body.id)).status).toBe(409);
    expect(gateway.refunds().filter((r) => r.reference === unpaid.body.id || r.reference === freeRegistration.body.id)).toEqual([]);
    // Needs an admin.
    expect((await call('POST', `/api/admin/registrations/${id}/refund`, { body: {} })).status).toBe(401);
  });

  it('refund.failed: refund_failed with nothing refunded, and the admin may try again', async () => {
    const id = await paidRegistration();
    gateway.setRefundOutcome('failed');
    expect((await refund(id)).status).toBe(202);
    await settle();
    expect(await paymentOf(id)).toMatchObject({ status: 'refund_failed', refundError: expect.any(String) });
    expect((await paymentOf(id)).refunded).toBeUndefined();
    gateway.setRefundOutcome('processed');
    expect((await refund(id)).status).toBe(202);
    await settle();
    expect(await paymentOf(id)).toMatchObject({ status: 'refunded', refunded: 5000 });
  });

  it('Paystack out of reach: 503, the claim is given back, nothing refunded; the next click works', async () => {
    const id = await paidRegistration();
    process.env.PAYSTACK_BASE_URL = 'http://127.0.0.1:9';
    try {
      const answer = await refund(id);
      expect(answer.status).toBe(503);
      expect(answer.body.message).toMatch(/Nothing was refunded/);
    } finally {
      process.env.PAYSTACK_BASE_URL = gateway.url;
    }
    expect(logged()).toContainEqual(expect.objectContaining({ level: 'warn', message: 'paystack refund failed' }));
    expect(await paymentOf(id)).toMatchObject({ status: 'paid', refundError: expect.any(String) });
    expect((await refund(id)).status).toBe(202);
  });
});

describe('the refund webhook', () => {
  it('replayed three times (and all at once) is applied once', async () => {
    const id = await paidRegistration();
    expect((await refund(id, { amount: 1000 })).status).toBe(202);
    await gateway.refundWebhooksSettled();
    const processed = sentWebhooks.find((w) => w.body.includes('refund.processed'))!;
    const post = () => call('POST', '/api/payments/paystack/webhook', { body: processed.body, headers: { 'x-paystack-signature': processed.signature } });
    const replays = await Promise.all([post(), post(), post()]);
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200]);
    await Promise.all([runPayments({ log: () => undefined }), runPayments({ log: () => undefined })]);
    expect(await paymentOf(id)).toMatchObject({ status: 'refunded', refunded: 1000 });
    // A later refund is not mistaken for a replay of the first.
    expect((await refund(id, { amount: 1000 })).status).toBe(202);
    await settle();
    for (let i = 0; i < 3; i++) await post();
    await runPayments({ log: () => undefined });
    expect(await paymentOf(id)).toMatchObject({ status: 'refunded', refunded: 2000 });
    // One refund mail per refund applied, however often its webhook came.
    expect(await refundMails(id)).toHaveLength(2);
  });

  it('a forged or unsigned refund webhook is 401 and changes nothing; a refund not asked for is not applied', async () => {
    const id = await paidRegistration();
    const body = JSON.stringify({ event: 'refund.processed', data: { id: 999, status: 'processed', transaction_reference: id, amount: 500000, currency: 'NGN' } });
    expect((await call('POST', '/api/payments/paystack/webhook', { body, headers: { 'x-paystack-signature': signPaystackBody(body, 'sk_test_wrong_key') } })).status).toBe(401);
    expect((await call('POST', '/api/payments/paystack/webhook', { body })).status).toBe(401);
    // Signed, but no refund of this registration is under way: stored, applied as nothing.
    expect((await call('POST', '/api/payments/paystack/webhook', { body, headers: { 'x-paystack-signature': signPaystackBody(body, KEY) } })).status).toBe(200);
    const run = await runPayments({ log: () => undefined });
    expect(run.refunds).toMatchObject({ 'already-applied': 1 });
    expect(await paymentOf(id)).toMatchObject({ status: 'paid' });
    // Unreadable refund data: 200 (Paystack cannot fix it by retrying), received false.
    const junk = JSON.stringify({ event: 'refund.processed', data: { id: 'x', amount: 'lots' } });
    const answer = await call('POST', '/api/payments/paystack/webhook', { body: junk, headers: { 'x-paystack-signature': signPaystackBody(junk, KEY) } });
    expect(answer).toMatchObject({ status: 200, body: { received: false } });
  });
});

describe('self-cancel within the event\'s refund policy', () => {
  it('the ticket shows the refund before the cancel; the cancel starts exactly that refund through Paystack', async () => {
    const id = await paidRegistration(5000, { refundDaysBefore: 3, refundFeePercent: 10 });
    const ticket = (await registrationsRepo.get(id))!.ticketToken!;
    expect((await call('GET', `/api/tickets/${ticket}`)).body.ticket.refundOnCancel).toBe(4500);
    const answer = await call('POST', `/api/tickets/${ticket}/cancel`);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toMatch(/refund of ₦4,500 has been sent to Paystack/);
    expect(refundCalls(id).map((r) => r.amount)).toEqual([450000]);
    await settle();
    expect(await registrationsRepo.get(id)).toMatchObject({ status: 'cancelled', payment: { status: 'refunded', refunded: 4500, refundRequestedBy: 'attendee' } });
  });

  it('outside the policy (or without one) the cancel refunds nothing by itself: refund due, for the provider', async () => {
    const id = await paidRegistration(5000, { refundDaysBefore: 10 });
    const ticket = (await registrationsRepo.get(id))!.ticketToken!;
    expect((await call('GET', `/api/tickets/${ticket}`)).body.ticket.refundOnCancel).toBeUndefined();
    expect((await call('POST', `/api/tickets/${ticket}/cancel`)).body.message).not.toMatch(/refund/);
    expect(refundCalls(id)).toEqual([]);
    expect((await paymentOf(id)).status).toBe('refund_due');
    // The admin can still refund it.
    expect((await refund(id)).status).toBe(202);
  });
});
