// The keyed hash that stands for an email once its person is erased, and keys every privacy item
// (docs/PRODUCT-RULES.md, People's data). HMAC-SHA-256 of the trimmed, lower-case email under a key
// that never rotates (a rotation would make the same person two people): PRIVACY_HASH_KEY when the
// deployment sets one, else a random key created once in the table (privacyRepo.hashKey).
import { createHash, createHmac } from 'node:crypto';
import { privacyRepo } from '../db/privacy-repo';

let cached: Promise<string> | null = null;
const hashKey = (): Promise<string> => {
  const configured = process.env.PRIVACY_HASH_KEY;
  if (configured) return Promise.resolve(configured);
  cached ??= privacyRepo.hashKey().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
};

/** For tests that start a fresh store: forget the key read from the last one. */
export const resetPersonHashKey = () => {
  cached = null;
};

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function emailHash(email: string): Promise<string> {
  return createHmac('sha256', await hashKey()).update(normaliseEmail(email)).digest('base64url');
}

/**
 * For readers that may not create the key (the mailer): null while no key exists, when nobody can have
 * been erased or suppressed yet.
 */
export async function existingEmailHash(email: string): Promise<string | null> {
  const key = process.env.PRIVACY_HASH_KEY || (await privacyRepo.existingHashKey());
  return key ? createHmac('sha256', key).update(normaliseEmail(email)).digest('base64url') : null;
}

/** What an erased email becomes in the items that keep their place (a valid-looking address nobody owns). */
const ERASED_DOMAIN = '@erased.invalid';
export const erasedEmail = (hash: string) => `erased-${hash.slice(0, 24)}${ERASED_DOMAIN}`;
export const isErasedAddress = (address: string) => address.toLowerCase().endsWith(ERASED_DOMAIN);
export const ERASED_NAME = 'Erased person';

/** An access link's token is stored only as this. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
