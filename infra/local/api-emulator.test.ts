import http from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Route } from '../../contract/routes';
import { createApiEmulator, findRoute, type LambdaHandler } from './api-emulator';
import { listen } from './server';
import { ROUTES } from '../../contract/routes';

const routes: Route[] = [
  { method: 'GET', path: '/api/items', handler: 'list-items', auth: 'public', area: 'public-reads', access: 'read', data: {} },
  { method: 'POST', path: '/api/items', handler: 'create-item', auth: 'public', area: 'public-reads', access: 'write', data: {} },
  { method: 'PUT', path: '/api/items/{id}', handler: 'update-item', auth: 'admin', area: 'admin-content', access: 'write', data: {} },
  { method: 'GET', path: '/api/boom', handler: 'boom', auth: 'public', area: 'public-reads', access: 'read', data: {} },
  { method: 'GET', path: '/api/bare', handler: 'bare', auth: 'public', area: 'public-reads', access: 'read', data: {} },
];

let seen: APIGatewayProxyEventV2[] = [];
const loaded: string[] = [];
const echo: LambdaHandler = async (event) => {
  seen.push(event);
  return {
    statusCode: event.requestContext.http.method === 'POST' ? 201 : 200,
    headers: { 'Content-Type': 'application/json', 'X-Handler': 'echo' },
    cookies: ['a=1; Path=/'],
    body: JSON.stringify({ ok: true }),
  };
};
const handlers: Record<string, LambdaHandler> = {
  'list-items': echo,
  'create-item': echo,
  'update-item': echo,
  boom: async () => {
    throw new Error('secret table name site-prod-123');
  },
  bare: async () => ({ hello: 'world' }),
};

const errors: string[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  const emulator = createApiEmulator({
    routes,
    maxBodyBytes: 1000,
    loadHandler: (name) => {
      loaded.push(name);
      return handlers[name];
    },
    logError: (message) => errors.push(message),
  });
  server = http.createServer((req, res) => void emulator(req, res));
  base = await listen(server, 0, '127.0.0.1');
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(() => {
  seen = [];
});

test('a request becomes a payload v2 event with path parameters, query string, lowercased headers and the body', async () => {
  const res = await fetch(`${base}/api/items/abc%20d?x=1&y=two&x=3`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'X-Custom-Thing': 'Yes', Authorization: 'Bearer t', Cookie: 'c1=v1; c2=v2' },
    body: JSON.stringify({ title: 'Hi' }),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('x-handler')).toBe('echo');
  expect(res.headers.get('set-cookie')).toBe('a=1; Path=/');
  expect(await res.json()).toEqual({ ok: true });

  const [event] = seen;
  expect(event.version).toBe('2.0');
  expect(event.routeKey).toBe('PUT /api/items/{id}');
  expect(event.rawPath).toBe('/api/items/abc%20d');
  expect(event.rawQueryString).toBe('x=1&y=two&x=3');
  expect(event.queryStringParameters).toEqual({ x: '1,3', y: 'two' });
  expect(event.pathParameters).toEqual({ id: 'abc d' });
  expect(event.requestContext.http).toMatchObject({ method: 'PUT', path: '/api/items/abc%20d', sourceIp: '127.0.0.1' });
  expect(event.headers['x-custom-thing']).toBe('Yes');
  expect(event.headers.authorization).toBe('Bearer t');
  expect(event.headers['content-type']).toBe('application/json');
  expect(event.cookies).toEqual(['c1=v1', 'c2=v2']);
  expect(event.body).toBe('{"title":"Hi"}');
  expect(event.isBase64Encoded).toBe(false);
});

test('a GET without query or body has neither', async () => {
  await fetch(`${base}/api/items`);
  const [event] = seen;
  expect(event.rawQueryString).toBe('');
  expect(event.queryStringParameters).toBeUndefined();
  expect(event.pathParameters).toBeUndefined();
  expect(event.body).toBeUndefined();
});

test('the status code of the handler is kept', async () => {
  const res = await fetch(`${base}/api/items`, { method: 'POST', body: '{}' });
  expect(res.status).toBe(201);
});

test('an unknown /api path is a 404 JSON answer', async () => {
  const res = await fetch(`${base}/api/nothing/here`);
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  expect(await res.json()).toEqual({ success: false, message: 'Not found' });
});

test('a known path with the wrong method is a 405 JSON answer naming the allowed methods', async () => {
  const res = await fetch(`${base}/api/items`, { method: 'DELETE' });
  expect(res.status).toBe(405);
  expect(res.headers.get('allow')).toBe('GET, POST');
  expect(await res.json()).toMatchObject({ success: false });
});

test('a body over the cap is refused with 413 JSON before the handler runs', async () => {
  const res = await fetch(`${base}/api/items`, { method: 'POST', body: 'x'.repeat(5000) });
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ success: false, message: 'Request body too large' });
  expect(seen).toHaveLength(0);
});

test('a chunked body that grows past the cap is refused too', async () => {
  const status = await new Promise<number>((resolve, reject) => {
    const req = http.request(`${base}/api/items`, { method: 'POST' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    // No content-length: the emulator must count as it reads.
    req.write('y'.repeat(600));
    req.write('y'.repeat(600));
    req.end();
  });
  expect(status).toBe(413);
  expect(seen).toHaveLength(0);
});

test('a handler that throws gives 500 JSON without internals, and the error is logged', async () => {
  const res = await fetch(`${base}/api/boom`);
  expect(res.status).toBe(500);
  const text = await res.text();
  expect(JSON.parse(text)).toEqual({ success: false, message: 'Internal server error' });
  expect(text).not.toContain('secret');
  expect(errors.some((e) => e.includes('boom'))).toBe(true);
});

test('a bare returned value is sent as 200 JSON, as API Gateway does', async () => {
  const res = await fetch(`${base}/api/bare`);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ hello: 'world' });
});

test('handlers are loaded on demand', () => {
  expect(loaded).not.toContain('never-called');
  expect(loaded).toContain('list-items');
});

test('every row of the real route table is reachable by its own method and path', () => {
  for (const route of ROUTES) {
    const concrete = route.path.replace('{id}', 'some-id');
    const found = findRoute(ROUTES, route.method, concrete);
    expect(found && 'route' in found ? found.route.handler : null).toBe(route.handler);
  }
});
