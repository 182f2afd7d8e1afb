// Trial-lesson slots from the admin's weekly availability (docs/PRODUCT-RULES.md,
// Trial lessons). Pure: the handlers pass the availability, what is booked and
// the time. A slot's id is its Lagos start, '2026-11-26-1000': stable across
// edits of the hours, so the slot item that marks it taken keeps meaning the
// same lesson time.
import { addDays, isCalendarDay, todayInLagos } from '../../../contract/dates';
import { lagosInstant, minutesOf, SCHOOL_MESSAGES, WEEKDAYS, type Availability, type AvailabilityWindow, type TrialSlot, type Weekday } from '../../../contract/school';
import type { ServiceValue } from '../../../contract/schemas';

const SLOT_ID = /^(\d{4}-\d{2}-\d{2})-([01]\d|2[0-3])([0-5]\d)$/;

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
export const slotIdOf = (day: string, startMinutes: number) => `${day}-${clock(startMinutes).replace(':', '')}`;

/** The weekday of a Lagos calendar day. */
export function weekdayOf(day: string): Weekday {
  const [y, m, d] = day.split('-').map(Number);
  // getUTCDay: 0 = Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7];
}

function slotOf(day: string, start: number, window: AvailabilityWindow): TrialSlot {
  const services = window.services?.length ? window.services : undefined;
  return {
    id: slotIdOf(day, start),
    startsAt: lagosInstant(day, clock(start)).toISOString(),
    endsAt: lagosInstant(day, clock(start + window.slotMinutes)).toISOString(),
    ...(services?.length === 1 ? { service: services[0] } : {}),
    ...(services ? { services } : {}),
  };
}

const serves = (window: AvailabilityWindow, service?: string) => !service || !window.services?.length || window.services.includes(service as ServiceValue);

/** Every slot the hours open from now to `daysAhead` days on, for a service when given; sorted, one per id. */
export function openSlots(availability: Availability, now: Date, service?: string): TrialSlot[] {
  const today = todayInLagos(now);
  const slots = new Map<string, TrialSlot>();
  for (let offset = 0; offset <= availability.daysAhead; offset++) {
    const day = addDays(today, offset);
    if (availability.daysOff.includes(day)) continue;
    const weekday = weekdayOf(day);
    for (const window of availability.weekly) {
      if (window.day !== weekday || !serves(window, service)) continue;
      for (let start = minutesOf(window.from); start + window.slotMinutes <= minutesOf(window.to); start += window.slotMinutes) {
        const slot = slotOf(day, start, window);
        if (new Date(slot.startsAt) > now && !slots.has(slot.id)) slots.set(slot.id, slot);
      }
    }
  }
  return [...slots.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/**
 * The slot a booking asks for, if the hours open it now for that service; else
 * why not, in the words the form shows under the time.
 */
export function resolveSlot(availability: Availability, slotId: string, service: string, now: Date): { slot: TrialSlot } | { error: string } {
  const match = SLOT_ID.exec(slotId);
  if (!match) return { error: SCHOOL_MESSAGES.slotUnknown };
  const [, day, hh, mm] = match;
  const start = Number(hh) * 60 + Number(mm);
  if (!isCalendarDay(day)) return { error: SCHOOL_MESSAGES.slotUnknown };
  if (lagosInstant(day, clock(start)) <= now) return { error: SCHOOL_MESSAGES.slotPast };
  if (availability.daysOff.includes(day)) return { error: SCHOOL_MESSAGES.slotDayOff };
  if (day > addDays(todayInLagos(now), availability.daysAhead)) return { error: SCHOOL_MESSAGES.slotTooFar };
  const fits = availability.weekly.filter(
    (w) => w.day === weekdayOf(day) && start >= minutesOf(w.from) && start + w.slotMinutes <= minutesOf(w.to) && (start - minutesOf(w.from)) % w.slotMinutes === 0,
  );
  if (fits.length === 0) return { error: SCHOOL_MESSAGES.slotOutside };
  const window = fits.find((w) => serves(w, service));
  if (!window) return { error: SCHOOL_MESSAGES.slotService };
  return { slot: slotOf(day, start, window) };
}
