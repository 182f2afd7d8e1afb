// The JWT signing keys and their rotation (docs/ARCHITECTURE.md, Auth).
// In Secrets Manager the secret holds JSON { current, previous, rotatedAt }:
// tokens are signed with `current`; a token signed with `previous` is still
// accepted until every session it can belong to has ended (TOKEN_TTL after
// the rotation). A plain string (JWT_SECRET, the file, a secret written
// before rotation existed) is a current key with no previous one.

/** A session lives 12 h (auth.ts TOKEN_TTL_SECONDS): the previous key is accepted that long after a rotation. */
export const PREVIOUS_KEY_GRACE_SECONDS = 12 * 60 * 60;

export type SigningKeys = {
  current: string;
  /** The key before the last rotation, while tokens signed with it can still be live. */
  previous?: string;
  /** Seconds since the epoch when `current` replaced `previous`. */
  rotatedAt?: number;
};

/** Reads a stored secret value: the rotation's JSON, or a plain key. Throws on an empty or malformed value. */
export function parseSigningKeys(raw: string | undefined): SigningKeys {
  const value = raw?.trim();
  if (!value) throw new Error('The JWT signing secret is empty');
  if (!value.startsWith('{')) return { current: value };
  const parsed = JSON.parse(value) as { current?: unknown; previous?: unknown; rotatedAt?: unknown };
  if (typeof parsed.current !== 'string' || parsed.current.trim().length < 32) throw new Error('The JWT signing secret has no current key of 32+ characters');
  const rotatedAt = typeof parsed.rotatedAt === 'string' && parsed.rotatedAt ? Date.parse(parsed.rotatedAt) / 1000 : NaN;
  const previous = typeof parsed.previous === 'string' && parsed.previous.trim() ? parsed.previous.trim() : undefined;
  return { current: parsed.current.trim(), ...(previous && Number.isFinite(rotatedAt) ? { previous, rotatedAt } : {}) };
}

/** The keys a token may be verified with at `nowSeconds`: current first, previous only within the grace period. */
export function verificationKeys(keys: SigningKeys, nowSeconds: number): string[] {
  const previousLive = keys.previous !== undefined && keys.rotatedAt !== undefined && nowSeconds < keys.rotatedAt + PREVIOUS_KEY_GRACE_SECONDS;
  return previousLive ? [keys.current, keys.previous!] : [keys.current];
}

/** The value the rotation stores: a new current key, the old current as previous. */
export function rotatedSecretValue(stored: string | undefined, newKey: string, now: Date): string {
  const old = parseSigningKeys(stored);
  if (newKey.length < 32) throw new Error('A new signing key must have 32+ characters');
  return JSON.stringify({ current: newKey, previous: old.current, rotatedAt: now.toISOString() });
}
