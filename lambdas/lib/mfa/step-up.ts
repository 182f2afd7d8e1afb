// Asking again before the riskiest actions (POST /api/admin/step-up; docs/ARCHITECTURE.md,
// Auth, "Policy and step-up"): a signed-in admin confirms who they are with a factor of
// the account (a one-time code, a recovery code or a passkey: options from
// POST /api/admin/step-up/options, whose challenge is kept for this session alone), or
// with the password when the account has none. The session then carries
// steppedUpAt, which the routes marked stepUp accept for STEP_UP_MAX_AGE_SECONDS.
// Every try takes a slot of the sign-in throttle (auth.ts takeAttempt); a code is
// used up in ONE transaction with the session's mark, so it cannot serve twice (a passkey:
// its challenge's Delete and its counter's move, so a replayed assertion is refused).
// Passed and refused step-ups are audited; never the code or the password.
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { SECURITY_MESSAGES, STEP_UP_MAX_AGE_SECONDS, type StepUpMethod, type StepUpResponse } from '../../../contract/admin-security';
import type { z } from 'zod';
import type { stepUpInput } from '../../../contract/admin-security';
import { takeAttempt, verifyPassword, type Admin, type Client } from '../auth';
import { adminUsersRepo } from '../db/admin-users-repo';
import { auditRepo } from '../db/audit-repo';
import { factorsRepo, type PasskeyFactor } from '../db/factors-repo';
import { mfaChallengesRepo } from '../db/mfa-challenges-repo';
import { nowIso, transact, type TransactItem } from '../db/items';
import { sessionsRepo } from '../db/sessions-repo';
import { badRequest, unauthorized } from '../errors';
import { log } from '../log';
import { passkeyOptionsFor, PASSKEY_TTL_SECONDS } from './passkey-options';
import { checkAssertion } from './passkeys';
import type { RelyingParty } from './relying-party';
import { newChallenge, recoveryCodeHash, sha256Hex } from './secrets';
import { matchingStep } from './totp';

export type StepUpBody = z.output<typeof stepUpInput>;
export const STEP_UP_ROUTE = 'POST /api/admin/step-up';

const METHOD_WORDS: Record<StepUpMethod, string> = { password: 'password', totp: 'one-time code', recovery: 'recovery code', passkey: 'passkey' };

/** A refusal in the audit log; a failed audit write is logged, the refusal stands. */
async function auditRefusal(username: string, summary: string): Promise<void> {
  try {
    await auditRepo.record({ username, route: STEP_UP_ROUTE, summary });
  } catch (error) {
    log.error('audit record failed', { route: STEP_UP_ROUTE, error: String(error) });
  }
}

/** 400, never 401: a wrong code must not sign the admin out. */
const wrong = (field: 'password' | 'code' | 'passkey', message: string) => badRequest(message, { [field]: message });

/** The challenge an assertion answers (its clientDataJSON, base64url JSON), or null when it is not one. */
function challengeOf(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const client = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof client.challenge === 'string' && /^[A-Za-z0-9_-]{43}$/.test(client.challenge) ? client.challenge : null;
  } catch {
    return null;
  }
}

/**
 * A step-up with a passkey, step one: assertion options for the account's own passkeys. The challenge's
 * SHA-256 is kept 5 minutes (TTL) with the account id and this session's jti: another session, or
 * another account, cannot answer it. 400 when the account has no passkey.
 */
export async function stepUpPasskeyOptions(admin: Admin, rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const user = await adminUsersRepo.get(admin.username);
  if (!user) throw unauthorized('Authentication required');
  const passkeys = (await factorsRepo.partition(user.id)).factors.filter((f): f is PasskeyFactor => f.type === 'passkey');
  if (!passkeys.length) throw wrong('passkey', SECURITY_MESSAGES.noPasskey);
  const challenge = newChallenge();
  await mfaChallengesRepo.createStepUp(sha256Hex(challenge), { adminId: user.id, jti: admin.jti, expiresAt: Math.floor(Date.now() / 1000) + PASSKEY_TTL_SECONDS });
  return passkeyOptionsFor(passkeys, challenge, rp);
}

export async function stepUp(admin: Admin, input: StepUpBody, client: Client, rp: RelyingParty): Promise<StepUpResponse> {
  const succeeded = await takeAttempt(admin.username, client);
  const user = await adminUsersRepo.get(admin.username);
  if (!user) throw unauthorized('Authentication required');
  const { factors, recoveryCodes } = await factorsRepo.partition(user.id);
  const hasFactor = factors.length > 0;
  const nowMs = Date.now();
  const at = Math.floor(nowMs / 1000);

  // An account with a factor confirms with it; the password is for accounts without one.
  if (hasFactor === (input.method === 'password')) {
    await auditRefusal(user.username, `Step-up refused: ${METHOD_WORDS[input.method]} is not how this account confirms`);
    throw wrong(input.method === 'password' ? 'password' : input.method === 'passkey' ? 'passkey' : 'code', hasFactor ? SECURITY_MESSAGES.useYourFactor : SECURITY_MESSAGES.noFactorYet);
  }

  let message: string;
  if (input.method === 'passkey') {
    // The challenge of this session's options; one of the account's own passkeys; a counter that moved on;
    // then the challenge, the counter and the session's mark in ONE transaction.
    const challenge = challengeOf(input.response);
    const hash = challenge ? sha256Hex(challenge) : null;
    const asked = hash ? await mfaChallengesRepo.getStepUp(hash) : null;
    if (!challenge || !hash || !asked || asked.adminId !== user.id || asked.jti !== admin.jti) {
      await auditRefusal(user.username, 'Step-up refused: passkey check expired or already used');
      throw wrong('passkey', SECURITY_MESSAGES.passkeyCheckExpired);
    }
    const factor = factors.find((f): f is PasskeyFactor => f.type === 'passkey' && f.credentialId === input.response.id);
    const counter = factor ? await checkAssertion(factor, input.response as unknown as AuthenticationResponseJSON, challenge, rp, false) : null;
    if (!factor || counter === null) {
      await auditRefusal(user.username, 'Step-up refused: passkey not verified (wrong, replayed or not this account’s)');
      throw wrong('passkey', SECURITY_MESSAGES.passkeyRefused);
    }
    const failed = await transact([
      mfaChallengesRepo.consumeStepUp(hash, user.id, admin.jti),
      factorsRepo.usePasskey(user.id, factor.id, factor.counter, counter, nowIso()),
      sessionsRepo.stepUpInTransaction(admin.username, admin.jti, at, 'passkey'),
    ]);
    if (failed) {
      if (failed.includes(0)) {
        await auditRefusal(user.username, 'Step-up refused: passkey check expired or already used');
        throw wrong('passkey', SECURITY_MESSAGES.passkeyCheckExpired);
      }
      if (!failed.includes(1)) throw unauthorized('Authentication required'); // the session ended meanwhile
      await auditRefusal(user.username, 'Step-up refused: passkey already used (replayed)');
      throw wrong('passkey', SECURITY_MESSAGES.passkeyRefused);
    }
    message = SECURITY_MESSAGES.confirmedWithPasskey;
  } else if (input.method === 'password') {
    if (!(await verifyPassword(input.password, user.passwordHash))) {
      await auditRefusal(user.username, 'Step-up refused: wrong password');
      throw wrong('password', SECURITY_MESSAGES.wrongPassword);
    }
    if (!(await sessionsRepo.stepUp(admin.username, admin.jti, at, 'password'))) throw unauthorized('Authentication required');
    message = SECURITY_MESSAGES.confirmedWithPassword;
  } else {
    const used = nowIso();
    let use: TransactItem | null = null;
    if (input.method === 'totp') {
      for (const factor of factors) {
        // A passkey confirms by its own method (above).
        if (factor.type !== 'totp') continue;
        const step = matchingStep(factor.secret, input.code, nowMs, factor.lastStep);
        if (step !== null) {
          use = factorsRepo.useTotp(user.id, factor.id, step, used);
          break;
        }
      }
    } else {
      const hash = recoveryCodeHash(input.code);
      if (recoveryCodes.some((code) => code.hash === hash && !code.usedAt)) use = factorsRepo.useRecoveryCode(user.id, hash, used);
    }
    const failed = use ? await transact([use, sessionsRepo.stepUpInTransaction(admin.username, admin.jti, at, input.method)]) : [0];
    if (failed) {
      if (use && failed.includes(1) && !failed.includes(0)) throw unauthorized('Authentication required'); // the session ended meanwhile
      await auditRefusal(user.username, `Step-up refused: wrong ${METHOD_WORDS[input.method]}`);
      throw wrong('code', SECURITY_MESSAGES.wrongCode);
    }
    message = input.method === 'totp' ? SECURITY_MESSAGES.confirmedWithCode : SECURITY_MESSAGES.confirmedWithRecovery(recoveryCodes.filter((code) => !code.usedAt).length - 1);
  }
  await succeeded();
  // The wrapper audits the passed step-up with this message (lambdas/lib/audit.ts).
  return { success: true, message, data: { steppedUpUntil: new Date((at + STEP_UP_MAX_AGE_SECONDS) * 1000).toISOString() } };
}
