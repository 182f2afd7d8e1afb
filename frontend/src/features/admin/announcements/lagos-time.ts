// The send-at time as the provider thinks of it: a Lagos wall-clock time (WAT, UTC+1 all year: Nigeria has
// no daylight saving), typed in a datetime-local input, sent to the API as an ISO time with its offset.
import { LAGOS_TIME_ZONE } from '../../../../../contract/dates';

const LOCAL_VALUE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** '2026-12-05T10:00' (the input's value, Lagos time) -> '2026-12-05T10:00:00+01:00'; null when it is not one. */
export function lagosInputToIso(value: string): string | null {
  const match = LOCAL_VALUE.exec(value.trim());
  return match ? `${match[1]}T${match[2]}:00+01:00` : null;
}

/** An instant as the input's value in Lagos time (for its min). */
export function isoToLagosInput(iso: string): string {
  const shifted = new Date(Date.parse(iso) + 3600_000);
  return shifted.toISOString().slice(0, 16);
}

const shown = new Intl.DateTimeFormat('en-GB', { timeZone: LAGOS_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });

/** 'Sat, 5 Dec 2026, 10:00 WAT'. */
export function formatLagosTime(iso: string): string {
  return `${shown.format(new Date(iso))} WAT`;
}
