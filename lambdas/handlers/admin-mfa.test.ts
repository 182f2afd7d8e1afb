// Two-step sign-in (issue 38): an authenticator app set up and confirmed, ten
// recovery codes, sign-in with a challenge then a code, and every "once" fired in
// parallel. The clock is Date's alone, set per test (the store's timers keep running).
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { MFA_MESSAGES } from '../../contract/mfa-schemas';
import { handler as authorizer, REFUSED } from '../authorizers/admin-session';
import { adminUsersRepo } from '../lib/db/admin-users-repo';
import { auditRepo } from '../lib/db/audit-repo';
import { factorsRepo } from '../lib/db/factors-repo';
import { sessionsRepo } from '../lib/db/sessions-repo';
import { timeStep, totpAt } from '../lib/mfa/totp';
import { useDateClock } from '../test/date-clock';
import { call, createAdmin, loginToken, useStore } from '../test/harness';

useStore();

const T0 = Date.parse('2026-11-28T10:00:00Z');
const STEP_MS = 30_000;
const clock = useDateClock(T0);

const PASSWORD = 'a long enough password';
const from = (ip: string) => ({ 'cloudfront-viewer-address': `${ip}:443` });
const codeAt = (secret: string, ms = clock.now) => totpAt(secret, timeStep(ms));
const sessionsOf = async (username: string) => (await sessionsRepo.listFor(username)).length;
const login = (username: string, ip = '198.51.100.1') => call('POST', '/api/admin/login', { body: { username, password: PASSWORD }, headers: from(ip) });
const verify = (body: Record<string, unknown>, ip = '198.51.100.1') => call('POST', '/api/admin/login/verify', { body, headers: from(ip) });
const challengeOf = async (username: string, ip?: string): Promise<string> => {
  const answer = await login(username, ip);
  expect(answer.status).toBe(200);
  return answer.body.data.challenge;
};

/** A new admin with an authenticator app on: its secret, recovery codes and a session token. */
async function withTotp(username: string): Promise<{ secret: string; recoveryCodes: string[]; token: string }> {
  await createAdmin(username, PASSWORD);
  const token = await loginToken(username, PASSWORD);
  const setup = await call('POST', '/api/admin/totp', { token });
  const secret = setup.body.data.secret as string;
  const confirmed = await call('POST', '/api/admin/totp/confirm', { token, body: { code: codeAt(secret) } });
  expect(confirmed.status).toBe(200);
  // The confirm's code is spent: the tests sign in from the next step on.
  clock.set(clock.now + STEP_MS);
  return { secret, recoveryCodes: confirmed.body.data.recoveryCodes, token };
}

describe('setting up an authenticator app', () => {
  it('answers a base32 secret and its otpauth URL once, turns on with a code, gives ten recovery codes once, and audits it', async () => {
    await createAdmin('setup', PASSWORD);
    const token = await loginToken('setup', PASSWORD);
    const setup = await call('POST', '/api/admin/totp', { token });
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ algorithm: 'SHA1', digits: '6', period: '30' });
    // Pending: not a factor yet, and signing in is as before.
    expect((await call('GET', '/api/admin/factors', { token })).body).toEqual({ data: { factors: [], recoveryCodesLeft: 0 } });
    expect((await login('setup')).body.token).toEqual(expect.any(String));

    const wrong = await call('POST', '/api/admin/totp/confirm', { token, body: { code: codeAt(secret, clock.now - 3 * STEP_MS) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MFA_MESSAGES.wrongCode);
    const confirmed = await call('POST', '/api/admin/totp/confirm', { token, body: { code: ` ${codeAt(secret).slice(0, 3)} ${codeAt(secret).slice(3)} ` } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ success: true, message: MFA_MESSAGES.totpAdded, id: expect.any(String) });
    const codes = confirmed.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    // Once: the setup is used up, and nothing answers the secret or the codes again.
    expect((await call('POST', '/api/admin/totp/confirm', { token, body: { code: codeAt(secret) } })).status).toBe(409);
    const factors = await call('GET', '/api/admin/factors', { token });
    expect(factors.body.data).toEqual({ factors: [{ id: confirmed.body.id, type: 'totp', label: 'Authenticator app', createdAt: expect.any(String) }], recoveryCodesLeft: 10 });
    const audit = JSON.stringify(await auditRepo.latest());
    expect(audit).toContain(MFA_MESSAGES.totpAdded);
    for (const value of [secret, ...codes]) {
      expect(JSON.stringify(factors.body)).not.toContain(value);
      expect(audit).not.toContain(value);
    }
    // Stored: the codes only as hashes.
    const stored = await factorsRepo.partition((await adminUsersRepo.get('setup'))!.id);
    expect(stored.recoveryCodes.map((c) => c.hash).join()).not.toContain(codes[0].replace(/-/g, ''));
  });

  it('two confirms of one setup in parallel add one factor', async () => {
    await createAdmin('twice', PASSWORD);
    const token = await loginToken('twice', PASSWORD);
    const secret = (await call('POST', '/api/admin/totp', { token })).body.data.secret as string;
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', '/api/admin/totp/confirm', { token, body: { code: codeAt(secret) } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await call('GET', '/api/admin/factors', { token })).body.data.factors).toHaveLength(1);
  });

  it('refuses bad input with 400 and a setup that was never started with 409', async () => {
    await createAdmin('bad-input', PASSWORD);
    const token = await loginToken('bad-input', PASSWORD);
    for (const body of [{}, { code: '12345' }, { code: 'abcdef' }, { code: 123456 }]) {
      const answer = await call('POST', '/api/admin/totp/confirm', { token, body });
      expect([JSON.stringify(body), answer.status, answer.body.message]).toEqual([JSON.stringify(body), 400, MFA_MESSAGES.codeRequired]);
    }
    expect((await call('POST', '/api/admin/totp/confirm', { token, body: { code: '123456' } })).status).toBe(409);
    expect((await call('POST', '/api/admin/totp', {})).status).toBe(401);
  });
});

describe('signing in with a second factor', () => {
  it('answers a challenge and no session for the password; the code starts the session, as a password-only sign-in answers', async () => {
    const { secret } = await withTotp('signin');
    const before = await sessionsOf('signin');
    const answer = await login('signin');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: MFA_MESSAGES.enterCode, data: { mfa: 'required', challenge: expect.stringMatching(/^[\w-]{43}$/), methods: ['totp', 'recovery'] } });
    expect(await sessionsOf('signin')).toBe(before);

    const done = await verify({ challenge: answer.body.data.challenge, method: 'totp', code: codeAt(secret) });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, token: expect.any(String), message: 'Login successful' });
    expect((await call('GET', '/api/admin/events', { token: done.body.token })).status).toBe(200);
    expect(await sessionsOf('signin')).toBe(before + 1);
    // The challenge is used up.
    const again = await verify({ challenge: answer.body.data.challenge, method: 'totp', code: codeAt(secret, clock.now + STEP_MS) });
    expect([again.status, again.body.message]).toEqual([401, MFA_MESSAGES.challengeExpired]);
    // The last-used time shows on the list.
    expect((await call('GET', '/api/admin/factors', { token: done.body.token })).body.data.factors[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('a challenge is no token: admin routes and the authorizer refuse it', async () => {
    await withTotp('not-a-token');
    const challenge = await challengeOf('not-a-token');
    expect((await call('GET', '/api/admin/events', { token: challenge })).status).toBe(401);
    expect((await call('GET', '/api/admin/account/sessions', { token: challenge })).status).toBe(401);
    const event = { headers: { authorization: `Bearer ${challenge}` }, identitySource: [`Bearer ${challenge}`] } as unknown as APIGatewayRequestAuthorizerEventV2;
    await expect(authorizer(event)).rejects.toThrow(REFUSED);
  });

  it('never accepts a code twice: the confirm code, a code already used, and an older one are refused and audited', async () => {
    const { secret } = await withTotp('replay');
    // The code that confirmed the setup (the step before clock.now).
    const spent = await verify({ challenge: await challengeOf('replay'), method: 'totp', code: codeAt(secret, clock.now - STEP_MS) });
    expect([spent.status, spent.body.message]).toEqual([401, MFA_MESSAGES.wrongCode]);
    const code = codeAt(secret);
    expect((await verify({ challenge: await challengeOf('replay'), method: 'totp', code })).status).toBe(200);
    const replayed = await verify({ challenge: await challengeOf('replay'), method: 'totp', code });
    expect([replayed.status, replayed.body.message]).toEqual([401, MFA_MESSAGES.wrongCode]);
    const entries = (await auditRepo.latest()).filter((e) => e.username === 'replay');
    expect(entries.map((e) => [e.route, e.summary])).toContainEqual(['POST /api/admin/login/verify', 'Sign-in refused: wrong one-time code']);
    expect(JSON.stringify(entries)).not.toContain(code);
  });

  it('ten parallel verifications of one challenge start one session', async () => {
    const { recoveryCodes } = await withTotp('parallel');
    const challenge = await challengeOf('parallel');
    const before = await sessionsOf('parallel');
    // Each from its own address, so the throttle lets all ten reach the transaction, and each with
    // its own right recovery code: only the challenge's conditional Delete can decide.
    const answers = await Promise.all(recoveryCodes.map((code, i) => verify({ challenge, method: 'recovery', code }, `203.0.113.${i + 1}`)));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(9);
    expect(await sessionsOf('parallel')).toBe(before + 1);
  });

  it('one code used on six challenges at once starts one session', async () => {
    const { secret } = await withTotp('same-code');
    const challenges = await Promise.all(Array.from({ length: 6 }, (_, i) => challengeOf('same-code', `192.0.2.${i + 1}`)));
    const before = await sessionsOf('same-code');
    const code = codeAt(secret);
    const answers = await Promise.all(challenges.map((challenge, i) => verify({ challenge, method: 'totp', code }, `192.0.2.${i + 1}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    expect(await sessionsOf('same-code')).toBe(before + 1);
  });

  it('a challenge lives five minutes', async () => {
    const { secret } = await withTotp('expiry');
    const challenge = await challengeOf('expiry');
    clock.set(clock.now + 5 * 60_000 + 1000);
    const late = await verify({ challenge, method: 'totp', code: codeAt(secret) });
    expect([late.status, late.body.message]).toEqual([401, MFA_MESSAGES.challengeExpired]);
    const inTime = await challengeOf('expiry');
    clock.set(clock.now + 4 * 60_000);
    expect((await verify({ challenge: inTime, method: 'totp', code: codeAt(secret) })).status).toBe(200);
  });

  it('wrong codes count toward the sign-in throttle', async () => {
    await withTotp('throttled');
    const ip = '203.0.113.200';
    const challenge = await challengeOf('throttled', ip); // the password: one attempt of five
    for (let i = 0; i < 4; i++) expect((await verify({ challenge, method: 'totp', code: '000000' }, ip)).status).toBe(401);
    const blocked = await verify({ challenge, method: 'totp', code: '000000' }, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['Retry-After'])).toBeGreaterThan(0);
    expect((await login('throttled', ip)).status).toBe(429);
  });

  it('a recovery code signs in once, is refused the second time, and both are audited', async () => {
    const { recoveryCodes, token } = await withTotp('recovery');
    const code = recoveryCodes[3].toUpperCase().replace(/-/g, ' ');
    expect((await verify({ challenge: await challengeOf('recovery'), method: 'recovery', code })).status).toBe(200);
    const again = await verify({ challenge: await challengeOf('recovery'), method: 'recovery', code: recoveryCodes[3] });
    expect([again.status, again.body.message]).toEqual([401, MFA_MESSAGES.wrongCode]);
    expect((await call('GET', '/api/admin/factors', { token })).body.data.recoveryCodesLeft).toBe(9);
    const summaries = (await auditRepo.latest()).filter((e) => e.username === 'recovery').map((e) => e.summary);
    expect(summaries).toEqual(expect.arrayContaining(['Signed in with a recovery code (9 left)', 'Sign-in refused: wrong recovery code']));
  });

  it('one recovery code used on ten challenges at once starts one session', async () => {
    const { recoveryCodes } = await withTotp('recovery-race');
    const challenges = await Promise.all(Array.from({ length: 10 }, (_, i) => challengeOf('recovery-race', `198.18.0.${i + 1}`)));
    const before = await sessionsOf('recovery-race');
    const answers = await Promise.all(challenges.map((challenge, i) => verify({ challenge, method: 'recovery', code: recoveryCodes[0] }, `198.18.0.${i + 1}`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(9);
    expect(await sessionsOf('recovery-race')).toBe(before + 1);
  });

  it('refuses malformed verifications with 400, never 5xx', async () => {
    const challenge = 'x'.repeat(43);
    for (const body of [{}, { challenge, method: 'sms', code: '123456' }, { challenge, method: 'totp', code: 'abc' }, { challenge, method: 'recovery', code: 'short' }, { challenge: 'short', method: 'totp', code: '123456' }]) {
      expect([JSON.stringify(body), (await verify(body)).status]).toEqual([JSON.stringify(body), 400]);
    }
    expect((await verify({ challenge, method: 'totp', code: '123456' })).status).toBe(401);
  });
});

describe('removing a factor', () => {
  it('removes the last factor and its recovery codes: the password alone signs in again; the removal is audited', async () => {
    const { token, recoveryCodes } = await withTotp('remove');
    const id = (await call('GET', '/api/admin/factors', { token })).body.data.factors[0].id as string;
    expect((await call('DELETE', '/api/admin/factors/not-a-factor', { token })).status).toBe(404);
    const removed = await call('DELETE', `/api/admin/factors/${id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(MFA_MESSAGES.lastFactorRemoved);
    expect((await call('DELETE', `/api/admin/factors/${id}`, { token })).status).toBe(404);
    expect((await call('GET', '/api/admin/factors', { token })).body.data).toEqual({ factors: [], recoveryCodesLeft: 0 });
    expect((await login('remove')).body.token).toEqual(expect.any(String));
    expect((await factorsRepo.partition((await adminUsersRepo.get('remove'))!.id)).recoveryCodes).toEqual([]);
    expect((await auditRepo.latest()).find((e) => e.route === 'DELETE /api/admin/factors/{id}' && e.targetId === id)?.summary).toBe(MFA_MESSAGES.lastFactorRemoved);
    expect(recoveryCodes).toHaveLength(10);
  });
});
