// Passwords, tokens, sessions and the login throttle (docs/ARCHITECTURE.md, Auth).
import { readFileSync } from 'node:fs';
import jwt from 'jsonwebtoken';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ACCOUNT_MESSAGES, LOGIN_FAILED_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../../contract/messages';
import type { MfaChallenge } from '../../contract/mfa-schemas';
import { adminUsersRepo, normaliseUsername } from './db/admin-users-repo';
import { keys } from './db/keys';
import { currentWindow, loginAttemptsRepo } from './db/login-attempts-repo';
import { sessionsRepo, type Session } from './db/sessions-repo';
import { tooManyRequests, unauthorized } from './errors';
import { challengeIfNeeded } from './mfa/challenge';
import type { RelyingParty } from './mfa/relying-party';
import { bcryptCompare, bcryptHash } from './password-hashing';
import { parseSigningKeys, verificationKeys, type SigningKeys } from './signing-keys';

export const BCRYPT_COST = 12;
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

// A cost-12 hash of a random string nobody knows: unknown usernames are
// compared against it, so they take as long as known ones.
const DUMMY_HASH = '$2b$12$cTrH4g/4OVSm5ITgUrqo1u9hu434./zKL..aO04iHKmnHZD/BV0fW';

export function hashPassword(password: string): Promise<string> {
  return bcryptHash(password, BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcryptCompare(password, hash);
}

// ---------- The signing keys ----------

/** How long a process trusts the keys it read: a rotation reaches warm functions within this. */
export const SIGNING_KEYS_MAX_AGE_MS = 5 * 60 * 1000;

let keysCache: { keys: Promise<SigningKeys>; readAt: number } | null = null;

/**
 * Secrets Manager (JWT_SECRET_ARN, { current, previous, rotatedAt } or a plain key),
 * else JWT_SECRET, else the file at JWT_SECRET_FILE. Re-read after SIGNING_KEYS_MAX_AGE_MS.
 */
export function signingKeys(): Promise<SigningKeys> {
  if (keysCache && Date.now() - keysCache.readAt < SIGNING_KEYS_MAX_AGE_MS) return keysCache.keys;
  const keys = loadSigningKeys().catch((error) => {
    keysCache = null; // let the next request try again
    throw error;
  });
  keysCache = { keys, readAt: Date.now() };
  return keys;
}

/** The key new tokens are signed with. */
export async function signingSecret(): Promise<string> {
  return (await signingKeys()).current;
}

/** Tests switch secrets between cases. */
export function resetSigningSecret(): void {
  keysCache = null;
}

async function loadSigningKeys(): Promise<SigningKeys> {
  let value: string | undefined;
  if (process.env.JWT_SECRET_ARN) {
    const client = new SecretsManagerClient({});
    const out = await client.send(new GetSecretValueCommand({ SecretId: process.env.JWT_SECRET_ARN }));
    value = out.SecretString;
  } else if (process.env.JWT_SECRET) {
    value = process.env.JWT_SECRET;
  } else if (process.env.JWT_SECRET_FILE) {
    value = readFileSync(process.env.JWT_SECRET_FILE, 'utf8');
  }
  if (!value?.trim()) throw new Error('No JWT signing secret: set JWT_SECRET_ARN, JWT_SECRET or JWT_SECRET_FILE');
  return parseSigningKeys(value);
}

// ---------- Login, sessions, logout ----------

/** Where a sign-in comes from: the throttle's key and what "my sessions" shows. */
export type Client = { ip: string; userAgent?: string };

/** How often one client may try one username, and try at all, per window (docs/ARCHITECTURE.md, Auth). */
export const LOGIN_THROTTLE = { perUserAndClient: 5, perClient: 20, windowSeconds: 15 * 60 } as const;

export async function takeAttempt(username: string, client: Client): Promise<() => Promise<void>> {
  const window = currentWindow(LOGIN_THROTTLE.windowSeconds);
  const byClient = keys.loginAttemptsByClient(client.ip, window.start);
  const byUser = keys.loginAttemptsByUser(username, client.ip, window.start);
  const retryAfter = window.start + window.seconds - Math.floor(Date.now() / 1000);
  // Each is one conditional update: the slot is taken before bcrypt runs, so
  // parallel guesses beyond the limit never reach the password check.
  if (!(await loginAttemptsRepo.take(byClient, LOGIN_THROTTLE.perClient, window))) throw tooManyRequests(ACCOUNT_MESSAGES.loginThrottled, retryAfter);
  if (!(await loginAttemptsRepo.take(byUser, LOGIN_THROTTLE.perUserAndClient, window))) {
    throw tooManyRequests(ACCOUNT_MESSAGES.loginThrottled, retryAfter);
  }
  // On success: this client's failures for the username are forgiven, and
  // its attempt is given back to the client's count (signing in is not guessing).
  return async () => {
    await Promise.all([loginAttemptsRepo.clear(byUser), loginAttemptsRepo.giveBack(byClient)]);
  };
}

export type LoginResult = { token: string; mustChangePassword: boolean } | MfaChallenge;

/**
 * Honour the throttle, check the password, and open a session; for an account
 * with a second factor, answer a challenge instead (lambdas/lib/mfa/verify.ts
 * opens the session). Its attempt is not given back until the code is right:
 * a right password must not reset the count of wrong codes.
 */
export async function login(usernameInput: string, password: string, client: Client, rp: () => RelyingParty): Promise<LoginResult> {
  const username = normaliseUsername(usernameInput);
  const succeeded = await takeAttempt(username, client);
  const user = await adminUsersRepo.get(username);
  const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !valid) throw unauthorized(LOGIN_FAILED_MESSAGE);
  const challenge = await challengeIfNeeded(user, rp);
  if (challenge) return challenge;
  await succeeded();
  const mustChangePassword = user.mustChangePassword === true;
  const token = await openSession(user.username, client, mustChangePassword);
  return { token, mustChangePassword };
}

/** A session signed in by password alone: marked withoutFactor, which the owner's policy holds (lambdas/lib/mfa/policy.ts). */
async function openSession(username: string, client: Client, mustChangePassword: boolean): Promise<string> {
  const { token, session } = await newSession(username, client, mustChangePassword);
  await sessionsRepo.create({ ...session, withoutFactor: true });
  return token;
}

/**
 * A signed token and the session item that makes it live, not yet stored: a
 * sign-in finished with a second factor stores the session in the same
 * transaction that uses up its challenge and code (lambdas/lib/mfa/verify.ts).
 */
export async function newSession(username: string, client: Client, mustChangePassword: boolean): Promise<{ token: string; session: Session }> {
  const jti = crypto.randomUUID();
  const expiresAt = Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS;
  const token = jwt.sign({}, await signingSecret(), {
    algorithm: 'HS256',
    subject: username,
    jwtid: jti,
    expiresIn: TOKEN_TTL_SECONDS,
  });
  return { token, session: { jti, username, expiresAt, ip: client.ip, userAgent: client.userAgent, ...(mustChangePassword ? { mustChangePassword } : {}) } };
}

export type Admin = {
  username: string;
  jti: string;
  mustChangePassword?: boolean;
  /** The session's marks (lambdas/lib/db/sessions-repo.ts): signed in without a second factor, and its last step-up. */
  withoutFactor?: boolean;
  steppedUpAt?: number;
};

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * Verify signature (HS256 only), expiry and claims, without touching the store.
 * The current key first, then the previous one while its sessions can live
 * (lambdas/lib/signing-keys.ts). A signature no key matches makes the process
 * re-read the keys once, in case it missed a rotation.
 */
async function verifyToken(token: string): Promise<Admin | null> {
  const claims = verifyWithKeys(token, await signingKeys()) ?? (await verifyAfterReload(token));
  if (!claims || typeof claims.sub !== 'string' || typeof claims.jti !== 'string' || typeof claims.exp !== 'number') return null;
  return { username: claims.sub, jti: claims.jti };
}

async function verifyAfterReload(token: string): Promise<jwt.JwtPayload | null> {
  const readAt = keysCache?.readAt ?? 0;
  // At most one re-read per 30 s however many bad tokens arrive.
  if (Date.now() - readAt < 30_000) return null;
  resetSigningSecret();
  return verifyWithKeys(token, await signingKeys());
}

function verifyWithKeys(token: string, keys: SigningKeys): jwt.JwtPayload | null {
  for (const key of verificationKeys(keys, Math.floor(Date.now() / 1000))) {
    try {
      const claims = jwt.verify(token, key, { algorithms: ['HS256'] });
      return typeof claims === 'object' ? claims : null;
    } catch (error) {
      if (error instanceof jwt.TokenExpiredError || error instanceof jwt.NotBeforeError) return null; // the signature matched: no other key will do better
      if (error instanceof jwt.JsonWebTokenError) continue; // bad signature or malformed: try the next key
      throw error;
    }
  }
  return null;
}

/** The signed-in admin for an Authorization header; 401 unless the token is valid and its session is live. */
export async function requireAdmin(authorization: string | undefined): Promise<Admin> {
  const token = bearerToken(authorization);
  if (!token) throw unauthorized('Authentication required');
  const admin = await verifyToken(token);
  if (!admin) throw unauthorized('Invalid or expired token');
  const session = await sessionsRepo.get(admin.username, admin.jti);
  if (!session) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  return { ...admin, mustChangePassword: session.mustChangePassword === true, withoutFactor: session.withoutFactor === true, steppedUpAt: session.steppedUpAt };
}

/** Revoke the session of a valid token; anything else is already signed out. */
export async function logout(authorization: string | undefined): Promise<void> {
  const token = bearerToken(authorization);
  if (!token) return;
  const admin = await verifyToken(token);
  if (admin) await sessionsRepo.remove(admin.username, admin.jti);
}
