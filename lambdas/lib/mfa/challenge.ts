// The password step of a sign-in for an account with a second factor: instead of
// a session, a short-lived single-use challenge (docs/ARCHITECTURE.md, Auth).
import type { MfaChallenge, MfaMethod } from '../../../contract/mfa-schemas';
import { factorsRepo, type FactorPartition } from '../db/factors-repo';
import { mfaChallengesRepo } from '../db/mfa-challenges-repo';
import { newChallenge, sha256Hex } from './secrets';

export const CHALLENGE_TTL_SECONDS = 5 * 60;

/** How this account may finish signing in; none means it has no second factor. */
export function methodsOf(partition: FactorPartition): MfaMethod[] {
  if (partition.factors.length === 0) return [];
  return partition.recoveryCodes.some((code) => !code.usedAt) ? ['totp', 'recovery'] : ['totp'];
}

/** Null for an account without a second factor: it signs in with its password alone, as before. */
export async function challengeIfNeeded(user: { username: string; id: string }): Promise<MfaChallenge | null> {
  const methods = methodsOf(await factorsRepo.partition(user.id));
  if (methods.length === 0) return null;
  const challenge = newChallenge();
  const expiresAt = Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS;
  await mfaChallengesRepo.create(sha256Hex(challenge), { username: user.username, adminId: user.id, expiresAt });
  return { mfa: 'required', challenge, methods };
}
