// The person's access link (issue 36): asked for with an email, mailed as /privacy/access/{token},
// valid 30 minutes. The token is 32 random bytes; only its SHA-256 is stored, so a copy of the table
// opens nothing. Unknown and expired links are told apart (404 / 410) so the page can say which.
import { randomBytes } from 'node:crypto';
import { PRIVACY_LIMITS, PRIVACY_MESSAGES } from '../../../contract/privacy';
import { outboxRepo } from '../db/outbox-repo';
import { privacyRepo } from '../db/privacy-repo';
import { HttpError, notFound } from '../errors';
import { emailHash, normaliseEmail, tokenHash } from './person-hash';

export async function openAccessLink(rawEmail: string, now: Date): Promise<void> {
  const email = normaliseEmail(rawEmail);
  const hash = await emailHash(email);
  const token = randomBytes(32).toString('base64url');
  const expiresAtMs = now.getTime() + PRIVACY_LIMITS.linkMinutes * 60_000;
  const mail = outboxRepo.queue({ kind: 'privacy-access', to: [email], refs: {}, data: { token, validUntil: new Date(expiresAtMs).toISOString() } });
  await privacyRepo.openLink({ tokenHash: tokenHash(token), email, emailHash: hash, expiresAtMs, at: now.toISOString(), mail: mail.put });
}

/** email is absent once the person was erased (the link then only answers the erase route: already erased). */
export type AccessLink = { email?: string; emailHash: string; tokenHash: string };

/** The link, or 404 (unknown) / 410 (expired; the local store runs no TTL). */
export async function readAccessLink(token: string, now: Date): Promise<AccessLink> {
  const hashed = tokenHash(token);
  const link = await privacyRepo.token(hashed);
  if (!link) throw notFound(PRIVACY_MESSAGES.linkUnknown);
  if (link.expiresAt * 1000 <= now.getTime()) throw new HttpError(410, PRIVACY_MESSAGES.linkExpired);
  return { ...link, tokenHash: hashed };
}

/** A link whose person is still there: after an erasure there is nothing left to show or change (410). */
export async function readLiveAccessLink(token: string, now: Date): Promise<AccessLink & { email: string }> {
  const link = await readAccessLink(token, now);
  if (link.email === undefined) throw new HttpError(410, PRIVACY_MESSAGES.linkErased);
  return { ...link, email: link.email };
}
