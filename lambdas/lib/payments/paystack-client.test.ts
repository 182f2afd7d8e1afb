// The client against the local Paystack-compatible gateway, over 127.0.0.1.
import http from 'node:http';
import { startPaystackGateway, type PaystackGateway } from '../../../infra/local/paystack-gateway/server';
import { listen } from '../../../infra/local/server';
import {
  initializeTransaction,
  PAYSTACK_DEFAULT_BASE_URL,
  PaystackApiError,
  paystackBaseUrl,
  verifyTransaction,
  type PaystackClientOptions,
} from './paystack-client';

const KEY = 'sk_test_client_abcdef';
let gateway: PaystackGateway;
let client: PaystackClientOptions;

beforeAll(async () => {
  gateway = await startPaystackGateway({ secretKey: KEY });
  client = { secretKey: KEY, baseUrl: `${gateway.url}/` };
});
afterAll(() => gateway.close());

test('initializes a transaction in kobo with our reference, then verifies it', async () => {
  const data = await initializeTransaction(client, {
    email: 'ada@example.com',
    amount: 750000,
    currency: 'NGN',
    reference: 'reg-client-1',
    callback_url: 'http://127.0.0.1:9/tickets/reg-client-1',
    metadata: { eventId: 'ev-9', registrationId: 'reg-client-1' },
  });
  expect(data.reference).toBe('reg-client-1');
  expect(data.authorization_url).toBe(`${gateway.url}/checkout/${data.access_code}`);

  const before = await verifyTransaction(client, 'reg-client-1');
  expect(before).toMatchObject({ status: 'abandoned', amount: 750000, currency: 'NGN', metadata: { registrationId: 'reg-client-1' } });

  const paid = await fetch(data.authorization_url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
  expect(paid.status).toBe(302);
  const after = await verifyTransaction(client, 'reg-client-1');
  expect(after).toMatchObject({ status: 'success', gateway_response: 'Successful', customer: { email: 'ada@example.com' } });
});

test("Paystack's refusals become a PaystackApiError with its message and HTTP status", async () => {
  await expect(verifyTransaction(client, 'never-made')).rejects.toEqual(
    expect.objectContaining({ name: 'PaystackApiError', message: 'Transaction reference not found', httpStatus: 400 }),
  );
  await expect(verifyTransaction({ ...client, secretKey: 'sk_test_wrong' }, 'reg-client-1')).rejects.toMatchObject({
    message: 'Invalid key',
    httpStatus: 401,
  });
  await initializeTransaction(client, { email: 'b@example.com', amount: 100, reference: 'dup-1' });
  await expect(initializeTransaction(client, { email: 'b@example.com', amount: 100, reference: 'dup-1' })).rejects.toMatchObject({
    message: 'Duplicate Transaction Reference',
  });
});

test('an unreachable, silent or non-JSON server is an error too, never a hang', async () => {
  await expect(verifyTransaction({ secretKey: KEY, baseUrl: 'http://127.0.0.1:9' }, 'x')).rejects.toMatchObject({
    message: 'Paystack could not be reached',
    httpStatus: 0,
  });

  const sockets = new Set<import('node:net').Socket>();
  const odd = http.createServer((req, res) => {
    if (req.url?.includes('silent')) return; // never answers
    res.writeHead(502, { 'content-type': 'text/html' });
    res.end('<html>Bad gateway</html>');
  });
  odd.on('connection', (s) => sockets.add(s));
  const base = await listen(odd, 0, '127.0.0.1');
  try {
    const error = await verifyTransaction({ secretKey: KEY, baseUrl: base }, 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaystackApiError);
    expect(error).toMatchObject({ httpStatus: 502, message: 'Paystack answered 502 without JSON' });
    await expect(verifyTransaction({ secretKey: KEY, baseUrl: base, timeoutMs: 50 }, 'silent')).rejects.toMatchObject({
      message: 'Paystack did not answer in time',
    });
  } finally {
    for (const s of sockets) s.destroy();
    await new Promise<void>((done) => odd.close(() => done()));
  }
});

test('the reference is escaped into the path', async () => {
  await initializeTransaction(client, { email: 'c@example.com', amount: 100, reference: 'a.b=c-d' });
  await expect(verifyTransaction(client, 'a.b=c-d')).resolves.toMatchObject({ reference: 'a.b=c-d' });
  await expect(verifyTransaction(client, '../initialize')).rejects.toMatchObject({ httpStatus: 400 });
});

test('PAYSTACK_BASE_URL selects the gateway; without it, Paystack itself', () => {
  expect(paystackBaseUrl({ PAYSTACK_BASE_URL: 'http://127.0.0.1:4010' })).toBe('http://127.0.0.1:4010');
  expect(paystackBaseUrl({ PAYSTACK_BASE_URL: '  ' })).toBe(PAYSTACK_DEFAULT_BASE_URL);
  expect(paystackBaseUrl({})).toBe('https://api.paystack.co');
});
