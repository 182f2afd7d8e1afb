import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import jwt from 'jsonwebtoken';
import { ROUTES } from '../../contract/routes';
import { resetSigningSecret, signingSecret } from './auth';
import { resetClient } from './db/client';
import { contactsRepo } from './db/contacts-repo';
import { handle } from './http';
import { apiEvent, call, createAdmin, loginToken, useStore } from '../test/harness';

const store = useStore();

const contact = { name: 'Ada Obi', email: 'ada@example.com', message: 'Hello there, I want lessons.' };
const contactRoute = ROUTES.find((r) => r.handler === 'contact')!;

describe('request bodies', () => {
  it('answers 413 for a body over 32 KB and stores nothing', async () => {
    const answer = await call('POST', '/api/contact', { body: { ...contact, message: 'x'.repeat(33 * 1024) } });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, message: 'Request body must be at most 32 KB' });
    expect(await contactsRepo.list()).toEqual([]);
  });

  it('answers 400 for a body that is not JSON, or not a JSON object', async () => {
    const notJson = await call('POST', '/api/contact', { body: '{"name": "Ada",' });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ success: false, message: 'Request body must be valid JSON' });
    const array = await call('POST', '/api/contact', { body: '[1, 2]' });
    expect(array.status).toBe(400);
  });

  it('answers 415 for a body sent with a non-JSON content type', async () => {
    const answer = await call('POST', '/api/contact', {
      body: 'name=Ada&email=ada%40example.com',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(415);
    expect(answer.body.success).toBe(false);
  });

  it('accepts a base64-encoded JSON body and JSON with a charset', async () => {
    const { handler } = jest.requireActual<typeof import('../handlers/contact')>('../handlers/contact');
    const event = apiEvent(contactRoute, '/api/contact', {}, { body: contact, headers: { 'content-type': 'application/json; charset=utf-8' } });
    event.body = Buffer.from(event.body!).toString('base64');
    event.isBase64Encoded = true;
    const result = await handler(event);
    expect(result.statusCode).toBe(201);
  });

  it('rejects an imageUrl of javascript:alert(1) with 400', async () => {
    await createAdmin();
    const token = await loginToken();
    const answer = await call('POST', '/api/admin/gallery', { token, body: { title: 'x', imageUrl: 'javascript:alert(1)' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ imageUrl: 'Image URL must start with https:// or /' });
  });
});

describe('failures', () => {
  it('answers 500 without internals when a handler fails unexpectedly', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = handle({ auth: 'public' }, async () => {
      throw new Error('secret internals at /var/task/index.js');
    });
    const result = await handler(apiEvent(contactRoute, '/api/contact', {}));
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('secret internals');
    expect(JSON.parse(result.body!)).toEqual({ success: false, message: 'Something went wrong. Please try again later.' });
    error.mockRestore();
  });

  it('logs an unexpected failure with its stack, never the email or phone its message quotes', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const handler = handle({ auth: 'public' }, async () => {
        throw new Error('no item for ada@example.com / 08031234567');
      });
      expect((await handler(apiEvent(contactRoute, '/api/contact', {}))).statusCode).toBe(500);
      const entry = JSON.parse(error.mock.calls[0][0] as string);
      expect(entry).toMatchObject({ level: 'error', message: 'unhandled error' });
      expect(entry.error).toContain('Error: no item for [email] / [phone]');
      expect(entry.error).toContain('http.test.ts');
    } finally {
      error.mockRestore();
    }
  });

  it('answers 503 with a message when the store is unreachable', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Port 1 on loopback: nothing listens there, so the connection is refused.
    process.env.DYNAMODB_ENDPOINT = 'http://127.0.0.1:1';
    resetClient();
    try {
      for (const [method, path] of [['GET', '/api/gallery'], ['POST', '/api/contact']] as const) {
        const answer = await call(method, path, { body: method === 'POST' ? contact : undefined });
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({ success: false, message: 'The service is temporarily unavailable. Please try again shortly.' });
        expect(answer.headers['Cache-Control']).toBe('no-store');
      }
    } finally {
      process.env.DYNAMODB_ENDPOINT = store.endpoint();
      resetClient();
      warn.mockRestore();
    }
    expect((await call('GET', '/api/gallery')).status).toBe(200);
  });
});

/** Runs `body` against a store at `endpoint` with the local default request timeout. */
async function withStoreAt(endpoint: string, requestTimeoutMs: string | undefined, body: () => Promise<void>): Promise<void> {
  const timeout = process.env.DYNAMODB_REQUEST_TIMEOUT_MS;
  process.env.DYNAMODB_ENDPOINT = endpoint;
  if (requestTimeoutMs === undefined) delete process.env.DYNAMODB_REQUEST_TIMEOUT_MS;
  else process.env.DYNAMODB_REQUEST_TIMEOUT_MS = requestTimeoutMs;
  resetClient();
  try {
    await body();
  } finally {
    process.env.DYNAMODB_ENDPOINT = store.endpoint();
    if (timeout !== undefined) process.env.DYNAMODB_REQUEST_TIMEOUT_MS = timeout;
    else delete process.env.DYNAMODB_REQUEST_TIMEOUT_MS;
    resetClient();
  }
}

it('waits for a local store that is slow to answer rather than answer 503', async () => {
  // On one machine the store shares its event loop with the API and the page
  // publisher: a busy machine delays its answers by seconds, which is not an outage.
  const [host, port] = new URL(store.endpoint()).host.split(':');
  const sockets = new Set<Socket>();
  const slow = createServer((client) => {
    const upstream = connect(Number(port), host);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => setTimeout(() => upstream.write(chunk), 2500));
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  try {
    await withStoreAt(`http://127.0.0.1:${(slow.address() as AddressInfo).port}`, undefined, async () => {
      expect((await call('GET', '/api/testimonials')).status).toBe(200);
    });
  } finally {
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => slow.close(resolve));
  }
});

it('answers 503 when the store accepts connections but never answers', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  try {
    await withStoreAt(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, '1000', async () => {
      expect((await call('GET', '/api/testimonials')).status).toBe(503);
    });
  } finally {
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
    warn.mockRestore();
  }
});

describe('signing secret', () => {
  afterEach(() => {
    delete process.env.JWT_SECRET_FILE;
    process.env.JWT_SECRET = 'test-secret-for-handlers-0123456789abcdef';
    resetSigningSecret();
  });

  it('reads the file at JWT_SECRET_FILE when no other source is set', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'secret-'));
    try {
      writeFileSync(join(dir, 'jwt-secret'), 'from-the-file\n');
      delete process.env.JWT_SECRET;
      process.env.JWT_SECRET_FILE = join(dir, 'jwt-secret');
      resetSigningSecret();
      expect(await signingSecret()).toBe('from-the-file');
      const token = jwt.sign({ sub: 'a' }, await signingSecret(), { algorithm: 'HS256' });
      expect(jwt.verify(token, 'from-the-file')).toMatchObject({ sub: 'a' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails clearly when no secret is configured', async () => {
    delete process.env.JWT_SECRET;
    resetSigningSecret();
    await expect(signingSecret()).rejects.toThrow(/No JWT signing secret/);
  });
});
