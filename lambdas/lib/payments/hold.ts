// How long an unpaid online registration holds its seat.
export const DEFAULT_HOLD_MINUTES = 15;

/** PAYMENT_HOLD_MINUTES (tests shorten it; fractions allowed), else 15. */
export function holdMinutes(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.PAYMENT_HOLD_MINUTES);
  return env.PAYMENT_HOLD_MINUTES && Number.isFinite(value) && value > 0 ? value : DEFAULT_HOLD_MINUTES;
}

export function holdUntil(now: Date = new Date()): string {
  return new Date(now.getTime() + holdMinutes() * 60_000).toISOString();
}
