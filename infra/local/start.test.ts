// The whole local stack in-process: store, seed, first admin, the API
// emulator in front of the real handlers, and the static server.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayInLagos } from '../../contract/dates';
import { DEFAULT_EVENT_ID } from '../../contract/constants';
import { dataPaths } from './data-dir';
import { startLocalStack, type LocalStack } from './start';

const ADMIN_PASSWORD = 'local-admin-pass';
let tmp: string;
let stack: LocalStack;
const lines: string[] = [];

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'local-stack-'));
  const dist = path.join(tmp, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Site shell</title><div id="root"></div>');
  stack = await startLocalStack({ dataDir: ':memory:', port: 0, adminPassword: ADMIN_PASSWORD, distDir: dist, log: (l) => lines.push(l) });
});
afterAll(async () => {
  await stack?.close();
  rmSync(tmp, { recursive: true, force: true });
});

test('the URL is on loopback with the port the OS picked', () => {
  expect(stack.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(stack.url.endsWith(':0')).toBe(false);
});

test('the local Paystack gateway runs on loopback with a generated test key that is never printed', () => {
  expect(stack.paystackGatewayUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(process.env.PAYSTACK_SECRET_KEY).toMatch(/^sk_test_[0-9a-f]{40}$/);
  expect(lines.join('\n')).not.toContain(process.env.PAYSTACK_SECRET_KEY);
});

test('GET /api/events/upcoming answers the seeded upcoming events', async () => {
  const res = await fetch(`${stack.url}/api/events/upcoming`);
  expect(res.status).toBe(200);
  const { events } = (await res.json()) as { events: { id: string; date: string }[] };
  expect(events.length).toBeGreaterThanOrEqual(2);
  const today = todayInLagos();
  for (const event of events) expect(event.date >= today).toBe(true);
});

test('GET /api/events/past has the 2025 featured workshop', async () => {
  const { events } = (await (await fetch(`${stack.url}/api/events/past`)).json()) as { events: { id: string }[] };
  expect(events.map((e) => e.id)).toContain(DEFAULT_EVENT_ID);
});

test('POST /api/contact with a valid message is 201', async () => {
  const res = await fetch(`${stack.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ada Obi', email: 'ada@example.com', message: 'I would like piano lessons for my son.' }),
  });
  expect(res.status).toBe(201);
  expect(await res.json()).toMatchObject({ success: true });
});

test('an unknown API path is a 404 JSON answer, and a page path gets its HTML', async () => {
  const api = await fetch(`${stack.url}/api/nope`);
  expect(api.status).toBe(404);
  expect(await api.json()).toEqual({ success: false, message: 'Not found' });
  // The same security headers as CloudFront adds to every behaviour.
  expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  const page = await fetch(`${stack.url}/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Site shell');
});

// A client that reused a connection the server was closing at that moment got "other side closed"
// (an e2e journey's first call on a busy machine): the site keeps idle connections for minutes, and
// says so, so a client never reuses one the server is about to drop.
test('an idle connection is kept for minutes, not Node\'s 5 s, and the answer says so', async () => {
  const answer = await fetch(`${stack.url}/api/nope`);
  await answer.arrayBuffer();
  const seconds = Number(/timeout=(\d+)/.exec(answer.headers.get('keep-alive') ?? '')?.[1]);
  expect(seconds).toBeGreaterThanOrEqual(60);
});

test('the first admin signs in with ADMIN_PASSWORD and can list contacts', async () => {
  expect(lines.join('\n')).not.toContain(ADMIN_PASSWORD);
  const login = await fetch(`${stack.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const contacts = await fetch(`${stack.url}/api/admin/contacts`, { headers: { authorization: `Bearer ${token}` } });
  expect(contacts.status).toBe(200);
  const { data } = (await contacts.json()) as { data: { items: { email: string }[] } };
  expect(data.items.map((c) => c.email)).toContain('ada@example.com');
});

test('the mailer runs with the stack: a registration\'s confirmation reaches GET /_local/mail', async () => {
  const { events } = (await (await fetch(`${stack.url}/api/events/upcoming`)).json()) as { events: { id: string }[] };
  const res = await fetch(`${stack.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Local Mail', email: 'local-mail@example.com', phone: '08012345678', eventId: events[0].id }),
  });
  expect(res.status).toBe(201);
  // The seeded events are priced and the stack runs the local Paystack gateway: pay at its checkout,
  // whose signed webhook reaches the stack; the worker marks it paid and queues the confirmation.
  const { data } = (await res.json()) as { data?: { authorizationUrl: string } };
  expect(data?.authorizationUrl.startsWith(`${stack.paystackGatewayUrl}/checkout/`)).toBe(true);
  const paid = await fetch(data!.authorizationUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
  expect(paid.status).toBe(302);
  let messages: { to: string[]; subject: string; text: string }[] = [];
  for (let i = 0; i < 100 && !messages.some((m) => m.to.includes('local-mail@example.com')); i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The gateway shares this process's connection pool with the test: a pooled
    // keep-alive connection can be reset under it; ask again rather than fail.
    messages = await fetch(`${stack.url}/_local/mail`).then(
      async (r) => ((await r.json()) as { messages: typeof messages }).messages,
      () => messages,
    );
  }
  const confirmation = messages.find((m) => m.to.includes('local-mail@example.com'));
  expect(confirmation?.subject).toMatch(/^You're registered: /);
  expect(confirmation?.text).toContain(`${stack.url}/tickets/`);
});

test('the local job routes take POST only and a valid `now`', async () => {
  expect((await fetch(`${stack.url}/_local/jobs/reminders`)).status).toBe(405);
  expect((await fetch(`${stack.url}/_local/jobs/reminders?now=yesterday`, { method: 'POST' })).status).toBe(400);
  const ran = await fetch(`${stack.url}/_local/jobs/reminders?now=${encodeURIComponent(new Date().toISOString())}`, { method: 'POST' });
  expect(ran.status).toBe(200);
  expect(await ran.json()).toEqual({ success: true, result: { queued: expect.any(Number) } });
});

test('without the movable clock (no `clock`, as LOCAL_MOVABLE_CLOCK unset) there is no POST /_local/clock', async () => {
  const answer = await fetch(`${stack.url}/_local/clock?advanceSeconds=600`, { method: 'POST' });
  expect(answer.ok).toBe(false);
});

// Under STORE=dynamodb-local each start is a JVM of its own on the folder (-dbPath): seconds each,
// and over 120 s for the three starts on a loaded CI machine; hence its own ceiling.
test('a persisted data folder keeps its data, secret and seed list across restarts', async () => {
  // One stack at a time per process: the handlers read one set of env vars.
  await stack.close();
  const dataDir = path.join(tmp, 'data');
  const paths = dataPaths(dataDir);
  const out: string[] = [];
  const first = await startLocalStack({ dataDir, port: 0, log: (l) => out.push(l) });
  try {
    expect(readFileSync(paths.storeEndpoint, 'utf8').trim()).toBe(first.storeEndpoint);
    expect(statSync(paths.jwtSecret).mode & 0o777).toBe(0o600);
    // No ADMIN_PASSWORD: a random one, printed once.
    const printed = /password '([^']+)'/.exec(out.join('\n'))?.[1];
    expect(printed).toBeTruthy();
    const login = await fetch(`${first.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: printed }),
    });
    expect(login.status).toBe(200);
  } finally {
    await first.close();
  }
  expect(existsSync(paths.storeEndpoint)).toBe(false);
  const secret = readFileSync(paths.jwtSecret, 'utf8');

  const again: string[] = [];
  const second = await startLocalStack({ dataDir, port: 0, log: (l) => again.push(l) });
  try {
    expect(again.join('\n')).not.toMatch(/Seeded|first admin/);
    expect(readFileSync(paths.jwtSecret, 'utf8')).toBe(secret);
    const { events } = (await (await fetch(`${second.url}/api/events/upcoming`)).json()) as { events: unknown[] };
    expect(events.length).toBeGreaterThanOrEqual(2);
  } finally {
    await second.close();
  }
  stack = { ...stack, close: async () => undefined };
}, 300_000);
