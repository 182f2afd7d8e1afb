// The random values of two-step sign-in and how they are stored: only their
// SHA-256. A challenge (256 bits) and a recovery code (80 bits) are random,
// so a plain hash is enough (no slow hash: there is no password to guess).
import { createHash, randomBytes } from 'node:crypto';
import { base32Encode } from './totp';

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

/** 32 random bytes, base64url: 43 characters (contract/mfa-schemas.ts checks the shape). */
export const newChallenge = (): string => randomBytes(32).toString('base64url');

export const RECOVERY_CODE_COUNT = 10;

/** Ten codes of 16 base32 letters (80 bits), shown as xxxx-xxxx-xxxx-xxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    base32Encode(randomBytes(10))
      .toLowerCase()
      .match(/.{4}/g)!
      .join('-'),
  );
}

/** What is hashed: the letters alone, lower case (the input schema normalises what was typed the same way). */
export const recoveryCodeHash = (code: string): string => sha256Hex(code.replace(/[\s-]+/g, '').toLowerCase());
