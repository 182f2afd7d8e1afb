// THE rule for an event's lifecycle (docs/PRODUCT-RULES.md, Event lifecycle):
// a pure function of the event, the seats taken and the current instant, used
// by the register handler, the tickets, the public lists and the SPA alike, so
// the site never offers a seat that the API would refuse. Lagos has no DST
// (UTC+1 all year): a Lagos wall-clock time is one fixed instant.
import { clockMinutes } from './clock-time';
import type { Event } from './schemas';

export type LifecycleEvent = Pick<Event, 'date' | 'startTime' | 'isActive' | 'maxParticipants'> &
  Partial<Pick<Event, 'endTime' | 'registrationDeadline' | 'status' | 'price' | 'earlyBirdPrice' | 'earlyBirdEndsOn'>>;

/**
 * open: a visitor may register. full: no seat left. closed: inactive, past
 * its deadline or started. cancelled / archived: what the admin decided.
 */
export type RegistrationState = 'open' | 'full' | 'closed' | 'cancelled' | 'archived';

/** A Lagos wall-clock time on a Lagos day, as an instant. */
export function lagosInstant(day: string, minutes: number): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, 0, minutes - 60));
}

/** When the event starts: its day at startTime, or the start of its day when the time is unreadable. */
export function startsAt(event: Pick<LifecycleEvent, 'date' | 'startTime'>): Date {
  return lagosInstant(event.date, clockMinutes(event.startTime) ?? 0);
}

/** The instant after which nobody may register: the start, or the end of the deadline day if that is earlier. */
export function registrationClosesAt(event: Pick<LifecycleEvent, 'date' | 'startTime' | 'registrationDeadline'>): Date {
  const start = startsAt(event);
  if (!event.registrationDeadline) return start;
  const deadlineEnd = lagosInstant(event.registrationDeadline, 24 * 60);
  return deadlineEnd < start ? deadlineEnd : start;
}

export function registrationState(event: LifecycleEvent, seatsTaken: number, now: Date): RegistrationState {
  if (event.status === 'cancelled') return 'cancelled';
  if (event.status === 'archived') return 'archived';
  if (event.isActive !== true || now >= registrationClosesAt(event)) return 'closed';
  return seatsTaken < event.maxParticipants ? 'open' : 'full';
}

/** The early-bird price applies through the end of its last Lagos day. */
export function earlyBirdApplies(event: Pick<LifecycleEvent, 'earlyBirdPrice' | 'earlyBirdEndsOn'>, now: Date): boolean {
  if (event.earlyBirdPrice === undefined || event.earlyBirdPrice === null || !event.earlyBirdEndsOn) return false;
  return now < lagosInstant(event.earlyBirdEndsOn, 24 * 60);
}

/** What a registration costs at `now`, in whole naira. */
export function priceAt(event: Pick<LifecycleEvent, 'price' | 'earlyBirdPrice' | 'earlyBirdEndsOn'>, now: Date): number {
  return earlyBirdApplies(event, now) ? Number(event.earlyBirdPrice) : Number(event.price ?? 0);
}

/** Length in minutes; null when a time is unreadable. An end before the start runs past midnight. */
export function durationMinutes(event: Pick<LifecycleEvent, 'startTime' | 'endTime'>): number | null {
  const start = clockMinutes(event.startTime);
  const end = clockMinutes(event.endTime);
  if (start === null || end === null) return null;
  return end > start ? end - start : end + 24 * 60 - start;
}

/** Six hours or more: the popup calls it a full day program. */
export const FULL_DAY_MINUTES = 6 * 60;

export function isFullDay(event: Pick<LifecycleEvent, 'startTime' | 'endTime'>): boolean {
  return (durationMinutes(event) ?? 0) >= FULL_DAY_MINUTES;
}

/** Publicly listed: active and not archived (a cancelled event stays listed, marked). */
export function isListed(event: Pick<LifecycleEvent, 'isActive' | 'status'>): boolean {
  return event.isActive === true && event.status !== 'archived';
}
