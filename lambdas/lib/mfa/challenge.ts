// The password step of a sign-in for an account with a second factor: instead of
// a session, a short-lived single-use challenge (docs/ARCHITECTURE.md, Auth).
import type { MfaChallenge, MfaMethod } from '../../../contract/mfa-schemas';
import { factorsRepo, type FactorPartition } from '../db/factors-repo';
import { mfaChallengesRepo } from '../db/mfa-challenges-repo';
import { passkeyOptionsFor } from './passkey-options';
import type { RelyingParty } from './relying-party';
import { newChallenge, sha256Hex } from './secrets';

export const CHALLENGE_TTL_SECONDS = 5 * 60;

/** How this account may finish signing in; none means it has no second factor. */
export function methodsOf(partition: FactorPartition): MfaMethod[] {
  if (partition.factors.length === 0) return [];
  const methods: MfaMethod[] = [];
  if (partition.factors.some((f) => f.type === 'totp')) methods.push('totp');
  if (partition.factors.some((f) => f.type === 'passkey')) methods.push('passkey');
  if (partition.recoveryCodes.some((code) => !code.usedAt)) methods.push('recovery');
  return methods;
}

/**
 * Null for an account without a second factor: it signs in with its password alone, as before.
 * With a passkey, the answer carries the assertion options for the account's passkeys (their
 * challenge is this one): no second round trip before the browser asks for the passkey. The relying
 * party is worked out only then (`rp`): a password sign-in does not depend on the site's address.
 */
export async function challengeIfNeeded(user: { username: string; id: string }, rp: () => RelyingParty): Promise<MfaChallenge | null> {
  const partition = await factorsRepo.partition(user.id);
  const methods = methodsOf(partition);
  if (methods.length === 0) return null;
  const challenge = newChallenge();
  const expiresAt = Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS;
  await mfaChallengesRepo.create(sha256Hex(challenge), { username: user.username, adminId: user.id, expiresAt });
  const passkeys = partition.factors.flatMap((f) => (f.type === 'passkey' ? [f] : []));
  if (passkeys.length === 0) return { mfa: 'required', challenge, methods };
  return { mfa: 'required', challenge, methods, passkeyOptions: await passkeyOptionsFor(passkeys, challenge, rp()) };
}
