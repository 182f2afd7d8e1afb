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
    expect(await sessionsRepo.get('admin', claims.jti!)).toMatchObject({ username: 'admin' });
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

  it('after five attempts from one client, that client gets 429 for the username with Retry-After, but the admin elsewhere still signs in', async () => {
    await createAdmin('locked', 'right password');
    const from = (ip: string) => ({ 'cloudfront-viewer-address': `${ip}:443` });
    for (let i = 0; i < 5; i++) {
      const answer = await call('POST', '/api/admin/login', { body: { username: 'locked', password: `wrong ${i}` }, headers: from('203.0.113.9') });
      expect(answer.status).toBe(401);
    }
    const answer = await call('POST', '/api/admin/login', { body: { username: 'locked', password: 'right password' }, headers: from('203.0.113.9') });
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ success: false, message: 'Too many sign-in attempts. Please try again later.' });
    expect(Number(answer.headers['Retry-After'])).toBeGreaterThan(0);
    expect(Number(answer.headers['Retry-After'])).toBeLessThanOrEqual(15 * 60);
    // The real admin, from another address: the stranger's failures do not lock them out.
    expect((await call('POST', '/api/admin/login', { body: { username: 'locked', password: 'right password' }, headers: from('198.51.100.7') })).status).toBe(200);
    // Other usernames from the stranger's address are not affected either.
    expect((await call('POST', '/api/admin/login', { body: ADMIN, headers: from('203.0.113.9') })).status).toBe(200);
  });

  it('the atomic throttle under 20 parallel guesses (at most 5 passwords checked, the rest 429, never a 5xx)', async () => {
    await createAdmin('target', 'the real password');
    const compare = jest.spyOn(bcrypt, 'compare');
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call('POST', '/api/admin/login', { body: { username: 'target', password: `guess ${i}` }, headers: { 'cloudfront-viewer-address': '192.0.2.44:5000' } }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
      expect(compare).toHaveBeenCalledTimes(5);
    } finally {
      compare.mockRestore();
    }
    // The owner, from their own address, is not locked out.
    expect((await call('POST', '/api/admin/login', { body: { username: 'target', password: 'the real password' } })).status).toBe(200);
  });

  it('one client may try at most 20 sign-ins a window across usernames; signing in gives the attempt back', async () => {
    const from = { 'cloudfront-viewer-address': '[2001:db8::5]:443' };
    for (let i = 0; i < 3; i++) expect((await call('POST', '/api/admin/login', { body: ADMIN, headers: from })).status).toBe(200);
    // Only the counting is under test here: spare the busy machine 22 bcrypt runs.
    const compare = (jest.spyOn(bcrypt, 'compare') as unknown as jest.SpyInstance<Promise<boolean>, [string, string]>).mockResolvedValue(false);
    const guesses = await Promise.all(
      Array.from({ length: 22 }, (_, i) => call('POST', '/api/admin/login', { body: { username: `user${i}`, password: 'guess' }, headers: from })),
    ).finally(() => compare.mockRestore());
    expect(guesses.filter((a) => a.status === 401)).toHaveLength(20);
    expect(guesses.filter((a) => a.status === 429)).toHaveLength(2);
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
    // attendees, read and save the notification settings, read, save, list versions of and revert site
    // content, read the counts, cancel and archive an event, the seven admin-account routes, the
    // door's four (check in, undo, attendees, walk-ins), the three upload signers and marking a
    // registration paid at the venue, saving the gallery's order, the insights, the three promo-code routes,
    // the refund and the music school's four (read and save the availability, the trial agenda, marking attendance),
    // its programmes' four (list, create, edit, the roster), the waitlist's three (the queue, remove, offer by hand)
    // attendance per class meeting's four (the meetings, one meeting's list, mark, undo), enrolling a trial's learner in a programme,
    // people's data (issue 36: find a person, erase them, the privacy requests, and exporting it), two-step sign-in's four (issue 38:
    // start and confirm an authenticator app, list and remove factors), the step-up and its passkey options with the second-factor
    // policy's read and save,
    // adding a passkey's two (its options, then storing it), and the mailing list's nine (issue 39: list, create, read, preview,
    // test, send and cancel an announcement, the audiences' counts and one audience's count).
    expect(adminRoutes).toHaveLength(ADMIN_RESOURCES.length * 2 + 3 * 2 + 2 + 2 + 4 + 1 + 2 + 7 + 4 + 3 + 1 + 1 + 1 + 3 + 1 + 4 + 4 + 3 + 4 + 1 + 4 + 4 + 4 + 2 + 9);
  });

  it.each(Object.keys(badTokens))('%s', async (kind) => {
    const token = await badTokens[kind]();
    const before = await contents();
    const send = jest.spyOn(db(), 'send');
    try {
      for (const route of adminRoutes) {
        const path = apiPath(route.path, { id: eventId, section: 'services', date: '2026-01-01', learnerId: 'someone' });
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
