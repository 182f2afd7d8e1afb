// When the door did something: a phone offline all day syncs its scans and marks
// later with the time they were made; a wrong clock must not set that time.

/** How old an offline scan or mark may be and still set its time. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The phone's own time when it is plausible (not in the future, not older than a day); the server's time otherwise. */
export function doorTime(phoneAt: string | undefined, now: string): string {
  if (!phoneAt) return now;
  const at = Date.parse(phoneAt);
  const server = Date.parse(now);
  return at <= server && server - at <= MAX_AGE_MS ? new Date(at).toISOString() : now;
}
