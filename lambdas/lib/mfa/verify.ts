// The second step of a sign-in (POST /api/admin/login/verify): the challenge the
// password step answered, and a one-time code or a recovery code. The session
// starts in ONE transaction that also uses up the challenge and the code, so
// parallel verifications of one challenge (or two uses of one code) start one
// session. Wrong codes count toward the sign-in throttle (auth.ts takeAttempt).
import type { z } from 'zod';
import { MFA_MESSAGES, type loginVerifyInput } from '../../../contract/mfa-schemas';
import { newSession, takeAttempt, type Client } from '../auth';
import { adminUsersRepo } from '../db/admin-users-repo';
import { auditRepo } from '../db/audit-repo';
import { factorsRepo } from '../db/factors-repo';
import { nowIso, transact, type TransactItem } from '../db/items';
import { mfaChallengesRepo } from '../db/mfa-challenges-repo';
import { sessionsRepo } from '../db/sessions-repo';
import { unauthorized } from '../errors';
import { log } from '../log';
import { recoveryCodeHash, sha256Hex } from './secrets';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { checkAssertion } from './passkeys';
import type { RelyingParty } from './relying-party';
import { matchingStep } from './totp';

export type VerifyInput = z.output<typeof loginVerifyInput>;
export const VERIFY_ROUTE = 'POST /api/admin/login/verify';

/** Audited like an admin change (docs/ARCHITECTURE.md, Audit log); never the code. A failed audit write does not undo the sign-in. */
async function audit(username: string, summary: string): Promise<void> {
  try {
    await auditRepo.record({ username, route: VERIFY_ROUTE, summary });
  } catch (error) {
    log.error('audit record failed', { route: VERIFY_ROUTE, error: String(error) });
  }
}

export async function verifySignIn(input: VerifyInput, client: Client, rp: RelyingParty): Promise<{ token: string; mustChangePassword: boolean }> {
  const challengeHash = sha256Hex(input.challenge);
  const challenge = await mfaChallengesRepo.get(challengeHash);
  if (!challenge) throw unauthorized(MFA_MESSAGES.challengeExpired);
  // Every try takes a slot of the password's throttle before the code is looked at.
  const succeeded = await takeAttempt(challenge.username, client);
  const user = await adminUsersRepo.get(challenge.username);
  // Removed (or removed and made again) since the password step.
  if (!user || user.id !== challenge.adminId) throw unauthorized(MFA_MESSAGES.challengeExpired);

  const { factors, recoveryCodes } = await factorsRepo.partition(user.id);
  const at = nowIso();
  let use: TransactItem | null = null;
  const what = { totp: 'one-time code', recovery: 'recovery code', passkey: 'passkey' }[input.method];
  if (input.method === 'passkey') {
    // One of the account's own passkeys, for this sign-in's challenge; its counter must move on.
    const factor = factors.find((f) => f.type === 'passkey' && f.credentialId === input.response.id);
    if (factor?.type === 'passkey') {
      const counter = await checkAssertion(factor, input.response as unknown as AuthenticationResponseJSON, input.challenge, rp, false);
      if (counter !== null) use = factorsRepo.usePasskey(user.id, factor.id, factor.counter, counter, at);
    }
  } else if (input.method === 'totp') {
    for (const factor of factors) {
      if (factor.type !== 'totp') continue;
      const step = matchingStep(factor.secret, input.code, Date.now(), factor.lastStep);
      if (step !== null) {
        use = factorsRepo.useTotp(user.id, factor.id, step, at);
        break;
      }
    }
  } else {
    const hash = recoveryCodeHash(input.code);
    if (factors.length > 0 && recoveryCodes.some((code) => code.hash === hash && !code.usedAt)) use = factorsRepo.useRecoveryCode(user.id, hash, at);
  }
  if (!use) {
    await audit(user.username, input.method === 'passkey' ? 'Sign-in refused: passkey not verified (wrong or replayed)' : `Sign-in refused: wrong ${what}`);
    throw unauthorized(input.method === 'passkey' ? MFA_MESSAGES.passkeyRefused : MFA_MESSAGES.wrongCode);
  }

  const mustChangePassword = user.mustChangePassword === true;
  const { token, session } = await newSession(user.username, client, mustChangePassword);
  const failed = await transact([mfaChallengesRepo.consume(challengeHash), use, sessionsRepo.createInTransaction(session)]);
  if (failed) {
    // The challenge went first (a parallel verification won): nothing of this one was written.
    if (failed.includes(0)) throw unauthorized(MFA_MESSAGES.challengeExpired);
    // The code was used meanwhile (replayed, or the same code twice at once).
    await audit(user.username, `Sign-in refused: ${what} already used`);
    throw unauthorized(input.method === 'passkey' ? MFA_MESSAGES.passkeyRefused : MFA_MESSAGES.wrongCode);
  }
  await succeeded();
  if (input.method === 'recovery') {
    const left = recoveryCodes.filter((code) => !code.usedAt).length - 1;
    await audit(user.username, `Signed in with a recovery code (${left} left)`);
  }
  return { token, mustChangePassword };
}
