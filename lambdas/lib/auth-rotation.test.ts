// Rotating the JWT signing key (lambdas/lib/signing-keys.ts): sessions signed
// with the previous key keep working until they could have ended (12 h after
// the rotation), new sessions are signed with the new key, and a key older
// than that is refused. Through the real login and an admin route.
import jwt from 'jsonwebtoken';
import { ADMIN, TEST_JWT_SECRET, call, createAdmin, loginToken, useStore } from '../test/harness';
import { resetSigningSecret } from './auth';
import { PREVIOUS_KEY_GRACE_SECONDS, parseSigningKeys, rotatedSecretValue, verificationKeys } from './signing-keys';

useStore();

beforeAll(() => createAdmin());

const NEW_KEY = 'a-brand-new-signing-key-0123456789abcdefghijklmnopqrstuvwxyz';

/** What the rotation Lambda stores, `hoursAgo` after it ran. */
function useRotatedSecret(hoursAgo: number): void {
  process.env.JWT_SECRET = rotatedSecretValue(TEST_JWT_SECRET, NEW_KEY, new Date(Date.now() - hoursAgo * 3600 * 1000));
  resetSigningSecret();
}

afterEach(() => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  resetSigningSecret();
});

describe('after a rotation', () => {
  it('a session signed with the previous key still works, and new sessions are signed with the new key', async () => {
    const before = await loginToken();
    useRotatedSecret(1);
    expect((await call('GET', '/api/admin/events', { token: before })).status).toBe(200);

    const after = await loginToken();
    expect(() => jwt.verify(after, NEW_KEY, { algorithms: ['HS256'] })).not.toThrow();
    expect(() => jwt.verify(after, TEST_JWT_SECRET, { algorithms: ['HS256'] })).toThrow(jwt.JsonWebTokenError);
    expect((await call('GET', '/api/admin/events', { token: after })).status).toBe(200);
  });

  it('refuses a token signed with the previous key once its sessions must have ended (12 h)', async () => {
    const before = await loginToken();
    useRotatedSecret(12.01);
    const answer = await call('GET', '/api/admin/events', { token: before });
    expect(answer.status).toBe(401);
  });

  it('never accepts a key that is neither current nor previous', async () => {
    useRotatedSecret(1);
    const stranger = jwt.sign({}, 'some-other-key-0123456789abcdefghijklmnopqrstuvwxyz', {
      algorithm: 'HS256',
      subject: ADMIN.username,
      jwtid: 'x',
      expiresIn: 60,
    });
    expect((await call('GET', '/api/admin/events', { token: stranger })).status).toBe(401);
  });
});

describe('the stored value', () => {
  it('reads a plain key (JWT_SECRET, the file, a secret from before rotation) as the current key alone', () => {
    expect(parseSigningKeys(`  ${TEST_JWT_SECRET}\n`)).toEqual({ current: TEST_JWT_SECRET });
  });

  it('keeps the old current key as previous, with when it was replaced', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    const once = parseSigningKeys(rotatedSecretValue(TEST_JWT_SECRET, NEW_KEY, now));
    expect(once).toEqual({ current: NEW_KEY, previous: TEST_JWT_SECRET, rotatedAt: now.getTime() / 1000 });
    // A second rotation drops the oldest key.
    const third = 'the-third-signing-key-0123456789abcdefghijklmnopqrstuvwxyz';
    expect(parseSigningKeys(rotatedSecretValue(JSON.stringify({ current: NEW_KEY, previous: TEST_JWT_SECRET, rotatedAt: now.toISOString() }), third, now))).toMatchObject({
      current: third,
      previous: NEW_KEY,
    });
  });

  it('offers the previous key for verification only during the grace period', () => {
    const keys = { current: NEW_KEY, previous: TEST_JWT_SECRET, rotatedAt: 1_000 };
    expect(verificationKeys(keys, 1_000 + PREVIOUS_KEY_GRACE_SECONDS - 1)).toEqual([NEW_KEY, TEST_JWT_SECRET]);
    expect(verificationKeys(keys, 1_000 + PREVIOUS_KEY_GRACE_SECONDS)).toEqual([NEW_KEY]);
  });

  it('refuses an empty value, a JSON value without a usable current key, and a short new key', () => {
    expect(() => parseSigningKeys('  ')).toThrow('empty');
    expect(() => parseSigningKeys('{"current":"short"}')).toThrow('32+');
    expect(() => rotatedSecretValue(TEST_JWT_SECRET, 'short', new Date())).toThrow('32+');
  });
});
