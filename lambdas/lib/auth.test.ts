import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { ADMIN_RESOURCES, ROUTES, apiPath } from '../../contract/routes';
import { eventInput } from '../../contract/schemas';
import { contactsRepo } from './db/contacts-repo';
import { db } from './db/client';
import { eventsRepo } from './db/events-repo';
import { galleryRepo } from './db/gallery-repo';
import { registrationsRepo } from './db/registrations-repo';
import { sessionsRepo } from './db/sessions-repo';
import { testimonialsRepo } from './db/testimonials-repo';
import { BCRYPT_COST, hashPassword, verifyPassword } from './auth';
import { ADMIN, TEST_JWT_SECRET, call, createAdmin, eventBody, loginToken, useStore } from '../test/harness';

useStore();

beforeAll(async () => {
  await createAdmin();
});

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const inHours = (h: number) => Math.floor(Date.now() / 1000) + h * 3600;

describe('passwords', () => {
  it('hashes with bcrypt cost 12 and verifies (wrong passwords: see login)', async () => {
    const hash = await hashPassword('s3cret pass');
    expect(BCRYPT_COST).toBe(12);
    expect(bcrypt.getRounds(hash)).toBe(12);
    expect(await verifyPassword('s3cret pass', hash)).toBe(true);
  });
});

describe('POST /api/admin/login', () => {
  it('answers { success, token, message } with an HS256 token carrying sub, jti and a 12 h exp, and opens a session', async () => {
    const answer = await call('POST', '/api/admin/login', { body: { username: ' Admin ', password: ADMIN.password } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, token: expect.any(String), message: 'Login successful' });
    expect(answer.headers['Cache-Control']).toBe('no-store');
    const decoded = jwt.decode(answer.body.token, { complete: true })!;
    const claims = decoded.payload as jwt.JwtPayload;
    expect(decoded.header.alg).toBe('HS256');
    expect(claims.sub).toBe('admin');
    expect(claims.exp! - claims.iat!).toBe(12 * 3600);
    expect(await sessionsRepo.get(claims.jti!)).toMatchObject({ username: 'admin' });
  });

  it('answers 401 "Invalid username or password" for a wrong password or an unknown user', async () => {
    for (const body of [{ username: 'admin', password: 'nope' }, { username: 'nobody', password: 'nope' }]) {
      const answer = await call('POST', '/api/admin/login', { body });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, message: 'Invalid username or password' });
    }
  });

  it('answers 400 with the SPEC messages when fields are missing', async () => {
    const answer = await call('POST', '/api/admin/login', { body: { username: '', password: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ username: 'Username is required', password: 'Password is required' });
  });

  it('locks a username for 15 minutes after five failures in 15 minutes, with Retry-After', async () => {
    await createAdmin('locked', 'right password');
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', '/api/admin/login', { body: { username: 'locked', password: `wrong ${i}` } })).status).toBe(401);
    }
    const answer = await call('POST', '/api/admin/login', { body: { username: 'locked', password: 'right password' } });
    expect(answer.status).toBe(429);
    expect(answer.body.success).toBe(false);
    expect(Number(answer.headers['Retry-After'])).toBeGreaterThan(14 * 60);
    expect(Number(answer.headers['Retry-After'])).toBeLessThanOrEqual(15 * 60);
    // Other usernames are not affected.
    expect((await call('POST', '/api/admin/login', { body: ADMIN })).status).toBe(200);
  });
});

describe('POST /api/admin/logout', () => {
  it('revokes the session of a valid token and answers 200', async () => {
    const token = await loginToken();
    expect((await call('GET', '/api/admin/events', { token })).status).toBe(200);
    const answer = await call('POST', '/api/admin/logout', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Logged out' });
    expect((await call('GET', '/api/admin/events', { token })).status).toBe(401);
  });

  it('answers 200 for an invalid token or none', async () => {
    expect((await call('POST', '/api/admin/logout', { token: 'garbage' })).body).toEqual({ success: true, message: 'Logged out' });
    expect((await call('POST', '/api/admin/logout')).status).toBe(200);
  });
});

describe('every admin route refuses bad credentials with 401 and reads or writes nothing', () => {
  const badTokens: Record<string, () => Promise<string | undefined>> = {
    'no token': async () => undefined,
    'a malformed token': async () => 'not.a.jwt',
    'an expired token': async () => {
      const jti = 'expired-session';
      await sessionsRepo.create({ jti, username: 'admin', expiresAt: inHours(1) });
      return jwt.sign({ sub: 'admin', jti, exp: inHours(-1) }, TEST_JWT_SECRET, { algorithm: 'HS256' });
    },
    'a token signed with another secret': async () => {
      const jti = 'other-secret-session';
      await sessionsRepo.create({ jti, username: 'admin', expiresAt: inHours(1) });
      return jwt.sign({ sub: 'admin', jti }, 'another-secret', { algorithm: 'HS256', expiresIn: '1h' });
    },
    'an alg=none token': async () => {
      const jti = 'none-session';
      await sessionsRepo.create({ jti, username: 'admin', expiresAt: inHours(1) });
      return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub: 'admin', jti, exp: inHours(1) })}.`;
    },
    'a logged-out token': async () => {
      const token = await loginToken();
      await call('POST', '/api/admin/logout', { token });
      return token;
    },
  };

  const adminRoutes = ROUTES.filter((r) => r.auth === 'admin');
  let eventId: string;
  let contents: () => Promise<unknown>;

  beforeAll(async () => {
    eventId = (await eventsRepo.create(eventInput.parse(eventBody()), { id: 'kept-event' })).id;
    contents = async () =>
      JSON.stringify(
        await Promise.all([eventsRepo.list(), testimonialsRepo.list(), galleryRepo.list(), contactsRepo.list(), registrationsRepo.list()]),
      );
  });

  it('covers all admin routes of the table', () => {
    // List and delete per resource, create and update per editable one, resend a mail, message an event's
    // attendees, read and save the notification settings, and read the overview counts.
    expect(adminRoutes).toHaveLength(ADMIN_RESOURCES.length * 2 + 3 * 2 + 2 + 2 + 1);
  });

  it.each(Object.keys(badTokens))('%s', async (kind) => {
    const token = await badTokens[kind]();
    const before = await contents();
    const send = jest.spyOn(db(), 'send');
    try {
      for (const route of adminRoutes) {
        const path = apiPath(route.path, { id: eventId });
        const body = route.method === 'POST' || route.method === 'PUT' ? eventBody() : undefined;
        const answer = await call(route.method, path, { token, body });
        expect({ route: route.handler, status: answer.status, success: answer.body.success }).toEqual({
          route: route.handler,
          status: 401,
          success: false,
        });
      }
      // The only store access allowed is looking up the session of a well-signed token.
      for (const [command] of send.mock.calls) {
        const input = (command as { input: { Key?: { pk?: string } } }).input;
        expect(command.constructor.name).toBe('GetCommand');
        expect(input.Key?.pk).toMatch(/^SESSION#/);
      }
    } finally {
      send.mockRestore();
    }
    expect(await contents()).toBe(before);
  });
});
