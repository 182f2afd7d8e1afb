// Passkeys (WebAuthn) for admin accounts, with SimpleWebAuthn: adding one from the
// Accounts tab, and signing in with one, either alone (username-less: the passkey
// names the account) or as the second step after the password (verify.ts).
// Every challenge is random, stored server-side (only its SHA-256 for sign-ins),
// lives 5 minutes and is used once: its Delete is part of the transaction that
// stores the passkey or starts the session (docs/ARCHITECTURE.md, Auth: Passkeys).
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { z } from 'zod';
import { MFA_MESSAGES, type PasskeyLoginOptions, type PasskeyRegistrationOptions, type TotpConfirmResponse, type passkeyAddInput, type passkeyLoginInput } from '../../../contract/mfa-schemas';
import { newSession, takeAttempt, type Admin, type Client } from '../auth';
import { adminUsersRepo } from '../db/admin-users-repo';
import { auditRepo } from '../db/audit-repo';
import { factorsRepo, type PasskeyFactor } from '../db/factors-repo';
import { newId, nowIso, transact } from '../db/items';
import { mfaChallengesRepo } from '../db/mfa-challenges-repo';
import { sessionsRepo } from '../db/sessions-repo';
import { badRequest, conflict, unauthorized } from '../errors';
import { log } from '../log';
import { SITE_NAME } from '../mail/config';
import { challengeBytes, PASSKEY_TTL_SECONDS } from './passkey-options';
import type { RelyingParty } from './relying-party';
import { newChallenge, newRecoveryCodes, recoveryCodeHash, sha256Hex } from './secrets';

export const PASSKEY_LOGIN_ROUTE = 'POST /api/admin/login/passkey';

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function accountOf(admin: Admin): Promise<{ id: string; username: string }> {
  const user = await adminUsersRepo.get(admin.username);
  if (!user) throw unauthorized('Authentication required');
  return { id: user.id, username: user.username };
}

/** Audited like an admin change; a failed audit write does not change the answer. */
export async function auditSignIn(username: string, route: string, summary: string): Promise<void> {
  try {
    await auditRepo.record({ username, route, summary });
  } catch (error) {
    log.error('audit record failed', { route, error: String(error) });
  }
}

/** Registration options for a new discoverable passkey; its challenge waits (one per account, 5 minutes). */
export async function passkeyRegistrationOptions(admin: Admin, rp: RelyingParty): Promise<PasskeyRegistrationOptions> {
  const account = await accountOf(admin);
  const { factors } = await factorsRepo.partition(account.id);
  const challenge = newChallenge();
  const options = await generateRegistrationOptions({
    rpName: SITE_NAME,
    rpID: rp.id,
    userName: account.username,
    userID: new Uint8Array(Buffer.from(account.id)),
    challenge: challengeBytes(challenge),
    timeout: PASSKEY_TTL_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: factors.flatMap((f) => (f.type === 'passkey' ? [{ id: f.credentialId, transports: f.transports as AuthenticatorTransport[] }] : [])),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await factorsRepo.putPendingPasskey(account.id, options.challenge, nowSeconds() + PASSKEY_TTL_SECONDS);
  return options;
}

/** Verify the browser's answer and store the passkey; the account's first factor also gets ten recovery codes, answered this once. */
export async function addPasskey(admin: Admin, input: z.output<typeof passkeyAddInput>, rp: RelyingParty): Promise<TotpConfirmResponse> {
  const account = await accountOf(admin);
  const challenge = await factorsRepo.pendingPasskey(account.id);
  if (!challenge) throw conflict(MFA_MESSAGES.noPendingPasskey);
  let info;
  try {
    const verified = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    info = verified.verified ? verified.registrationInfo : undefined;
  } catch (error) {
    log.warn('passkey registration refused', { error: String(error) });
  }
  if (!info) throw badRequest(MFA_MESSAGES.passkeyNotVerified);
  const { factors, recoveryCodes } = await factorsRepo.partition(account.id);
  const first = factors.length === 0;
  const codes = first ? newRecoveryCodes() : [];
  const factor: PasskeyFactor = {
    id: newId(),
    type: 'passkey',
    label: input.name,
    credentialId: info.credential.id,
    publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
    counter: info.credential.counter,
    transports: info.credential.transports ?? input.response.response.transports ?? [],
    createdAt: nowIso(),
  };
  const added = await factorsRepo.addPasskey(account.id, account.username, factor, challenge, {
    newRecoveryHashes: codes.map(recoveryCodeHash),
    oldRecoveryHashes: first ? recoveryCodes.map((c) => c.hash) : [],
  });
  if (!added) throw conflict(MFA_MESSAGES.noPendingPasskey);
  // This session now has a factor: the second-factor policy no longer holds it (as confirming an app does).
  if (admin.withoutFactor) await sessionsRepo.clearWithoutFactor(admin.username, admin.jti);
  return { success: true, message: MFA_MESSAGES.passkeyAdded, id: factor.id, data: first ? { recoveryCodes: codes } : {} };
}

/**
 * Check an assertion against a stored passkey: the challenge, origin, relying party and
 * signature, and a counter that moved on (when either is not zero: a replayed assertion
 * is refused). The new counter, or null when refused.
 */
export async function checkAssertion(factor: PasskeyFactor, response: AuthenticationResponseJSON, challenge: string, rp: RelyingParty, requireUserVerification: boolean): Promise<number | null> {
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: factor.credentialId, publicKey: new Uint8Array(Buffer.from(factor.publicKey, 'base64url')), counter: factor.counter, transports: factor.transports },
      requireUserVerification,
    });
    return verified.verified ? verified.authenticationInfo.newCounter : null;
  } catch (error) {
    log.warn('passkey assertion refused', { error: String(error) });
    return null;
  }
}

/** Username-less sign-in, step one: options with no allowCredentials (the browser offers this site's passkeys) and a challenge kept 5 minutes. */
export async function passkeyLoginOptions(rp: RelyingParty): Promise<PasskeyLoginOptions> {
  const challenge = newChallenge();
  await mfaChallengesRepo.createPasskey(sha256Hex(challenge), nowSeconds() + PASSKEY_TTL_SECONDS);
  const options = await generateAuthenticationOptions({ rpID: rp.id, challenge: challengeBytes(challenge), timeout: PASSKEY_TTL_SECONDS * 1000, userVerification: 'required', allowCredentials: [] });
  return { challenge, options };
}

/** A throttle slot for an assertion whose credential is unknown: per client, under a name no account can have. */
const UNKNOWN_PASSKEY = '#passkey';

/**
 * Username-less sign-in, step two: the passkey (found by its credential id) must verify with user
 * verification (it replaces both the password and the second step). The session starts in ONE
 * transaction with the challenge's Delete and the counter's conditional update, so parallel uses
 * of one challenge or one assertion start one session. Refusals take a throttle slot and are audited.
 */
export async function passkeySignIn(input: z.output<typeof passkeyLoginInput>, client: Client, rp: RelyingParty): Promise<{ token: string; mustChangePassword: boolean }> {
  const challengeHash = sha256Hex(input.challenge);
  if (!(await mfaChallengesRepo.getPasskey(challengeHash))) throw unauthorized(MFA_MESSAGES.challengeExpired);
  const lookup = await factorsRepo.credential(input.response.id);
  const succeeded = await takeAttempt(lookup?.username ?? UNKNOWN_PASSKEY, client);
  if (!lookup) {
    log.warn('passkey sign-in refused: unknown credential', { route: PASSKEY_LOGIN_ROUTE });
    throw unauthorized(MFA_MESSAGES.passkeyRefused);
  }
  const user = await adminUsersRepo.get(lookup.username);
  const factor = user?.id === lookup.adminId ? (await factorsRepo.partition(user.id)).factors.find((f) => f.id === lookup.factorId) : undefined;
  if (!user || !factor || factor.type !== 'passkey') throw unauthorized(MFA_MESSAGES.passkeyRefused);

  const counter = await checkAssertion(factor, input.response as unknown as AuthenticationResponseJSON, input.challenge, rp, true);
  if (counter === null) {
    await auditSignIn(user.username, PASSKEY_LOGIN_ROUTE, 'Sign-in refused: passkey not verified (wrong or replayed)');
    throw unauthorized(MFA_MESSAGES.passkeyRefused);
  }
  const mustChangePassword = user.mustChangePassword === true;
  const { token, session } = await newSession(user.username, client, mustChangePassword);
  const failed = await transact([mfaChallengesRepo.consumePasskey(challengeHash), factorsRepo.usePasskey(user.id, factor.id, factor.counter, counter, nowIso()), sessionsRepo.createInTransaction(session)]);
  if (failed) {
    if (failed.includes(0)) throw unauthorized(MFA_MESSAGES.challengeExpired);
    await auditSignIn(user.username, PASSKEY_LOGIN_ROUTE, 'Sign-in refused: passkey already used (replayed)');
    throw unauthorized(MFA_MESSAGES.passkeyRefused);
  }
  await succeeded();
  await auditSignIn(user.username, PASSKEY_LOGIN_ROUTE, `Signed in with a passkey`);
  return { token, mustChangePassword };
}
