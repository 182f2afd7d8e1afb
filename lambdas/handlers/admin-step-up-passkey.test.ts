// "Confirm it's you" with a passkey (POST /api/admin/step-up/options, then POST /api/admin/step-up
// { method: 'passkey', response }), and exporting people's data, which asks for that check
// (POST /api/admin/exports, a stepUp route). The assertions are real (lambdas/test/webauthn.ts).
// The clock is Date's alone, set per test: nothing waits.
import jwt from 'jsonwebtoken';
import { ADMIN_REFUSALS, SECURITY_MESSAGES, exportMessage } from '../../contract/admin-security';
import { adminUsersRepo } from '../lib/db/admin-users-repo';
import { auditRepo } from '../lib/db/audit-repo';
import { factorsRepo } from '../lib/db/factors-repo';
import { sessionsRepo } from '../lib/db/sessions-repo';
import { useDateClock } from '../test/date-clock';
import { useSiteOrigin } from '../test/site-origin';
import { call, createAdmin, loginToken, useStore } from '../test/harness';
import { expectLogs } from '../test/logs';
import { SoftPasskey } from '../test/webauthn';

useStore();
const logs = expectLogs('passkey assertion refused');

const ORIGIN = 'https://school.example';
const T0 = Date.parse('2026-11-28T10:00:00Z');
const clock = useDateClock(T0);
useSiteOrigin(ORIGIN);

const PASSWORD = 'a long enough password';
const from = (ip: string) => ({ 'cloudfront-viewer-address': `${ip}:443` });
const audited = async (username: string) => (await auditRepo.latest()).filter((e) => e.username === username).map((e) => e.summary);
const options = async (token: string) => {
  const answer = await call('POST', '/api/admin/step-up/options', { token });
  expect(answer.status).toBe(200);
  return answer.body.data as { challenge: string; rpId: string; allowCredentials: { id: string }[] };
};
const stepUp = (token: string, response: unknown, ip = '198.51.100.30') => call('POST', '/api/admin/step-up', { token, body: { method: 'passkey', response }, headers: from(ip) });
const exportData = (token: string, body: Record<string, unknown> = { kind: 'registrations', count: 12 }) => call('POST', '/api/admin/exports', { token, body });
const steppedUpAt = async (username: string, token: string) => (await sessionsRepo.get(username, (jwt.decode(token) as jwt.JwtPayload).jti!))?.steppedUpAt;

/** A new admin with one passkey, and the session that added it (still signed in). */
async function withPasskey(username: string): Promise<{ key: SoftPasskey; token: string }> {
  await createAdmin(username, PASSWORD);
  const token = await loginToken(username, PASSWORD);
  const key = new SoftPasskey();
  const registration = await call('POST', '/api/admin/passkeys/options', { token });
  const added = await call('POST', '/api/admin/passkeys', { token, body: { name: 'Laptop', response: key.register(registration.body.data, ORIGIN) } });
  expect(added.status).toBe(200);
  return { key, token };
}

describe('a step-up with a passkey', () => {
  it('answers options for the account’s own passkeys; the assertion confirms the session for five minutes; audited', async () => {
    const { key, token } = await withPasskey('stepper');
    await withPasskey('stepper-other'); // another account's passkey is not offered
    expect((await exportData(token)).body.reason).toBe(ADMIN_REFUSALS.stepUpRequired);
    const asked = await options(token);
    expect(asked).toMatchObject({ challenge: expect.stringMatching(/^[\w-]{43}$/), rpId: 'school.example', allowCredentials: [{ id: key.id, type: 'public-key', transports: ['internal'] }] });
    const passed = await stepUp(token, key.assert(asked, ORIGIN));
    expect(passed.status).toBe(200);
    expect(passed.body).toEqual({ success: true, message: SECURITY_MESSAGES.confirmedWithPasskey, data: { steppedUpUntil: new Date(clock.now + 5 * 60_000).toISOString() } });
    expect(await sessionsRepo.get('stepper', (jwt.decode(token) as jwt.JwtPayload).jti!)).toMatchObject({ steppedUpWith: 'passkey', steppedUpAt: Math.floor(clock.now / 1000) });
    expect((await exportData(token)).status).toBe(200);
    expect(await audited('stepper')).toContain(SECURITY_MESSAGES.confirmedWithPasskey);
    // The options themselves are no change to audit.
    expect((await auditRepo.latest()).filter((e) => e.route === 'POST /api/admin/step-up/options')).toEqual([]);
  });

  it('refuses a replayed assertion: the same one again (its challenge is used), and the same counter on a new challenge; audited', async () => {
    const { key, token } = await withPasskey('replayer');
    const first = await options(token);
    const assertion = key.assert(first, ORIGIN, { counter: 7 });
    expect((await stepUp(token, assertion)).status).toBe(200);
    const again = await stepUp(token, assertion);
    expect([again.status, again.body.message]).toEqual([400, SECURITY_MESSAGES.passkeyCheckExpired]);
    const second = await options(token);
    const sameCounter = await stepUp(token, key.assert(second, ORIGIN, { counter: 7 }));
    expect([sameCounter.status, sameCounter.body.message, sameCounter.body.errors]).toEqual([400, SECURITY_MESSAGES.passkeyRefused, { passkey: SECURITY_MESSAGES.passkeyRefused }]);
    expect(await audited('replayer')).toEqual(
      expect.arrayContaining(['Step-up refused: passkey check expired or already used', 'Step-up refused: passkey not verified (wrong, replayed or not this account’s)']),
    );
    expect(logs().map((l) => l.message)).toContain('passkey assertion refused');
    // The refusal did not use the challenge: a right assertion still passes with it.
    expect((await stepUp(token, key.assert(second, ORIGIN, { counter: 8 }))).status).toBe(200);
  });

  it('refuses an expired challenge (five minutes), and one asked for by another session of the same account', async () => {
    const { key, token } = await withPasskey('late-stepper');
    const late = await options(token);
    clock.set(clock.now + 5 * 60_000 + 1000);
    const answer = await stepUp(token, key.assert(late, ORIGIN));
    expect([answer.status, answer.body.message]).toEqual([400, SECURITY_MESSAGES.passkeyCheckExpired]);
    expect(await steppedUpAt('late-stepper', token)).toBeUndefined();

    // A second session (signed in with the passkey) cannot answer the first one's challenge.
    const login = await call('POST', '/api/admin/login/passkey/options');
    const signedIn = await call('POST', '/api/admin/login/passkey', { body: { challenge: login.body.data.challenge, response: key.assert(login.body.data.options, ORIGIN) } });
    expect(signedIn.status).toBe(200);
    const mine = await options(token);
    const elsewhere = await stepUp(signedIn.body.token, key.assert(mine, ORIGIN));
    expect([elsewhere.status, elsewhere.body.message]).toEqual([400, SECURITY_MESSAGES.passkeyCheckExpired]);
    clock.set(clock.now + 4 * 60_000);
    expect((await stepUp(token, key.assert(mine, ORIGIN))).status).toBe(200);
  });

  it('refuses another admin’s passkey, a wrong signature and another site; the account is not stepped up', async () => {
    const { key, token } = await withPasskey('victim');
    const other = await withPasskey('other-admin');
    const cases = [(o: { challenge: string }) => other.key.assert(o, ORIGIN), (o: { challenge: string }) => key.assert(o, ORIGIN, { signWith: new SoftPasskey() }), (o: { challenge: string }) => key.assert(o, 'https://evil.example')];
    for (const [i, make] of cases.entries()) {
      const answer = await stepUp(token, make(await options(token)), `192.0.2.${i + 10}`);
      expect([i, answer.status, answer.body.message]).toEqual([i, 400, SECURITY_MESSAGES.passkeyRefused]);
    }
    expect(await steppedUpAt('victim', token)).toBeUndefined();
    // The other admin's passkey kept its counter: it was not used by the refusal.
    const otherId = (await adminUsersRepo.get('other-admin'))!.id;
    expect((await factorsRepo.partition(otherId)).factors[0]).toMatchObject({ counter: 0 });
    expect(await audited('victim')).toContain('Step-up refused: passkey not verified (wrong, replayed or not this account’s)');
  });

  it('ten parallel verifications of one challenge step up once (the challenge’s Delete is in the transaction)', async () => {
    const { key, token } = await withPasskey('parallel-stepper');
    const asked = await options(token);
    const before = (await audited('parallel-stepper')).length;
    // Ten right assertions from ten addresses, with no counter (0, as synced passkeys answer): the counter's
    // condition cannot tell them apart, only the challenge's conditional Delete decides.
    const assertions = Array.from({ length: 10 }, () => key.assert(asked, ORIGIN, { counter: 0 }));
    const answers = await Promise.all(assertions.map((response, i) => stepUp(token, response, `203.0.113.${i + 60}`)));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(9);
    const summaries = (await audited('parallel-stepper')).slice(0, (await audited('parallel-stepper')).length - before);
    expect(summaries.filter((s) => s === SECURITY_MESSAGES.confirmedWithPasskey)).toHaveLength(1);
  });

  it('a passkey is only for an account with one; options without a passkey are 400; malformed answers are 400, never 5xx', async () => {
    await createAdmin('no-passkey', PASSWORD);
    const token = await loginToken('no-passkey', PASSWORD);
    const none = await call('POST', '/api/admin/step-up/options', { token });
    expect([none.status, none.body.message]).toEqual([400, SECURITY_MESSAGES.noPasskey]);
    const stranger = new SoftPasskey();
    const refused = await stepUp(token, stranger.assert({ challenge: 'x'.repeat(43) }, ORIGIN));
    expect([refused.status, refused.body.message]).toEqual([400, SECURITY_MESSAGES.noFactorYet]);
    const { token: withKey } = await withPasskey('malformed-passkey');
    for (const response of [undefined, {}, { id: 'x' }, { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'bm90IGpzb24', authenticatorData: 'AA', signature: 'AA' } }]) {
      expect([JSON.stringify(response), (await stepUp(withKey, response)).status]).toEqual([JSON.stringify(response), 400]);
    }
    expect((await call('POST', '/api/admin/step-up/options', {})).status).toBe(401);
  });
});

describe('exporting people’s data', () => {
  it('answers 409 stepUpRequired without a fresh step-up and changes nothing; after one, 200 with the kind and count in the audit log', async () => {
    await createAdmin('exporter', PASSWORD);
    const token = await loginToken('exporter', PASSWORD);
    const refused = await exportData(token);
    expect([refused.status, refused.body]).toEqual([409, { success: false, message: SECURITY_MESSAGES.stepUpRequired, reason: ADMIN_REFUSALS.stepUpRequired }]);
    expect(await audited('exporter')).toEqual([]);
    expect((await call('POST', '/api/admin/step-up', { token, body: { method: 'password', password: PASSWORD } })).status).toBe(200);
    const done = await exportData(token, { kind: 'registrations', count: 12 });
    expect([done.status, done.body]).toEqual([200, { success: true, message: exportMessage('registrations', 12) }]);
    expect((await exportData(token, { kind: 'person' })).body.message).toBe('Exported one person’s data');
    const entries = (await auditRepo.latest()).filter((e) => e.username === 'exporter' && e.route === 'POST /api/admin/exports');
    expect(entries.map((e) => e.summary)).toEqual(['Exported one person’s data', 'Exported event registrations (12 rows)']);
    // What is exported is named by kind, nothing else: unknown kinds and fields are refused.
    for (const body of [{}, { kind: 'everything' }, { kind: 'contacts', count: -1 }, { kind: 'contacts', count: 1.5 }]) {
      expect([JSON.stringify(body), (await exportData(token, body)).status]).toEqual([JSON.stringify(body), 400]);
    }
    // Five minutes later it asks again.
    clock.set(clock.now + 5 * 60_000 + 1000);
    expect((await exportData(token)).body.reason).toBe(ADMIN_REFUSALS.stepUpRequired);
  });
});
