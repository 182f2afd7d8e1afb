// Paystack signs every webhook with the account's secret key: the
// x-paystack-signature header is the hex HMAC-SHA512 of the raw request body.
// We also accept a timestamped form, `t=<unix seconds>,v1=<hex>`, whose HMAC
// covers `${t}.${rawBody}`: it lets a replayed request be refused once it is
// older than a few minutes. The plain form cannot expire, so the webhook
// handler must still be idempotent on the transaction reference.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a timestamped signature may be from our clock, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const HEX_SHA512 = /^[0-9a-f]{128}$/i;
const TIMESTAMPED = /^t=(\d{1,12}),v1=([0-9a-f]{128})$/i;

function hmacHex(secretKey: string, payload: string | Buffer): string {
  return createHmac('sha512', secretKey).update(payload).digest('hex');
}

export type SignOptions = { form?: 'plain' } | { form: 'timestamped'; timestamp?: Date };

/** The header value Paystack would send for this body (plain), or the timestamped variant. */
export function signPaystackBody(rawBody: string | Buffer, secretKey: string, options: SignOptions = {}): string {
  if (options.form !== 'timestamped') return hmacHex(secretKey, rawBody);
  const t = Math.floor((options.timestamp ?? new Date()).getTime() / 1000);
  const signed = Buffer.concat([Buffer.from(`${t}.`), Buffer.from(rawBody)]);
  return `t=${t},v1=${hmacHex(secretKey, signed)}`;
}

/** Equal hex digests, compared in constant time; anything that is not a digest is unequal. */
function sameDigest(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * True only when `header` is a valid signature of exactly these bytes with this key.
 * Never throws: a missing, malformed or stale header is simply false.
 */
export function verifyPaystackSignature(
  rawBody: string | Buffer,
  header: string | undefined,
  secretKey: string,
  now: Date = new Date(),
): boolean {
  if (typeof header !== 'string' || !secretKey) return false;
  if (typeof rawBody !== 'string' && !Buffer.isBuffer(rawBody)) return false;
  const value = header.trim();

  if (HEX_SHA512.test(value)) return sameDigest(hmacHex(secretKey, rawBody), value);

  const match = TIMESTAMPED.exec(value);
  if (!match) return false;
  const t = Number(match[1]);
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const signed = Buffer.concat([Buffer.from(`${match[1]}.`), Buffer.from(rawBody)]);
  return sameDigest(hmacHex(secretKey, signed), match[2]);
}
