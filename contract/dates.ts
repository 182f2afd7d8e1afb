// Event dates are calendar days in Lagos (docs/PRODUCT-RULES.md): stored as YYYY-MM-DD,
// compared as strings, and shown the same whatever the browser's time zone.
export const LAGOS_TIME_ZONE = 'Africa/Lagos';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const lagosDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: LAGOS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Lagos calendar day (YYYY-MM-DD) of an instant. */
export function lagosDay(instant: Date): string {
  return lagosDayFormat.format(instant);
}

/** Today in Lagos, YYYY-MM-DD. */
export function todayInLagos(now: Date = new Date()): string {
  return lagosDay(now);
}

/** Is YYYY-MM-DD a real calendar day (no 2025-02-30)? */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/**
 * Normalise what the admin form may send (a day, or a date-time string or
 * Date) to the Lagos calendar day, or null when it is not a date at all.
 */
export function toLagosDay(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : lagosDay(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (DAY_PATTERN.test(text)) return isCalendarDay(text) ? text : null;
  // Only ISO-like date-times: Date.parse accepts too much free text otherwise.
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : lagosDay(parsed);
}

/** Add whole days to a YYYY-MM-DD day (used by the seed and tests). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

// One formatter each: toLocaleDateString builds a new one per call, which
// took 14 ms of a tap at 4x CPU on the Events page.
const longDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
const shortDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' });

/** 'Sunday, June 15, 2025': the long form, independent of the viewer's zone. */
export function formatLongDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return longDay.format(new Date(Date.UTC(y, m - 1, d)));
}

/** en-US short form for the admin side: '6/15/2025'. Accepts a day or an ISO instant. */
export function formatShortDate(value: string): string {
  const day = DAY_PATTERN.test(value) ? value : toLagosDay(value);
  if (!day) return value;
  const [y, m, d] = day.split('-').map(Number);
  return shortDate.format(new Date(Date.UTC(y, m - 1, d)));
}
