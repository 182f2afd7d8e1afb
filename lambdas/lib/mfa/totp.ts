// One-time codes (RFC 6238 TOTP over RFC 4226 HOTP) with node:crypto: HMAC-SHA1,
// 30 s steps, 6 digits, the secret in base32 — what every authenticator app
// reads from an otpauth:// URL. Thirty lines of arithmetic checked against the
// RFC's own test vectors (totp.test.ts), so no dependency. Time is always
// passed in (ms since epoch): the callers own the clock, the tests move it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOTP = { stepSeconds: 30, digits: 6, algorithm: 'SHA1', secretBytes: 20 } as const;
/** Codes of the step before and after are accepted too: a phone's clock a little off still works. */
export const TOTP_WINDOW = 1;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Spaces, padding and case do not matter (secrets are often shown in groups). */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('Not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new random secret, base32 (160 bits, RFC 4226's recommended length). */
export const newTotpSecret = (): string => base32Encode(randomBytes(TOTP.secretBytes));

/** The time step `now` falls in. */
export const timeStep = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP.stepSeconds);

/** RFC 4226 HOTP of a raw key at a counter, `digits` long. */
export function hotp(key: Buffer, counter: number, digits: number = TOTP.digits, algorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code of a base32 secret at a time step. */
export const totpAt = (secret: string, step: number): string => hotp(base32Decode(secret), step);

/**
 * The time step whose code this is, within one step of `now`, and later than
 * `lastStep` (a code already accepted, or an older one, is never accepted
 * again); null when none. Whoever stores the accepted step must do so with a
 * condition on `lastStep`, so two parallel uses cannot both pass.
 */
export function matchingStep(secret: string, code: string, nowMs: number, lastStep = -1): number | null {
  const given = Buffer.from(code);
  const current = timeStep(nowMs);
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    if (step <= lastStep) continue;
    const expected = Buffer.from(totpAt(secret, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
}

/** What an authenticator app scans (Key Uri Format): the issuer and account label it shows. */
export function otpauthUrl(secret: string, issuer: string, account: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({ secret, issuer, algorithm: TOTP.algorithm, digits: String(TOTP.digits), period: String(TOTP.stepSeconds) });
  return `otpauth://totp/${label}?${params.toString()}`;
}
