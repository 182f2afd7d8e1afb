// The local gateway's Plans and Subscriptions as our server and tests call them over HTTP on 127.0.0.1.
import { startPaystackGateway, type PaystackGateway } from './server';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.test-helper';

const KEY = 'sk_test_gateway_subscriptions_0123456789';
let gateway: PaystackGateway;
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  gateway = await startPaystackGateway({ secretKey: KEY, webhookUrl: receiver.url, webhookRetryDelaysMs: [] });
});
afterAll(async () => {
  await gateway.close();
  await receiver.close();
});

const post = async (path: string, body: unknown, key = KEY) => {
  const res = await fetch(`${gateway.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { status: boolean; message: string; data?: any } };
};
const events = () => receiver.received.map((r) => (JSON.parse(r.rawBody) as { event: string }).event);

it('makes a monthly plan, refuses a bad one, and charges the plan amount at initialize whatever amount is sent', async () => {
  expect((await post('/plan', { name: 'Piano', amount: 5, interval: 'monthly' })).body).toEqual({ status: false, message: 'Invalid Amount Sent' });
  expect((await post('/plan', { name: 'Piano', amount: 2_000_000, interval: 'fortnightly' })).body.message).toBe('Interval is invalid');
  expect((await post('/plan', { name: 'Piano', amount: 2_000_000, interval: 'monthly' }, 'sk_test_wrong')).status).toBe(401);
  const plan = await post('/plan', { name: 'Piano', amount: 2_000_000, interval: 'monthly' });
  expect(plan).toMatchObject({ status: 201, body: { status: true, data: { plan_code: expect.stringMatching(/^PLN_/), amount: 2_000_000, interval: 'monthly' } } });
  expect((await post('/transaction/initialize', { email: 'a@example.com', amount: 100, plan: 'PLN_nope' })).body).toEqual({ status: false, message: 'Plan not found' });
  const started = await post('/transaction/initialize', { email: 'a@example.com', amount: 100, plan: plan.body.data.plan_code, reference: 'sub-first-1' });
  expect(started.status).toBe(200);
  expect(gateway.transactions().find((t) => t.reference === 'sub-first-1')).toMatchObject({ amount: 2_000_000, plan: { plan_code: plan.body.data.plan_code } });
});

it('paying subscribes the customer (charge.success then subscription.create); the local control bills the next month; disable stops it', async () => {
  const plan = (await post('/plan', { name: 'Violin', amount: 2_500_000, interval: 'monthly' })).body.data;
  const started = (await post('/transaction/initialize', { email: 'b@example.com', amount: 2_500_000, plan: plan.plan_code })).body.data;
  const before = receiver.received.length;
  await fetch(started.authorization_url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
  await receiver.waitFor(before + 2);
  expect(events().slice(before)).toEqual(['charge.success', 'subscription.create']);
  const [subscription] = gateway.subscriptions().filter((s) => s.plan.plan_code === plan.plan_code);
  expect(subscription).toMatchObject({ email: 'b@example.com', status: 'active', charges: [started.reference] });

  // The list finds it by the customer's email (any case) and the plan, with the secret key only.
  const list = async (query: string, key = KEY) => {
    const res = await fetch(`${gateway.url}/subscription?${query}`, { headers: { authorization: `Bearer ${key}` } });
    return { status: res.status, body: (await res.json()) as { data?: { subscription_code: string }[] } };
  };
  expect((await list('customer=B@example.com')).body.data?.map((s) => s.subscription_code)).toEqual([subscription.code]);
  expect((await list(`customer=b@example.com&plan=${plan.plan_code}`)).body.data).toHaveLength(1);
  expect((await list('customer=nobody@example.com')).body.data).toEqual([]);
  expect((await list('customer=b@example.com', 'sk_test_wrong')).status).toBe(401);

  // The billing control answers only to the secret key.
  expect((await post(`/_local/subscription/${subscription.code}/bill`, { outcome: 'success' }, 'sk_test_wrong')).status).toBe(401);
  const paid = await post(`/_local/subscription/${subscription.code}/bill`, { outcome: 'success' });
  expect(paid.body.data).toMatchObject({ ok: true, reference: expect.any(String), deliveries: [{ ok: true }] });
  const failed = await post(`/_local/subscription/${subscription.code}/bill`, { outcome: 'failed' });
  expect(failed.body.data).toMatchObject({ ok: true, invoice: expect.stringMatching(/^INV_/) });
  const sent = gateway.subscriptionEvents().slice(-2).map((e) => JSON.parse(e.body) as { event: string; data: any });
  expect(sent[0]).toMatchObject({ event: 'charge.success', data: { amount: 2_500_000, status: 'success', plan: { plan_code: plan.plan_code }, customer: { email: 'b@example.com' } } });
  expect(sent[1]).toMatchObject({ event: 'invoice.payment_failed', data: { amount: 2_500_000, subscription: { subscription_code: subscription.code } } });

  expect((await post('/subscription/disable', { code: subscription.code, token: 'wrong' })).status).toBe(404);
  expect((await post('/subscription/disable', { code: subscription.code, token: subscription.emailToken })).body).toEqual({ status: true, message: 'Subscription disabled successfully' });
  expect((await post('/subscription/disable', { code: subscription.code, token: subscription.emailToken })).status).toBe(400);
  await gateway.subscriptionWebhooksSettled();
  expect(events().at(-1)).toBe('subscription.disable');
  expect((await post(`/_local/subscription/${subscription.code}/bill`, { outcome: 'success' })).body).toEqual({ status: false, message: 'Subscription is not active' });
  // A customer who has paid can be put on a plan again.
  const again = await post('/subscription', { customer: 'b@example.com', plan: plan.plan_code });
  expect(again.body.data).toMatchObject({ status: 'active', customer: { email: 'b@example.com' } });
  expect((await post('/subscription', { customer: 'never-paid@example.com', plan: plan.plan_code })).status).toBe(400);
});
