import { verifyPaystackSignature } from '../../../lambdas/lib/payments/paystack-signature';
import { startPaystackGateway, type PaystackGateway, type PaystackGatewayOptions } from './server';
import { startWebhookReceiver, type Answer, type WebhookReceiver } from './webhook-receiver.test-helper';

const KEY = 'sk_test_gateway_0123456789';
const CALLBACK = 'http://127.0.0.1:9/events/tickets/reg-1?lang=en';

let gateways: PaystackGateway[] = [];
let receivers: WebhookReceiver[] = [];
afterEach(async () => {
  await Promise.all(gateways.map((g) => g.close()));
  await Promise.all(receivers.map((r) => r.close()));
  gateways = [];
  receivers = [];
});

async function setup(answer?: (n: number) => Answer, options: PaystackGatewayOptions = {}) {
  const receiver = await startWebhookReceiver(answer);
  receivers.push(receiver);
  const lines: string[] = [];
  const gateway = await startPaystackGateway({
    secretKey: KEY,
    webhookUrl: receiver.url,
    webhookRetryDelaysMs: [5, 10],
    webhookTimeoutMs: 500,
    log: (line) => lines.push(line),
    ...options,
  });
  gateways.push(gateway);
  return { gateway, receiver, lines };
}

function api(gateway: PaystackGateway, path: string, init: { body?: unknown; key?: string | null } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.key !== null) headers.authorization = `Bearer ${init.key ?? KEY}`;
  return fetch(`${gateway.url}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const REGISTRATION = {
  email: 'ada@example.com',
  amount: 500000,
  currency: 'NGN',
  reference: 'reg-1',
  callback_url: CALLBACK,
  metadata: { eventId: 'ev-1', registrationId: 'reg-1' },
};

async function initialize(gateway: PaystackGateway, body: Record<string, unknown> = REGISTRATION) {
  const res = await api(gateway, '/transaction/initialize', { body });
  expect(res.status).toBe(200);
  return (await res.json()) as { status: true; message: string; data: { authorization_url: string; access_code: string; reference: string } };
}

const verify = async (gateway: PaystackGateway, reference: string) => (await api(gateway, `/transaction/verify/${reference}`)).json();

function choose(authorizationUrl: string, action: string) {
  return fetch(authorizationUrl, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });
}

test('initialize answers the authorization URL; verify reports an unpaid transaction as abandoned, then ongoing once the checkout is open', async () => {
  const { gateway } = await setup();
  const init = await initialize(gateway);
  expect(init).toEqual({
    status: true,
    message: 'Authorization URL created',
    data: { authorization_url: `${gateway.url}/checkout/${init.data.access_code}`, access_code: expect.stringMatching(/^[a-z0-9]{10,}$/), reference: 'reg-1' },
  });

  const before = await verify(gateway, 'reg-1');
  expect(before).toMatchObject({
    status: true,
    message: 'Verification successful',
    data: {
      domain: 'test',
      status: 'abandoned',
      reference: 'reg-1',
      amount: 500000,
      currency: 'NGN',
      paid_at: null,
      gateway_response: 'The transaction was not completed',
      channel: 'card',
      metadata: { eventId: 'ev-1', registrationId: 'reg-1' },
      customer: { email: 'ada@example.com' },
    },
  });
  expect(typeof before.data.id).toBe('number');
  expect(Date.parse(before.data.created_at)).not.toBeNaN();

  const page = await fetch(init.data.authorization_url);
  expect(page.status).toBe(200);
  expect((await verify(gateway, 'reg-1')).data.status).toBe('ongoing');
});

test('the checkout page names the amount in naira and the email, with Pay, Decline and Abandon buttons in a form', async () => {
  const { gateway } = await setup();
  const { data } = await initialize(gateway, { ...REGISTRATION, email: 'o<b>@example.com' });
  const res = await fetch(data.authorization_url);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  const html = await res.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toMatch(/<h1>Pay ₦5,000\.00<\/h1>/);
  expect(html).toContain('o&lt;b&gt;@example.com');
  expect(html).not.toContain('o<b>@');
  expect(html).toContain(`<form method="post" action="/checkout/${data.access_code}"`);
  for (const [value, label] of [['pay', 'Pay ₦5,000.00'], ['decline', 'Decline'], ['abandon', 'Abandon']]) {
    expect(html).toContain(`<button type="submit" name="action" value="${value}">${label}</button>`);
  }
  expect(html).not.toContain('<script');
});

test('Pay marks the transaction paid, delivers a signed charge.success, then redirects to callback_url with trxref and reference', async () => {
  const { gateway, receiver, lines } = await setup();
  const { data } = await initialize(gateway);

  const res = await choose(data.authorization_url, 'pay');
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  expect(location.origin + location.pathname).toBe('http://127.0.0.1:9/events/tickets/reg-1');
  expect(Object.fromEntries(location.searchParams)).toEqual({ lang: 'en', trxref: 'reg-1', reference: 'reg-1' });

  // The first attempt finished before the redirect was sent.
  expect(receiver.received).toHaveLength(1);
  const [hook] = receiver.received;
  expect(hook.headers['content-type']).toBe('application/json');
  expect(verifyPaystackSignature(hook.rawBody, hook.headers['x-paystack-signature'] as string, KEY)).toBe(true);
  expect(verifyPaystackSignature(hook.rawBody, hook.headers['x-paystack-signature'] as string, 'sk_test_other')).toBe(false);

  const event = JSON.parse(hook.rawBody);
  const verified = await verify(gateway, 'reg-1');
  expect(event).toEqual({ event: 'charge.success', data: verified.data });
  expect(verified.data).toMatchObject({ status: 'success', gateway_response: 'Successful', amount: 500000, reference: 'reg-1' });
  expect(Date.parse(verified.data.paid_at)).not.toBeNaN();

  const [tx] = gateway.transactions();
  expect(tx.webhookDeliveries).toEqual([expect.objectContaining({ attempt: 1, ok: true, statusCode: 200 })]);
  expect(lines.join('\n')).not.toContain(KEY);
});

test('Decline fails the transaction without a webhook; Abandon leaves it abandoned; both redirect the same way', async () => {
  const { gateway, receiver } = await setup();
  const declined = await initialize(gateway, { ...REGISTRATION, reference: 'reg-declined' });
  const abandoned = await initialize(gateway, { ...REGISTRATION, reference: 'reg-abandoned' });

  const d = await choose(declined.data.authorization_url, 'decline');
  expect(d.status).toBe(302);
  expect(new URL(d.headers.get('location')!).searchParams.get('reference')).toBe('reg-declined');
  expect((await verify(gateway, 'reg-declined')).data).toMatchObject({ status: 'failed', gateway_response: 'Declined', paid_at: null });

  await fetch(abandoned.data.authorization_url);
  const a = await choose(abandoned.data.authorization_url, 'abandon');
  expect(a.status).toBe(302);
  expect(new URL(a.headers.get('location')!).searchParams.get('trxref')).toBe('reg-abandoned');
  expect((await verify(gateway, 'reg-abandoned')).data.status).toBe('abandoned');

  expect(receiver.received).toHaveLength(0);
  expect(await gateway.webhookSettled('reg-declined')).toEqual([]);

  // A declined charge is final: paying it afterwards is refused and sends nothing.
  const late = await choose(declined.data.authorization_url, 'pay');
  expect(late.status).toBe(409);
  expect((await verify(gateway, 'reg-declined')).data.status).toBe('failed');
  // An abandoned one can still be paid, as on Paystack.
  expect((await choose(abandoned.data.authorization_url, 'pay')).status).toBe(302);
  expect((await verify(gateway, 'reg-abandoned')).data.status).toBe('success');
  expect(receiver.received).toHaveLength(1);
});

test('a missing or wrong secret key is 401 Invalid key on both endpoints', async () => {
  const { gateway } = await setup();
  await initialize(gateway);
  for (const key of [null, 'sk_test_wrong', KEY + 'x', '']) {
    const init = await api(gateway, '/transaction/initialize', { body: { ...REGISTRATION, reference: 'other' }, key });
    expect(init.status).toBe(401);
    expect(await init.json()).toEqual({ status: false, message: 'Invalid key' });
    const check = await api(gateway, '/transaction/verify/reg-1', { key });
    expect(check.status).toBe(401);
    expect(await check.json()).toEqual({ status: false, message: 'Invalid key' });
  }
  expect(gateway.transactions()).toHaveLength(1);
});

test('validation errors are 400 with Paystack messages', async () => {
  const { gateway } = await setup();
  await initialize(gateway);
  const cases: [Record<string, unknown>, unknown][] = [
    [{ ...REGISTRATION }, 'Duplicate Transaction Reference'],
    [{ ...REGISTRATION, reference: 'r2', amount: 0 }, 'Invalid Amount Sent'],
    [{ ...REGISTRATION, reference: 'r2', amount: 100.5 }, 'Invalid Amount Sent'],
    [{ ...REGISTRATION, reference: 'r2', amount: '5,000' }, 'Invalid Amount Sent'],
    [{ ...REGISTRATION, reference: 'r2', amount: undefined }, 'Invalid Amount Sent'],
    [{ ...REGISTRATION, reference: 'r2', email: 'not-an-email' }, 'Invalid Email Address Passed'],
    [{ ...REGISTRATION, reference: 'r2', email: undefined }, 'Invalid Email Address Passed'],
    [{ ...REGISTRATION, reference: 'r2', currency: 'EUR' }, 'Currency not supported by merchant'],
    [{ ...REGISTRATION, reference: 'has space' }, expect.stringMatching(/^Invalid transaction reference/)],
  ];
  for (const [body, message] of cases) {
    const res = await api(gateway, '/transaction/initialize', { body });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: false, message });
  }
  const notJson = await fetch(`${gateway.url}/transaction/initialize`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: '{oops',
  });
  expect(notJson.status).toBe(400);
  expect(gateway.transactions()).toHaveLength(1);
});

test('a numeric-string amount and JSON-string metadata are accepted as Paystack accepts them', async () => {
  const { gateway } = await setup();
  const metadata = { eventId: 'ev-2', registrationId: 'reg-2' };
  await initialize(gateway, { ...REGISTRATION, reference: 'reg-2', amount: '250000', metadata: JSON.stringify(metadata) });
  expect((await verify(gateway, 'reg-2')).data).toMatchObject({ amount: 250000, metadata });
  const { data } = await initialize(gateway, { email: 'b@example.com', amount: 100 });
  expect(data.reference).toMatch(/^[a-z0-9]+$/);
  expect((await verify(gateway, data.reference)).data).toMatchObject({ currency: 'NGN', metadata: '' });
});

test('an unknown reference is 400 Transaction reference not found', async () => {
  const { gateway } = await setup();
  const res = await api(gateway, '/transaction/verify/nope-123');
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ status: false, message: 'Transaction reference not found' });
  const page = await fetch(`${gateway.url}/checkout/doesnotexist`);
  expect(page.status).toBe(404);
});

test('a webhook the receiver refuses is recorded and retried until it is accepted', async () => {
  const { gateway, receiver } = await setup((n) => (n === 1 ? 500 : 200));
  const { data } = await initialize(gateway);
  expect((await choose(data.authorization_url, 'pay')).status).toBe(302);

  const deliveries = await gateway.webhookSettled('reg-1');
  expect(deliveries).toEqual([
    expect.objectContaining({ attempt: 1, ok: false, statusCode: 500 }),
    expect.objectContaining({ attempt: 2, ok: true, statusCode: 200 }),
  ]);
  expect(receiver.received).toHaveLength(2);
  expect(receiver.received[1].rawBody).toBe(receiver.received[0].rawBody);
  expect(gateway.transactions()[0].webhookDeliveries).toHaveLength(2);
});

test('retries stop after the configured number; an unreachable or silent receiver does not hold the redirect', async () => {
  const { gateway, receiver } = await setup(() => 503);
  const first = await initialize(gateway);
  await choose(first.data.authorization_url, 'pay');
  expect((await gateway.webhookSettled('reg-1')).map((d) => d.statusCode)).toEqual([503, 503, 503]);
  expect(receiver.received).toHaveLength(3);

  const silent = await setup(() => 'hang', { webhookTimeoutMs: 50, webhookRetryDelaysMs: [] });
  const second = await initialize(silent.gateway);
  const res = await choose(second.data.authorization_url, 'pay');
  expect(res.status).toBe(302);
  expect(await silent.gateway.webhookSettled('reg-1')).toEqual([
    expect.objectContaining({ attempt: 1, ok: false, error: 'timed out after 50 ms' }),
  ]);

  const down = await startPaystackGateway({ secretKey: KEY, webhookUrl: 'http://127.0.0.1:9/hook', webhookRetryDelaysMs: [] });
  gateways.push(down);
  const third = await initialize(down);
  expect((await choose(third.data.authorization_url, 'pay')).status).toBe(302);
  const [failed] = await down.webhookSettled('reg-1');
  expect(failed.ok).toBe(false);
  expect(failed.error).toBeTruthy();
});

test('the timestamped signature form can be chosen, and sendWebhook replays a paid event', async () => {
  const { gateway, receiver } = await setup(undefined, { signatureForm: 'timestamped' });
  const { data } = await initialize(gateway);
  await choose(data.authorization_url, 'pay');
  const [hook] = await receiver.waitFor(1);
  const header = hook.headers['x-paystack-signature'] as string;
  expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{128}$/);
  expect(verifyPaystackSignature(hook.rawBody, header, KEY)).toBe(true);

  const replay = await gateway.sendWebhook('reg-1');
  expect(replay).toEqual([expect.objectContaining({ ok: true })]);
  const both = await receiver.waitFor(2);
  expect(both[1].rawBody).toBe(both[0].rawBody);
  await expect(gateway.sendWebhook('nope')).rejects.toThrow(/No transaction/);
});

test('a gateway without a callback URL shows the outcome instead of redirecting', async () => {
  const { gateway } = await setup();
  const { data } = await initialize(gateway, { email: 'c@example.com', amount: 150000, reference: 'no-callback' });
  const res = await choose(data.authorization_url, 'pay');
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<h1>Payment successful</h1>');
});
