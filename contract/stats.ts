// The admin overview's insights (docs/ARCHITECTURE.md, Insights): the
// answer of GET /api/admin/stats, its period rule and where bookings come
// from. Imports nothing at run time but dates.ts, so the charts' chunk and
// the handler share it without zod.
import { addDays, isCalendarDay, todayInLagos } from './dates';

/**
 * Where a booking came from: `whatsapp` when the visitor arrived through a
 * WhatsApp share link (it carries ?utm_source=whatsapp), `code` when the
 * booking used a code, else `direct`.
 */
export const BOOKING_SOURCES = ['direct', 'whatsapp', 'code'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
/** What a link may carry and the register body may send; `code` is decided by the server from the code used. */
export const LINK_SOURCES = ['direct', 'whatsapp'] as const;
export type LinkSource = (typeof LINK_SOURCES)[number];
/** The query parameter share links carry. */
export const SOURCE_PARAM = 'utm_source';

/** A link's utm_source as a booking source the register body may send; anything else is not sent. */
export function linkSourceOf(value: string | null | undefined): LinkSource | undefined {
  const text = (value ?? '').trim().toLowerCase();
  return (LINK_SOURCES as readonly string[]).includes(text) ? (text as LinkSource) : undefined;
}

/** The longest period one answer covers: a year, leap day included. */
export const MAX_STATS_DAYS = 366;
/** The period when none is asked for: the last 30 days, today included. */
export const DEFAULT_STATS_DAYS = 30;

export const STATS_MESSAGES = {
  badDay: (name: 'from' | 'to') => `${name} must be a day as YYYY-MM-DD`,
  order: 'from must be on or before to',
  tooLong: `from and to may be at most ${MAX_STATS_DAYS} days apart`,
  badSource: `source must be one of ${LINK_SOURCES.join(', ')}`,
} as const;

export type StatsPeriod = { from: string; to: string };

/** Whole days from `from` to `to` (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Every day from `from` to `to`, both included. */
export function daysOf({ from, to }: StatsPeriod): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * ?from=&to= checked: both optional (to defaults to today in Lagos, from to
 * the 30 days ending on to), real days, in order, at most 366 days apart.
 * Returns the period or the message of a 400 with the parameter it is about.
 */
export function statsPeriod(raw: { from?: string; to?: string }, now = new Date()): StatsPeriod | { error: string; field: 'from' | 'to' } {
  const to = raw.to?.trim() || todayInLagos(now);
  if (!isCalendarDay(to)) return { error: STATS_MESSAGES.badDay('to'), field: 'to' };
  const from = raw.from?.trim() || addDays(to, -(DEFAULT_STATS_DAYS - 1));
  if (!isCalendarDay(from)) return { error: STATS_MESSAGES.badDay('from'), field: 'from' };
  if (from > to) return { error: STATS_MESSAGES.order, field: 'from' };
  if (daysBetween(from, to) > MAX_STATS_DAYS) return { error: STATS_MESSAGES.tooLong, field: 'from' };
  return { from, to };
}

/**
 * One event's figures: seats and check-ins from the event item, money, held seats and the waitlist from its
 * stats counters (naira). seatsTaken counts every seat off sale: sold (paid or free) plus seatsHeld plus
 * seatsOffered; the people waiting are not in it.
 */
export type EventStats = {
  id: string;
  title: string;
  /** The event's day, YYYY-MM-DD (Lagos). */
  date: string;
  seatsTaken: number;
  /** Seats held by checkouts not paid yet (orders pending_payment, until their hold ends); inside seatsTaken. */
  seatsHeld: number;
  /** Seats held for running waitlist offers (the event item's seatsOffered); inside seatsTaken. */
  seatsOffered: number;
  /** People on the waitlist not offered seats yet. */
  waitlisted: number;
  /** The seats those people ask for. */
  waitlistSeats: number;
  capacity: number;
  /** Naira collected for this event's seats, minus refunds. */
  revenue: number;
  /** Naira refunded. */
  refunded: number;
  checkedIn: number;
  /** cancelled / archived; absent = scheduled. */
  status?: string;
  /** Tickets sold per ticket type, in the form's order (the event's own counters, event.ticketsSold). */
  types: TypeSales[];
  /** The codes limited to this event: orders that used each and naira after the code (the code's own counters). */
  codes: CodeSales[];
};

export type TypeSales = { id: string; name: string; sold: number; quota?: number };
export type CodeSales = { code: string; uses: number; revenue: number };

/**
 * A school service's counters: trial lessons booked (not cancelled), attended and no-shows, and
 * learners enrolled in its monthly programmes (their first month paid), of whom those the admin
 * enrolled from a trial lesson (the funnel's last step: booked -> attended -> enrolled).
 */
export const SERVICE_FIELDS = ['booked', 'attended', 'noShows', 'enrolled', 'enrolledFromTrials'] as const;
export type ServiceField = (typeof SERVICE_FIELDS)[number];
/** One service, all time: trial lessons booked (not cancelled) -> attended, no-shows, and enrolled learners. */
export type ServiceStats = { service: string } & Record<ServiceField, number>;

/** A monthly programme: its learners now, and the naira its monthly charges collected in each month of the period. */
export type ProgrammeStats = {
  id: string;
  name: string;
  service: string;
  activeLearners: number;
  overdueLearners: number;
  /** Every month (YYYY-MM, Lagos) the period touches, in order. */
  revenue: { month: string; naira: number }[];
};

/** Every month (YYYY-MM) from the period's first day to its last. */
export function monthsOf({ from, to }: StatsPeriod): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); ) {
    months.push(month);
    const [y, m] = month.split('-').map(Number);
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  }
  return months;
}

export type StatsData = {
  from: string;
  to: string;
  /** Every day of the period, in order: naira collected that day minus naira refunded that day. */
  revenue: { day: string; naira: number }[];
  /** Every day of the period: bookings made that day and not cancelled since. */
  registrations: { day: string; count: number }[];
  /** Every event, by date. */
  events: EventStats[];
  /** Bookings of the period by where they came from. */
  sources: Record<BookingSource, number>;
  /** Trial lessons and enrolments per school service, by service. */
  services: ServiceStats[];
  /** The monthly programmes, by name. */
  programmes: ProgrammeStats[];
};

export type StatsResponse = { success: true; data: StatsData };
export type StatsQuery = { from?: string; to?: string };
