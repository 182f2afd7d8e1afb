// Setting up, listing and removing an admin's own second factors (the Accounts
// tab's "Two-step sign-in" card). The secret is answered once, by the setup; it is
// kept as it is (a code can only be checked with it, so it cannot be hashed), in
// the MFA# partitions only the factor and sign-in routes may read (docs/ARCHITECTURE.md, Auth).
import { MFA_MESSAGES, type FactorsResponse, type TotpConfirmResponse, type TotpSetup } from '../../../contract/mfa-schemas';
import { SECURITY_MESSAGES } from '../../../contract/admin-security';
import type { Admin } from '../auth';
import { sessionsRepo } from '../db/sessions-repo';
import { settingsRepo } from '../db/settings-repo';
import { adminUsersRepo } from '../db/admin-users-repo';
import { factorsRepo, type TotpFactor } from '../db/factors-repo';
import { newId, nowIso } from '../db/items';
import { badRequest, conflict, notFound, unauthorized } from '../errors';
import { SITE_NAME } from '../mail/config';
import { newRecoveryCodes, recoveryCodeHash } from './secrets';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp';

/** How long a setup waits for its first code. */
export const PENDING_TTL_SECONDS = 15 * 60;

async function accountId(admin: Admin): Promise<string> {
  const user = await adminUsersRepo.get(admin.username);
  if (!user) throw unauthorized('Authentication required');
  return user.id;
}

/** A new secret for an authenticator app, pending until a code from it is confirmed; a second setup replaces the first. */
export async function startTotp(admin: Admin): Promise<TotpSetup> {
  const id = await accountId(admin);
  const secret = newTotpSecret();
  await factorsRepo.putPending(id, secret, Math.floor(Date.now() / 1000) + PENDING_TTL_SECONDS);
  return { secret, otpauthUrl: otpauthUrl(secret, SITE_NAME, admin.username) };
}

/** The first code from the app turns the factor on; the account's first factor also gets ten recovery codes, answered this once. */
export async function confirmTotp(admin: Admin, code: string): Promise<TotpConfirmResponse> {
  const id = await accountId(admin);
  const secret = await factorsRepo.pending(id);
  if (!secret) throw conflict(MFA_MESSAGES.noPendingSetup);
  const step = matchingStep(secret, code, Date.now());
  if (step === null) throw badRequest(MFA_MESSAGES.wrongCode, { code: MFA_MESSAGES.wrongCode });
  const { factors, recoveryCodes } = await factorsRepo.partition(id);
  const first = factors.length === 0;
  const codes = first ? newRecoveryCodes() : [];
  const factor: TotpFactor = { id: newId(), type: 'totp', secret, label: 'Authenticator app', createdAt: nowIso(), lastStep: step };
  const added = await factorsRepo.confirm(id, factor, {
    newRecoveryHashes: codes.map(recoveryCodeHash),
    // Left from factors removed earlier: a new first factor gets a new set.
    oldRecoveryHashes: first ? recoveryCodes.map((c) => c.hash) : [],
  });
  if (!added) throw conflict(MFA_MESSAGES.noPendingSetup);
  // This session now has a factor: the owner's policy no longer holds it (lambdas/lib/mfa/policy.ts).
  if (admin.withoutFactor) await sessionsRepo.clearWithoutFactor(admin.username, admin.jti);
  return { success: true, message: MFA_MESSAGES.totpAdded, id: factor.id, data: first ? { recoveryCodes: codes } : {} };
}

export async function listFactors(admin: Admin): Promise<FactorsResponse> {
  const { factors, recoveryCodes } = await factorsRepo.partition(await accountId(admin));
  // A session signed in before the account had a factor (added elsewhere, or a passkey): no longer held by the policy.
  if (admin.withoutFactor && factors.length > 0) await sessionsRepo.clearWithoutFactor(admin.username, admin.jti);
  return {
    data: {
      factors: factors.map((f) => ({ id: f.id, type: f.type, label: f.label, createdAt: f.createdAt, ...(f.lastUsedAt ? { lastUsedAt: f.lastUsedAt } : {}) })),
      recoveryCodesLeft: factors.length ? recoveryCodes.filter((c) => !c.usedAt).length : 0,
    },
  };
}

/** Remove one of my factors; with the last one, the recovery codes go too (two-step sign-in is then off). */
export async function removeFactor(admin: Admin, factorId: string): Promise<{ message: string }> {
  const id = await accountId(admin);
  const { factors, recoveryCodes } = await factorsRepo.partition(id);
  const factor = factors.find((f) => f.id === factorId);
  if (!factor) throw notFound(MFA_MESSAGES.factorNotFound);
  const last = factors.length === 1;
  if (last && (await settingsRepo.securityPolicy()).requireSecondFactor) throw conflict(SECURITY_MESSAGES.lastFactorUnderPolicy);
  // A passkey's credential lookup goes with it: it can no longer sign in without a username either.
  const removed = await factorsRepo.remove(id, factorId, last ? recoveryCodes.map((c) => c.hash) : [], factor.type === 'passkey' ? factor.credentialId : undefined);
  if (!removed) throw notFound(MFA_MESSAGES.factorNotFound);
  // Without a factor now: every session of the account is held by the policy, should it be turned on.
  if (last) await sessionsRepo.markWithoutFactor(admin.username);
  if (last) return { message: MFA_MESSAGES.lastFactorRemoved };
  return { message: factor.type === 'passkey' ? MFA_MESSAGES.passkeyRemoved : MFA_MESSAGES.factorRemoved };
}
