// Passkeys (issue 38): adding one from the Accounts tab, signing in with it alone
// (username-less) or after the password, and every "once": a registration challenge,
// a sign-in challenge, an assertion's counter. The assertions are real: an ES256 key
// pair signs authenticator data and clientDataJSON built by lambdas/test/webauthn.ts.
import { MFA_MESSAGES } from '../../contract/mfa-schemas';
import { adminUsersRepo } from '../lib/db/admin-users-repo';
import { auditRepo } from '../lib/db/audit-repo';
import { factorsRepo } from '../lib/db/factors-repo';
import { sessionsRepo } from '../lib/db/sessions-repo';
import { relyingPartyOf } from '../lib/mfa/relying-party';
import { useDateClock } from '../test/date-clock';
import { useSiteOrigin } from '../test/site-origin';
import { call, createAdmin, loginToken, useStore } from '../test/harness';
import { expectLogs } from '../test/logs';
import { SoftPasskey } from '../test/webauthn';

useStore();
const logs = expectLogs('passkey assertion refused', 'passkey sign-in refused: unknown credential', 'passkey registration refused');

const ORIGIN = 'https://school.example';
const T0 = Date.parse('2026-11-28T10:00:00Z');
const clock = useDateClock(T0);
useSiteOrigin(ORIGIN);

const PASSWORD = 'a long enough password';
const from = (ip: string) => ({ 'cloudfront-viewer-address': `${ip}:443` });
const sessionsOf = async (username: string) => (await sessionsRepo.listFor(username)).length;
const auditOf = async (username: string) => (await auditRepo.latest()).filter((e) => e.username === username).map((e) => e.summary);

/** A new admin with one passkey: the key, the admin's token and the recovery codes the first factor gave. */
async function withPasskey(username: string, name = 'Laptop'): Promise<{ key: SoftPasskey; token: string; recoveryCodes: string[]; factorId: string }> {
  await createAdmin(username, PASSWORD);
  const token = await loginToken(username, PASSWORD);
  const key = new SoftPasskey();
  const options = await call('POST', '/api/admin/passkeys/options', { token });
  expect(options.status).toBe(200);
  const added = await call('POST', '/api/admin/passkeys', { token, body: { name, response: key.register(options.body.data, ORIGIN) } });
  expect(added.status).toBe(200);
  return { key, token, recoveryCodes: added.body.data.recoveryCodes, factorId: added.body.id };
}

async function passkeyChallenge(ip = '198.51.100.1'): Promise<{ challenge: string; options: { challenge: string; rpId: string; allowCredentials?: unknown[] } }> {
  const answer = await call('POST', '/api/admin/login/passkey/options', { headers: from(ip) });
  expect(answer.status).toBe(200);
  return answer.body.data;
}
const passkeyLogin = (body: Record<string, unknown>, ip = '198.51.100.1') => call('POST', '/api/admin/login/passkey', { body, headers: from(ip) });

describe('the relying party', () => {
  it('is the site address; an IP address (the local stack) is served as localhost on the same port', () => {
    expect(relyingPartyOf('https://school.example')).toEqual({ id: 'school.example', origin: 'https://school.example' });
    expect(relyingPartyOf('http://127.0.0.1:3000')).toEqual({ id: 'localhost', origin: 'http://localhost:3000' });
    expect(relyingPartyOf('http://localhost:4123')).toEqual({ id: 'localhost', origin: 'http://localhost:4123' });
    expect(relyingPartyOf('http://[::1]:3000')).toEqual({ id: 'localhost', origin: 'http://localhost:3000' });
  });
});

describe('adding a passkey', () => {
  it('answers discoverable-credential options, stores the passkey once, gives the first factor ten recovery codes, lists and audits it', async () => {
    await createAdmin('adder', PASSWORD);
    const token = await loginToken('adder', PASSWORD);
    const options = await call('POST', '/api/admin/passkeys/options', { token });
    expect(options.status).toBe(200);
    expect(options.body.data).toMatchObject({
      rp: { id: 'school.example' },
      user: { name: 'adder' },
      challenge: expect.stringMatching(/^[\w-]{43}$/),
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
    });
    const key = new SoftPasskey();
    const response = key.register(options.body.data, ORIGIN);
    for (const body of [{ response }, { name: '  ', response }, { name: 'x'.repeat(61), response }]) {
      expect((await call('POST', '/api/admin/passkeys', { token, body })).body.message).toBe(MFA_MESSAGES.passkeyNameRequired);
    }
    expect((await call('POST', '/api/admin/passkeys', { token, body: { name: 'Laptop', response: { id: 'x' } } })).status).toBe(400);
    // Made on another site: refused, and the challenge still waits.
    const elsewhere = await call('POST', '/api/admin/passkeys', { token, body: { name: 'Laptop', response: new SoftPasskey().register(options.body.data, 'https://evil.example') } });
    expect([elsewhere.status, elsewhere.body.message]).toEqual([400, MFA_MESSAGES.passkeyNotVerified]);

    const added = await call('POST', '/api/admin/passkeys', { token, body: { name: ' Laptop ', response } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ success: true, message: MFA_MESSAGES.passkeyAdded, id: expect.any(String) });
    expect(added.body.data.recoveryCodes).toHaveLength(10);
    // Once: the challenge is used up.
    expect((await call('POST', '/api/admin/passkeys', { token, body: { name: 'Again', response } })).status).toBe(409);
    const factors = await call('GET', '/api/admin/factors', { token });
    expect(factors.body.data).toEqual({ factors: [{ id: added.body.id, type: 'passkey', label: 'Laptop', createdAt: expect.any(String) }], recoveryCodesLeft: 10 });
    expect(await auditOf('adder')).toContain(MFA_MESSAGES.passkeyAdded);
    const stored = (await factorsRepo.partition((await adminUsersRepo.get('adder'))!.id)).factors[0];
    expect(stored).toMatchObject({ type: 'passkey', credentialId: key.id, counter: 0, transports: ['internal'] });
    expect(await factorsRepo.credential(key.id)).toEqual({ adminId: (await adminUsersRepo.get('adder'))!.id, username: 'adder', factorId: added.body.id });

    // A second passkey: no new recovery codes, and the first is excluded from its options.
    const second = await call('POST', '/api/admin/passkeys/options', { token });
    expect(second.body.data.excludeCredentials).toEqual([{ id: key.id, type: 'public-key', transports: ['internal'] }]);
    const another = await call('POST', '/api/admin/passkeys', { token, body: { name: 'Phone', response: new SoftPasskey().register(second.body.data, ORIGIN) } });
    expect(another.status).toBe(200);
    expect(another.body.data).toEqual({});
  });

  it('a registration challenge lives five minutes', async () => {
    await createAdmin('slow-adder', PASSWORD);
    const token = await loginToken('slow-adder', PASSWORD);
    const options = await call('POST', '/api/admin/passkeys/options', { token });
    clock.set(clock.now + 5 * 60_000 + 1000);
    const late = await call('POST', '/api/admin/passkeys', { token, body: { name: 'Laptop', response: new SoftPasskey().register(options.body.data, ORIGIN) } });
    expect([late.status, late.body.message]).toEqual([409, MFA_MESSAGES.noPendingPasskey]);
    expect((await call('POST', '/api/admin/passkeys/options', {})).status).toBe(401);
  });
});

describe('signing in with a passkey alone', () => {
  it('answers options with no allowCredentials; the assertion starts a session as a password sign-in answers, and the list shows its last use', async () => {
    const { key, token } = await withPasskey('solo');
    const { challenge, options } = await passkeyChallenge();
    expect(options).toMatchObject({ challenge, rpId: 'school.example', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const before = await sessionsOf('solo');
    const done = await passkeyLogin({ challenge, response: key.assert(options, ORIGIN) });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, token: expect.any(String), message: 'Login successful' });
    expect((await call('GET', '/api/admin/events', { token: done.body.token })).status).toBe(200);
    expect(await sessionsOf('solo')).toBe(before + 1);
    expect((await call('GET', '/api/admin/factors', { token })).body.data.factors[0].lastUsedAt).toEqual(expect.any(String));
    expect(await auditOf('solo')).toContain('Signed in with a passkey');
  });

  it('refuses a replayed assertion: the same one again (its challenge is used), and one with the same counter on a new challenge (audited)', async () => {
    const { key } = await withPasskey('replayed');
    const first = await passkeyChallenge();
    const assertion = key.assert(first.options, ORIGIN, { counter: 7 });
    expect((await passkeyLogin({ challenge: first.challenge, response: assertion })).status).toBe(200);
    const again = await passkeyLogin({ challenge: first.challenge, response: assertion });
    expect([again.status, again.body.message]).toEqual([401, MFA_MESSAGES.challengeExpired]);
    const second = await passkeyChallenge();
    const sameCounter = await passkeyLogin({ challenge: second.challenge, response: key.assert(second.options, ORIGIN, { counter: 7 }) });
    expect([sameCounter.status, sameCounter.body.message]).toEqual([401, MFA_MESSAGES.passkeyRefused]);
    const lower = await passkeyLogin({ challenge: second.challenge, response: key.assert(second.options, ORIGIN, { counter: 3 }) });
    expect(lower.status).toBe(401);
    expect(await auditOf('replayed')).toContain('Sign-in refused: passkey not verified (wrong or replayed)');
    // The log says why, never whose.
    expect(logs().map((l) => l.message)).toContain('passkey assertion refused');
    expect(JSON.stringify(logs())).not.toContain('replayed"');
    // The challenge was not used by the refusals: a right assertion still signs in with it.
    expect((await passkeyLogin({ challenge: second.challenge, response: key.assert(second.options, ORIGIN, { counter: 8 }) })).status).toBe(200);
  });

  it('refuses a wrong signature, another site, no user verification, an unknown passkey and a made-up challenge', async () => {
    const { key } = await withPasskey('refusals');
    const stranger = new SoftPasskey();
    const cases = [
      (o: { challenge: string }) => key.assert(o, ORIGIN, { signWith: stranger }),
      (o: { challenge: string }) => key.assert(o, 'https://evil.example'),
      (o: { challenge: string }) => key.assert({ ...o, rpId: 'evil.example' }, ORIGIN),
      (o: { challenge: string }) => key.assert(o, ORIGIN, { userVerified: false }),
      (o: { challenge: string }) => stranger.assert(o, ORIGIN),
    ];
    for (const [i, make] of cases.entries()) {
      const { challenge, options } = await passkeyChallenge(`192.0.2.${i + 1}`);
      const answer = await passkeyLogin({ challenge, response: make(options) }, `192.0.2.${i + 1}`);
      expect([i, answer.status, answer.body.message]).toEqual([i, 401, MFA_MESSAGES.passkeyRefused]);
    }
    const madeUp = 'y'.repeat(43);
    expect((await passkeyLogin({ challenge: madeUp, response: key.assert({ challenge: madeUp }, ORIGIN) })).body.message).toBe(MFA_MESSAGES.challengeExpired);
    for (const body of [{}, { challenge: madeUp }, { challenge: madeUp, response: { id: key.id } }, { challenge: 'short', response: key.assert({ challenge: madeUp }, ORIGIN) }]) {
      expect((await passkeyLogin(body)).status).toBe(400);
    }
  });

  it('ten parallel sign-ins with one challenge start one session', async () => {
    const { key } = await withPasskey('parallel-passkey');
    const { challenge, options } = await passkeyChallenge();
    const before = await sessionsOf('parallel-passkey');
    // Ten right assertions (counters 2 to 11) from ten addresses: only the challenge's conditional Delete decides.
    const assertions = Array.from({ length: 10 }, () => key.assert(options, ORIGIN));
    const answers = await Promise.all(assertions.map((response, i) => passkeyLogin({ challenge, response }, `203.0.113.${i + 1}`)));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(9);
    expect(await sessionsOf('parallel-passkey')).toBe(before + 1);
  });

  it('one assertion counter used on six challenges at once starts one session (the counter update is conditional)', async () => {
    const { key } = await withPasskey('same-counter');
    const challenges = await Promise.all(Array.from({ length: 6 }, (_, i) => passkeyChallenge(`198.18.1.${i + 1}`)));
    const before = await sessionsOf('same-counter');
    const answers = await Promise.all(challenges.map(({ challenge, options }, i) => passkeyLogin({ challenge, response: key.assert(options, ORIGIN, { counter: 5 }) }, `198.18.1.${i + 1}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    expect(await sessionsOf('same-counter')).toBe(before + 1);
  });

  it('a sign-in challenge lives five minutes', async () => {
    const { key } = await withPasskey('passkey-expiry');
    const late = await passkeyChallenge();
    clock.set(clock.now + 5 * 60_000 + 1000);
    const answer = await passkeyLogin({ challenge: late.challenge, response: key.assert(late.options, ORIGIN) });
    expect([answer.status, answer.body.message]).toEqual([401, MFA_MESSAGES.challengeExpired]);
    const inTime = await passkeyChallenge();
    clock.set(clock.now + 4 * 60_000);
    expect((await passkeyLogin({ challenge: inTime.challenge, response: key.assert(inTime.options, ORIGIN) })).status).toBe(200);
  });

  it('wrong assertions count toward the sign-in throttle', async () => {
    const { key } = await withPasskey('passkey-throttled');
    const ip = '203.0.113.201';
    const stranger = new SoftPasskey();
    for (let i = 0; i < 5; i++) {
      const { challenge, options } = await passkeyChallenge(ip);
      expect((await passkeyLogin({ challenge, response: key.assert(options, ORIGIN, { signWith: stranger }) }, ip)).status).toBe(401);
    }
    const { challenge, options } = await passkeyChallenge(ip);
    const blocked = await passkeyLogin({ challenge, response: key.assert(options, ORIGIN) }, ip);
    expect(blocked.status).toBe(429);
    expect((await call('POST', '/api/admin/login', { body: { username: 'passkey-throttled', password: PASSWORD }, headers: from(ip) })).status).toBe(429);
  });
});

describe('a passkey after the password', () => {
  it('the password step names the passkey and answers its options; the assertion finishes the sign-in once', async () => {
    const { key } = await withPasskey('two-step');
    const login = await call('POST', '/api/admin/login', { body: { username: 'two-step', password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.message).toBe(MFA_MESSAGES.usePasskey);
    const { challenge, methods, passkeyOptions } = login.body.data;
    expect(methods).toEqual(['passkey', 'recovery']);
    expect(passkeyOptions).toMatchObject({ challenge, rpId: 'school.example', allowCredentials: [{ id: key.id, type: 'public-key', transports: ['internal'] }] });
    const wrong = await call('POST', '/api/admin/login/verify', { body: { challenge, method: 'passkey', response: key.assert(passkeyOptions, ORIGIN, { signWith: new SoftPasskey() }) } });
    expect([wrong.status, wrong.body.message]).toEqual([401, MFA_MESSAGES.passkeyRefused]);
    expect(await auditOf('two-step')).toContain('Sign-in refused: passkey not verified (wrong or replayed)');
    // Without user verification too: the password was the other factor.
    const assertion = key.assert(passkeyOptions, ORIGIN, { userVerified: false });
    const done = await call('POST', '/api/admin/login/verify', { body: { challenge, method: 'passkey', response: assertion } });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, token: expect.any(String), message: 'Login successful' });
    expect((await call('POST', '/api/admin/login/verify', { body: { challenge, method: 'passkey', response: assertion } })).status).toBe(401);
    // Another account's passkey cannot finish this account's sign-in.
    const other = await withPasskey('two-step-other');
    const next = (await call('POST', '/api/admin/login', { body: { username: 'two-step', password: PASSWORD } })).body.data;
    expect((await call('POST', '/api/admin/login/verify', { body: { challenge: next.challenge, method: 'passkey', response: other.key.assert(next.passkeyOptions, ORIGIN) } })).status).toBe(401);
  });
});

describe('removing a passkey', () => {
  it('removes the passkey and its credential lookup: it signs in no more; audited', async () => {
    const { key, token, factorId } = await withPasskey('remover');
    const second = await call('POST', '/api/admin/passkeys/options', { token });
    await call('POST', '/api/admin/passkeys', { token, body: { name: 'Phone', response: new SoftPasskey().register(second.body.data, ORIGIN) } });
    const removed = await call('DELETE', `/api/admin/factors/${factorId}`, { token });
    expect([removed.status, removed.body.message]).toEqual([200, MFA_MESSAGES.passkeyRemoved]);
    expect(await factorsRepo.credential(key.id)).toBeNull();
    const { challenge, options } = await passkeyChallenge();
    expect((await passkeyLogin({ challenge, response: key.assert(options, ORIGIN) })).status).toBe(401);
    expect((await auditRepo.latest()).find((e) => e.route === 'DELETE /api/admin/factors/{id}' && e.targetId === factorId)?.summary).toBe(MFA_MESSAGES.passkeyRemoved);
    expect((await call('GET', '/api/admin/factors', { token })).body.data.factors.map((f: { label: string }) => f.label)).toEqual(['Phone']);
  });
});
