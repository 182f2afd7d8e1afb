// The admin authorizer against the real store and the real login: it lets
// through exactly the tokens the admin handlers accept, first-password
// sessions included, and refuses the rest before any handler runs.
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import jwt from 'jsonwebtoken';
import { ADMIN, TEST_JWT_SECRET, call, createAdmin, loginToken, useStore } from '../test/harness';
import { adminUsersRepo } from '../lib/db/admin-users-repo';
import { handler, REFUSED } from './admin-session';

useStore();

beforeAll(() => createAdmin());

/** The event API Gateway sends for GET /api/admin/events with this Authorization header. */
function eventWith(authorization?: string): APIGatewayRequestAuthorizerEventV2 {
  return {
    version: '2.0',
    type: 'REQUEST',
    routeArn: 'arn:aws:execute-api:eu-west-1:111111111111:api/$default/GET/api/admin/events',
    identitySource: authorization ? [authorization] : [],
    routeKey: 'GET /api/admin/events',
    rawPath: '/api/admin/events',
    rawQueryString: '',
    headers: authorization ? { authorization } : {},
    requestContext: {
      accountId: '111111111111',
      apiId: 'api',
      domainName: '127.0.0.1',
      domainPrefix: '127',
      http: { method: 'GET', path: '/api/admin/events', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'jest' },
      requestId: crypto.randomUUID(),
      routeKey: 'GET /api/admin/events',
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
  } as APIGatewayRequestAuthorizerEventV2;
}

it('lets a live session through, naming its admin', async () => {
  const token = await loginToken();
  await expect(handler(eventWith(`Bearer ${token}`))).resolves.toEqual({ isAuthorized: true, context: { username: ADMIN.username } });
  // and the handler behind it agrees
  expect((await call('GET', '/api/admin/events', { token })).status).toBe(200);
});

it('refuses a token whose session was ended (signed out), as the handler would', async () => {
  const token = await loginToken();
  expect((await call('POST', '/api/admin/logout', { token })).status).toBe(200);
  await expect(handler(eventWith(`Bearer ${token}`))).rejects.toThrow(REFUSED);
  expect((await call('GET', '/api/admin/events', { token })).status).toBe(401);
});

it('refuses a forged, an expired and a malformed token, and a missing one', async () => {
  const forged = jwt.sign({}, 'not-the-secret-0123456789abcdef0123456789', { algorithm: 'HS256', subject: ADMIN.username, jwtid: 'x', expiresIn: 60 });
  const expired = jwt.sign({ exp: Math.floor(Date.now() / 1000) - 10 }, TEST_JWT_SECRET, { algorithm: 'HS256', subject: ADMIN.username, jwtid: 'y' });
  for (const authorization of [`Bearer ${forged}`, `Bearer ${expired}`, 'Bearer not-a-jwt', 'Basic YWRtaW46cGFzcw==', undefined]) {
    await expect(handler(eventWith(authorization))).rejects.toThrow(REFUSED);
  }
});

it('lets a first-password session through: the routes that allow it must stay reachable', async () => {
  const admin = await adminUsersRepo.get(ADMIN.username);
  await adminUsersRepo.create('newcomer', admin!.passwordHash, { mustChangePassword: true });
  const token = await loginToken('newcomer', ADMIN.password);
  await expect(handler(eventWith(`Bearer ${token}`))).resolves.toEqual({ isAuthorized: true, context: { username: 'newcomer' } });
  // Behind it the handlers still apply their own rule: only the password change is open before the change.
  expect((await call('GET', '/api/admin/events', { token })).status).toBe(409);
  expect((await call('POST', '/api/admin/account/password', { token, body: { currentPassword: 'wrong', newPassword: 'a brand new passphrase' } })).status).not.toBe(409);
});
