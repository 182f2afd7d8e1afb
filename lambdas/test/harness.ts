// Test harness for the handlers: one in-memory store per test file, env set
// for the lazily created clients, and API Gateway v2 events built from the
// route table exactly as the deployed HTTP API (or the local emulator) would.
import bcrypt from 'bcryptjs';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { matchPath, ROUTES, type HttpMethod, type Route } from '../../contract/routes';
import { startStore, type Store } from '../../infra/local/store';
import { resetSigningSecret } from '../lib/auth';
import { resetClient } from '../lib/db/client';
import { adminUsersRepo } from '../lib/db/admin-users-repo';

export const TEST_JWT_SECRET = 'test-secret-for-handlers-0123456789abcdef';

/** Start an in-memory store before the file's tests and stop it after. */
export function useStore(): { endpoint: () => string } {
  let store: Store | null = null;
  beforeAll(async () => {
    store = await startStore({});
    process.env.DYNAMODB_ENDPOINT = store.endpoint;
    process.env.TABLE_NAME = store.tableName;
    process.env.AWS_REGION = 'us-east-1';
    // The concurrency cases queue dozens of requests on one dynalite; on a busy
    // shared machine the production 2 s request timeout would turn them into 503s.
    process.env.DYNAMODB_REQUEST_TIMEOUT_MS = '60000';
    process.env.JWT_SECRET = TEST_JWT_SECRET;
    // Every call comes from 127.0.0.1: the suites that register dozens of
    // times would meet the per-client limits; form-guard.test.ts sets its own.
    process.env.RATE_LIMIT_CONTACTS = '100000';
    process.env.RATE_LIMIT_REGISTRATIONS = '100000';
    process.env.RATE_LIMIT_CODES = '100000';
    delete process.env.JWT_SECRET_ARN;
    delete process.env.JWT_SECRET_FILE;
    resetClient();
    resetSigningSecret();
  });
  afterAll(async () => {
    resetClient();
    await store?.close();
  });
  return { endpoint: () => store!.endpoint };
}

export type CallOptions = {
  /** A value to send as JSON, or a string sent as it is. */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
};

/** The route of the table that serves method + concrete path, with its path parameters. */
export function findRoute(method: HttpMethod, path: string): { route: Route; params: Record<string, string> } {
  path = path.split('?')[0];
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  throw new Error(`No route for ${method} ${path}`);
}

/** An API Gateway HTTP API (payload 2.0) event for a route. */
export function apiEvent(route: Route, path: string, params: Record<string, string>, options: CallOptions = {}): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  for (const [key, value] of Object.entries(options.headers ?? {})) headers[key.toLowerCase()] = value;
  const routeKey = `${route.method} ${route.path}`;
  // '/api/admin/contacts?search=ada': the query string as API Gateway hands it over.
  const [rawPath, rawQueryString = ''] = path.split(/\?(.*)/s);
  const query = Object.fromEntries(new URLSearchParams(rawQueryString));
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    queryStringParameters: rawQueryString ? query : undefined,
    headers,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: '127.0.0.1',
      domainPrefix: '127',
      http: { method: route.method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'jest' },
      requestId: crypto.randomUUID(),
      routeKey,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
    pathParameters: Object.keys(params).length ? params : undefined,
    body,
    isBase64Encoded: false,
  };
}

export type Answer<T = any> = { status: number; body: T; headers: Record<string, string> };

/** Run the real handler file for method + path. */
async function run(method: HttpMethod, path: string, options: CallOptions): Promise<APIGatewayProxyStructuredResultV2> {
  const { route, params } = findRoute(method, path);
  // require, not import(): the CJS transform cannot load a computed import() under jest.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a computed path: the CJS transform cannot load a computed import() under jest
  const { handler } = require(`../handlers/${route.handler}`) as {
    handler: (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;
  };
  return handler(apiEvent(route, path, params, options));
}

/** Run the real handler file for method + path and parse its JSON answer. */
export async function call<T = any>(method: HttpMethod, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const result = await run(method, path, options);
  return {
    status: result.statusCode ?? 200,
    body: result.body ? JSON.parse(result.body) : undefined,
    headers: (result.headers ?? {}) as Record<string, string>,
  };
}

/** The same, for an answer that is not JSON (a PDF): its bytes as sent. */
export async function callForBytes(method: HttpMethod, path: string, options: CallOptions = {}): Promise<{ status: number; headers: Record<string, string>; bytes: Buffer }> {
  const result = await run(method, path, options);
  return { status: result.statusCode ?? 200, headers: (result.headers ?? {}) as Record<string, string>, bytes: Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8') };
}

export const ADMIN = { username: 'admin', password: 'correct horse battery staple' };

/**
 * The test admins' hashes are bcrypt at cost 4, not production's 12: a sign-in
 * checks a password at the cost its stored hash was made with, and at 12 each
 * one took 0.4 s of CPU on an idle machine, in every file that signs in, and
 * again on DynamoDB Local. What production stores is proved in
 * auth.test.ts (hashPassword, which every handler that sets a password calls:
 * cost 12); nothing in the code reads a hash's cost.
 */
const TEST_BCRYPT_COST = 4;
const ADMIN_PASSWORD_HASH = bcrypt.hashSync(ADMIN.password, TEST_BCRYPT_COST);

/** Create an admin with a password (by default the file's one admin). */
export async function createAdmin(username = ADMIN.username, password = ADMIN.password): Promise<void> {
  await adminUsersRepo.create(username, password === ADMIN.password ? ADMIN_PASSWORD_HASH : await bcrypt.hash(password, TEST_BCRYPT_COST));
}

export async function loginToken(username = ADMIN.username, password = ADMIN.password): Promise<string> {
  const answer = await call('POST', '/api/admin/login', { body: { username, password } });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

/**
 * Confirm who the session is with the password (an account without a second factor),
 * as the riskiest routes ask (`stepUp` in the route table): good for five minutes of
 * Date's clock. Tests of those routes use this rather than a weaker rule.
 */
export async function stepUp(token: string, password = ADMIN.password): Promise<string> {
  const answer = await call('POST', '/api/admin/step-up', { token, body: { method: 'password', password } });
  if (answer.status !== 200) throw new Error(`step-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return token;
}

/** A session that has just stepped up. */
export async function steppedUpToken(username = ADMIN.username, password = ADMIN.password): Promise<string> {
  return stepUp(await loginToken(username, password), password);
}

/** A valid event input, overridable field by field. */
export function eventBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Choir Masterclass',
    description: 'A day of choral technique.',
    date: '2099-01-15',
    startTime: '10:00',
    endTime: '16:00',
    location: 'Lagos Concert Hall',
    address: 'Victoria Island, Lagos',
    price: 15000,
    maxParticipants: 30,
    ...overrides,
  };
}
