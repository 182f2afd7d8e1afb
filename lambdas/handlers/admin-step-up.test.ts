// The owner's second-factor policy and asking again before the riskiest actions
// (issue 38 items 5-7; docs/ARCHITECTURE.md, Auth, "Policy and step-up"). The clock
// is Date's alone, set per test (the store's timers keep running): nothing waits.
import jwt from 'jsonwebtoken';
import { ADMIN_REFUSALS, FACTOR_SETUP_ROUTE_KEYS, SECURITY_MESSAGES, STEP_UP_MAX_AGE_SECONDS } from '../../contract/admin-security';
import { MFA_MESSAGES } from '../../contract/mfa-schemas';
import { apiPath, ROUTES } from '../../contract/routes';
import { auditRepo } from '../lib/db/audit-repo';
import { sessionsRepo } from '../lib/db/sessions-repo';
import { settingsRepo } from '../lib/db/settings-repo';
import { routeOf } from '../lib/mfa/policy';
import { timeStep, totpAt } from '../lib/mfa/totp';
import { useDateClock } from '../test/date-clock';
import { apiEvent, call, createAdmin, eventBody, findRoute, loginToken, useStore } from '../test/harness';

useStore();

const T0 = Date.parse('2026-11-28T10:00:00Z');
const STEP_MS = 30_000;
const clock = useDateClock(T0);
// Each case starts with the policy off, as a fresh install has it.
afterEach(() => settingsRepo.saveSecurityPolicy({ requireSecondFactor: false }));

const PASSWORD = 'a long enough password';
const codeAt = (secret: string, ms = clock.now) => totpAt(secret, timeStep(ms));
const stepUp = (token: string, body: Record<string, unknown>, ip = '198.51.100.20') =>
  call('POST', '/api/admin/step-up', { token, body, headers: { 'cloudfront-viewer-address': `${ip}:443` } });
const byPassword = (token: string, password = PASSWORD, ip?: string) => stepUp(token, { method: 'password', password }, ip);
const audited = async (username: string) => (await auditRepo.latest()).filter((e) => e.username === username).map((e) => e.summary);
/** A guarded route that changes nothing when refused: finding a person. */
const findPerson = (token: string) => call('GET', '/api/admin/people?q=nobody%40example.com', { token });

async function admin(username: string): Promise<string> {
  await createAdmin(username, PASSWORD);
  return loginToken(username, PASSWORD);
}

/** An admin with an authenticator app: its secret, recovery codes and the session that set it up. */
async function withTotp(username: string): Promise<{ secret: string; recoveryCodes: string[]; token: string }> {
  const token = await admin(username);
  const secret = (await call('POST', '/api/admin/totp', { token })).body.data.secret as string;
  const confirmed = await call('POST', '/api/admin/totp/confirm', { token, body: { code: codeAt(secret) } });
  expect(confirmed.status).toBe(200);
  clock.set(clock.now + STEP_MS); // the confirm's code is spent
  return { secret, recoveryCodes: confirmed.body.data.recoveryCodes, token };
}

describe('the riskiest routes ask again', () => {
  it('are the ones the issue names, each marked in the route table', () => {
    expect(ROUTES.filter((r) => r.stepUp).map((r) => r.handler).sort()).toEqual(
      ['admin-create-admins', 'admin-create-exports', 'admin-delete-admins', 'admin-erase-people', 'admin-find-people', 'admin-refund-registration', 'admin-update-security-policy'].sort(),
    );
  });

  it("know their route by API Gateway's routeKey, or by method and path when there is none", () => {
    const { route, params } = findRoute('POST', '/api/admin/registrations/r-1/refund');
    expect(routeOf(apiEvent(route, '/api/admin/registrations/r-1/refund', params))?.stepUp).toBe(true);
    const bare = { ...apiEvent(route, '/api/admin/registrations/r-1/refund', params), routeKey: '$default' };
    expect(routeOf(bare)?.handler).toBe('admin-refund-registration');
  });

  it('each answers 409 stepUpRequired to a session that has not confirmed, and does nothing', async () => {
    const token = await admin('unconfirmed');
    const before = JSON.stringify(await auditRepo.latest());
    for (const route of ROUTES.filter((r) => r.stepUp)) {
      const body = route.method === 'GET' ? undefined : route.method === 'PUT' ? { requireSecondFactor: false } : { ...eventBody(), email: 'x@example.com', reason: 'why', username: 'someone', password: 'long enough pass' };
      const answer = await call(route.method, `${apiPath(route.path, { id: 'some-id' })}${route.method === 'GET' ? '?q=x%40example.com' : ''}`, { token, body });
      expect([route.handler, answer.status, answer.body]).toEqual([route.handler, 409, { success: false, message: SECURITY_MESSAGES.stepUpRequired, reason: ADMIN_REFUSALS.stepUpRequired }]);
    }
    expect(JSON.stringify(await auditRepo.latest())).toBe(before);
  });

  it('the password confirms an account without a factor for five minutes, then it asks again; both audited, never the password', async () => {
    const token = await admin('by-password');
    expect((await findPerson(token)).status).toBe(409);
    const passed = await byPassword(token);
    expect(passed.status).toBe(200);
    expect(passed.body).toEqual({ success: true, message: SECURITY_MESSAGES.confirmedWithPassword, data: { steppedUpUntil: new Date(clock.now + STEP_UP_MAX_AGE_SECONDS * 1000).toISOString() } });
    expect((await findPerson(token)).status).toBe(200);
    // Another session of the same admin has not confirmed.
    expect((await findPerson(await loginToken('by-password', PASSWORD))).body.reason).toBe(ADMIN_REFUSALS.stepUpRequired);
    clock.set(clock.now + STEP_UP_MAX_AGE_SECONDS * 1000);
    expect((await findPerson(token)).status).toBe(200);
    clock.set(clock.now + 1000);
    expect((await findPerson(token)).body.reason).toBe(ADMIN_REFUSALS.stepUpRequired);

    const wrong = await byPassword(token, 'not the password');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: SECURITY_MESSAGES.wrongPassword, errors: { password: SECURITY_MESSAGES.wrongPassword } });
    expect((await findPerson(token)).status).toBe(409);
    const summaries = await audited('by-password');
    expect(summaries).toEqual(expect.arrayContaining([SECURITY_MESSAGES.confirmedWithPassword, 'Step-up refused: wrong password']));
    expect(JSON.stringify(await auditRepo.latest())).not.toContain(PASSWORD);
    const { jti } = jwt.decode(token) as jwt.JwtPayload;
    expect(await sessionsRepo.get('by-password', jti!)).toMatchObject({ steppedUpWith: 'password', steppedUpAt: expect.any(Number) });
  });

  it('wrong passwords count toward the sign-in throttle: the sixth try from one client is 429, and the session lives on', async () => {
    const token = await admin('guessing');
    for (let i = 0; i < 5; i++) expect((await byPassword(token, `guess ${i}`, '203.0.113.50')).status).toBe(400);
    const throttled = await byPassword(token, PASSWORD, '203.0.113.50');
    expect(throttled.status).toBe(429);
    expect(throttled.headers['Retry-After']).toEqual(expect.any(String));
    expect((await call('GET', '/api/admin/events', { token })).status).toBe(200);
    // Signing in is throttled as well: it is the same count.
    expect((await call('POST', '/api/admin/login', { body: { username: 'guessing', password: PASSWORD }, headers: { 'cloudfront-viewer-address': '203.0.113.50:443' } })).status).toBe(429);
  });

  it('an account with a factor confirms with a code or a recovery code, each once, never with the password', async () => {
    const { secret, recoveryCodes, token } = await withTotp('by-code');
    const password = await byPassword(token);
    expect(password.status).toBe(400);
    expect(password.body.message).toBe(SECURITY_MESSAGES.useYourFactor);

    const code = codeAt(secret);
    expect((await stepUp(token, { method: 'totp', code })).body.message).toBe(SECURITY_MESSAGES.confirmedWithCode);
    expect((await findPerson(token)).status).toBe(200);
    // The same code again (and so on another session) is refused: a code serves once.
    const replay = await stepUp(await signInWithCode('by-code', recoveryCodes), { method: 'totp', code });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(SECURITY_MESSAGES.wrongCode);

    clock.set(clock.now + STEP_UP_MAX_AGE_SECONDS * 1000 + 1000);
    expect((await findPerson(token)).status).toBe(409);
    const recovery = await stepUp(token, { method: 'recovery', code: recoveryCodes[0] });
    expect(recovery.body.message).toBe(SECURITY_MESSAGES.confirmedWithRecovery(8)); // one was used to sign in above
    expect((await stepUp(token, { method: 'recovery', code: recoveryCodes[0] })).status).toBe(400);
    expect(await audited('by-code')).toEqual(
      expect.arrayContaining(['Step-up refused: password is not how this account confirms', 'Step-up refused: wrong one-time code', 'Step-up refused: wrong recovery code', SECURITY_MESSAGES.confirmedWithCode]),
    );
  });

  it('refuses malformed bodies with 400, never 5xx', async () => {
    const token = await admin('malformed');
    for (const body of [{}, { method: 'passkey' }, { method: 'password' }, { method: 'totp', code: '12' }, { method: 'recovery', code: 'short' }]) {
      expect([JSON.stringify(body), (await stepUp(token, body)).status]).toEqual([JSON.stringify(body), 400]);
    }
    expect((await stepUp('not a token', { method: 'password', password: PASSWORD })).status).toBe(401);
  });
});

/** A second session of an account with a factor, signed in with its first recovery code. */
async function signInWithCode(username: string, recoveryCodes: string[]): Promise<string> {
  const challenge = (await call('POST', '/api/admin/login', { body: { username, password: PASSWORD } })).body.data.challenge as string;
  const verified = await call('POST', '/api/admin/login/verify', { body: { challenge, method: 'recovery', code: recoveryCodes[1] } });
  expect(verified.status).toBe(200);
  return verified.body.token as string;
}

describe('the policy: every admin must use a passkey or a code', () => {
  it('is off on a fresh install; a session without a factor may not turn it on, one with a factor may after a step-up; audited', async () => {
    const plain = await admin('plain-owner');
    expect((await call('GET', '/api/admin/settings/security', { token: plain })).body).toEqual({ data: { requireSecondFactor: false, factorRequired: false } });
    await byPassword(plain);
    const refused = await call('PUT', '/api/admin/settings/security', { token: plain, body: { requireSecondFactor: true } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SECURITY_MESSAGES.policyNeedsOwnFactor);

    const { secret, token } = await withTotp('owner');
    expect((await call('PUT', '/api/admin/settings/security', { token, body: { requireSecondFactor: true } })).body.reason).toBe(ADMIN_REFUSALS.stepUpRequired);
    await stepUp(token, { method: 'totp', code: codeAt(secret) });
    const on = await call('PUT', '/api/admin/settings/security', { token, body: { requireSecondFactor: true } });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ success: true, message: SECURITY_MESSAGES.policyOn, data: { requireSecondFactor: true, factorRequired: false } });
    expect((await call('GET', '/api/admin/settings/security', { token: plain })).body.data).toEqual({ requireSecondFactor: true, factorRequired: true });
    const off = await call('PUT', '/api/admin/settings/security', { token, body: { requireSecondFactor: false } });
    expect(off.body.message).toBe(SECURITY_MESSAGES.policyOff);
    expect(await audited('owner')).toEqual(expect.arrayContaining([SECURITY_MESSAGES.policyOn, SECURITY_MESSAGES.policyOff]));
    expect((await call('PUT', '/api/admin/settings/security', { token, body: { requireSecondFactor: 'yes' } })).status).toBe(400);
  });

  it('with it on, a session without a factor reaches only its factors, sessions and password: every other admin route answers 409 factorRequired', async () => {
    const token = await admin('held');
    await settingsRepo.saveSecurityPolicy({ requireSecondFactor: true });
    const setUp = ROUTES.filter((r) => FACTOR_SETUP_ROUTE_KEYS.includes(`${r.method} ${r.path}`)).map((r) => r.handler);
    expect(setUp.sort()).toEqual(
      ['admin-list-factors', 'admin-start-totp', 'admin-confirm-totp', 'admin-start-passkeys', 'admin-create-passkeys', 'admin-list-sessions', 'admin-end-sessions', 'admin-change-password', 'admin-get-security-policy'].sort(),
    );
    for (const route of ROUTES.filter((r) => r.auth === 'admin' && !setUp.includes(r.handler))) {
      const path = apiPath(route.path, { id: 'some-id', section: 'services', date: '2026-01-01', learnerId: 'someone' });
      const answer = await call(route.method, path, { token, body: route.method === 'GET' || route.method === 'DELETE' ? undefined : eventBody() });
      expect([route.handler, answer.status, answer.body]).toEqual([route.handler, 409, { success: false, message: SECURITY_MESSAGES.factorRequired, reason: ADMIN_REFUSALS.factorRequired }]);
    }
    // Signing out still works, and so do its own factor routes: adding one frees the session at once.
    expect((await call('GET', '/api/admin/factors', { token })).status).toBe(200);
    expect((await call('GET', '/api/admin/account/sessions', { token })).status).toBe(200);
    const secret = (await call('POST', '/api/admin/totp', { token })).body.data.secret as string;
    expect((await call('POST', '/api/admin/totp/confirm', { token, body: { code: codeAt(secret) } })).status).toBe(200);
    expect((await call('GET', '/api/admin/events', { token })).status).toBe(200);
    expect((await call('GET', '/api/admin/settings/security', { token })).body.data.factorRequired).toBe(false);
    // Its last factor cannot be removed while the policy holds.
    const [factor] = (await call('GET', '/api/admin/factors', { token })).body.data.factors;
    const last = await call('DELETE', `/api/admin/factors/${factor.id}`, { token });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(SECURITY_MESSAGES.lastFactorUnderPolicy);
    expect((await call('POST', '/api/admin/logout', { token })).status).toBe(200);
  });

  it('a session opened before its account got a factor elsewhere is freed by reading its factors (as the add-a-factor screen does)', async () => {
    const early = await admin('two-devices');
    const other = await loginToken('two-devices', PASSWORD);
    const secret = (await call('POST', '/api/admin/totp', { token: other })).body.data.secret as string;
    expect((await call('POST', '/api/admin/totp/confirm', { token: other, body: { code: codeAt(secret) } })).status).toBe(200);
    await settingsRepo.saveSecurityPolicy({ requireSecondFactor: true });
    expect((await call('GET', '/api/admin/events', { token: early })).body.reason).toBe(ADMIN_REFUSALS.factorRequired);
    expect((await call('GET', '/api/admin/factors', { token: early })).body.data.factors).toHaveLength(1);
    expect((await call('GET', '/api/admin/events', { token: early })).status).toBe(200);
  });

  it('removing the last factor (policy off) marks every session of the account: turning the policy on then holds them all', async () => {
    const { token, recoveryCodes } = await withTotp('drops-factor');
    const signedIn = await signInWithCode('drops-factor', recoveryCodes);
    const [factor] = (await call('GET', '/api/admin/factors', { token })).body.data.factors;
    expect((await call('DELETE', `/api/admin/factors/${factor.id}`, { token })).body.message).toBe(MFA_MESSAGES.lastFactorRemoved);
    await settingsRepo.saveSecurityPolicy({ requireSecondFactor: true });
    for (const session of [token, signedIn]) expect((await call('GET', '/api/admin/events', { token: session })).body.reason).toBe(ADMIN_REFUSALS.factorRequired);
    await settingsRepo.saveSecurityPolicy({ requireSecondFactor: false });
    for (const session of [token, signedIn]) expect((await call('GET', '/api/admin/events', { token: session })).status).toBe(200);
  });

  it('sessions signed in with a factor are never held, and read no policy', async () => {
    const { recoveryCodes } = await withTotp('with-factor');
    const token = await signInWithCode('with-factor', recoveryCodes);
    await settingsRepo.saveSecurityPolicy({ requireSecondFactor: true });
    const read = jest.spyOn(settingsRepo, 'securityPolicy');
    try {
      expect((await call('GET', '/api/admin/events', { token })).status).toBe(200);
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });
});
