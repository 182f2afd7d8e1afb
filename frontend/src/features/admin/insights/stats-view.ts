// What the overview's charts show, worked out from GET /api/admin/stats:
// weeks from days, upcoming and past events, and the sentence each chart
// says instead of its picture (its text alternative). Pure: tested on its own.
import { addDays, todayInLagos } from '../../../../../contract/dates';
import { formatNaira } from '../../../../../contract/naira';
import { BOOKING_SOURCES, type BookingSource, type EventStats, type StatsData, type StatsPeriod } from '../../../../../contract/stats';
import type { CsvColumn } from '../csv';

export const PERIODS = [
  { value: '7', label: 'Last 7 days', days: 7 },
  { value: '30', label: 'Last 30 days', days: 30 },
  { value: '90', label: 'Last 90 days', days: 90 },
  { value: '365', label: 'Last 12 months', days: 365 },
] as const;
/** A set period, or the admin's own from and to (custom-period.tsx). */
export type PeriodChoice = (typeof PERIODS)[number]['value'] | 'custom';
export const CUSTOM_PERIOD = { value: 'custom', label: 'Choose dates' } as const;

/** The period a choice means, ending today in Lagos. */
export function periodOf(choice: PeriodChoice, now = new Date()): StatsPeriod {
  const days = PERIODS.find((p) => p.value === choice)?.days ?? 30;
  const to = todayInLagos(now);
  return { from: addDays(to, -(days - 1)), to };
}

const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const LONG_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
/** '2026-11-05' -> '5 Nov' */
export const shortDay = (day: string) => SHORT_DAY.format(utc(day));
/** '2026-11-05' -> '5 Nov 2026' */
export const longDay = (day: string) => LONG_DAY.format(utc(day));
/** Naira with ₦0 for nothing (formatNaira says 'Free' for a price of 0). */
export const naira = (amount: number) => (amount === 0 ? '₦0' : formatNaira(amount));

/** The Monday of a day's week. */
export function weekOf(day: string): string {
  const weekday = (utc(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export type Point = { key: string; label: string; value: number };

/** Naira per day, or per week (weeks start on Monday; the first and last may be partial). */
export function revenuePoints(data: StatsData, by: 'day' | 'week'): Point[] {
  if (by === 'day') return data.revenue.map(({ day, naira: value }) => ({ key: day, label: shortDay(day), value }));
  const weeks = new Map<string, number>();
  for (const { day, naira: value } of data.revenue) {
    const week = weekOf(day);
    weeks.set(week, (weeks.get(week) ?? 0) + value);
  }
  return [...weeks].map(([week, value]) => ({ key: week, label: `w/c ${shortDay(week)}`, value: Math.round(value * 100) / 100 }));
}

export const registrationPoints = (data: StatsData): Point[] => data.registrations.map(({ day, count }) => ({ key: day, label: shortDay(day), value: count }));

export const SOURCE_LABELS: Record<BookingSource, string> = { direct: 'Direct', whatsapp: 'WhatsApp share', code: 'A code' };
export const sourcePoints = (data: StatsData): Point[] => BOOKING_SOURCES.map((source) => ({ key: source, label: SOURCE_LABELS[source], value: data.sources[source] }));

/** Events still to come (today counts), not cancelled or archived, soonest first. */
export const upcomingEvents = (events: EventStats[], today = todayInLagos()) => events.filter((e) => e.date >= today && !e.status);
/** Events that took place (before today), not cancelled, latest first. */
export const pastEvents = (events: EventStats[], today = todayInLagos()) =>
  events.filter((e) => e.date < today && e.status !== 'cancelled').sort((a, b) => b.date.localeCompare(a.date));

/** Share of the seats taken that checked in, whole percent (0 when nobody booked). */
export const checkInRate = (e: EventStats) => (e.seatsTaken > 0 ? Math.round((e.checkedIn / e.seatsTaken) * 100) : 0);
/** Booked and never checked in: for a past event. */
export const noShows = (e: EventStats) => Math.max(0, e.seatsTaken - e.checkedIn);

const total = (points: Point[]) => points.reduce((sum, p) => sum + p.value, 0);
const peak = (points: Point[]) => points.reduce<Point | null>((best, p) => (p.value > (best?.value ?? 0) ? p : best), null);
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-NG')} ${n === 1 ? one : many}`;
const range = (data: StatsData) => `${longDay(data.from)} to ${longDay(data.to)}`;

/**
 * An event's seats apart, as the seats chart stacks them: sold (paid or free), held by checkouts not paid
 * yet, held for waitlist offers, free, and the seats the people still waiting ask for (beyond what is free).
 */
export function seatParts(e: EventStats) {
  return {
    sold: Math.max(0, e.seatsTaken - e.seatsHeld - e.seatsOffered),
    held: e.seatsHeld,
    offered: e.seatsOffered,
    free: Math.max(0, e.capacity - e.seatsTaken),
    waiting: e.waitlistSeats,
  };
}

/** The seats chart's table: the same figures as its bars and caption. */
export function seatsTable(events: EventStats[]) {
  return {
    headers: ['Upcoming event', 'Sold', 'Held by checkouts', 'Held for offers', 'Free', 'Capacity', 'People waiting', 'Seats they ask for'],
    rows: events.map((e) => {
      const parts = seatParts(e);
      return [`${e.title} (${longDay(e.date)})`, parts.sold, parts.held, parts.offered, parts.free, e.capacity, e.waitlisted, parts.waiting];
    }),
  };
}

/** "3 sold, 1 held by unpaid checkouts, 0 held for waitlist offers, 2 people waiting for 3 seats". */
function seatsLine(e: EventStats): string {
  const parts = seatParts(e);
  const waiting = e.waitlisted ? `${plural(e.waitlisted, 'person', 'people')} waiting for ${plural(parts.waiting, 'seat')}` : 'nobody waiting';
  return `${parts.sold} sold, ${parts.held} held by unpaid checkouts, ${parts.offered} held for waitlist offers, ${waiting}`;
}

/** The text alternative of each chart: what a sighted reader takes from it at a glance. */
export const summaries = {
  revenue(data: StatsData, by: 'day' | 'week'): string {
    const points = revenuePoints(data, by);
    const best = peak(points);
    return `Naira collected per ${by}, paid minus refunded, ${range(data)}: ${naira(total(points))} in total${
      best ? `; the best ${by} was ${best.label} with ${naira(best.value)}` : ''
    }.`;
  },
  registrations(data: StatsData): string {
    const points = registrationPoints(data);
    const best = peak(points);
    return `Registrations per day, ${range(data)}: ${plural(total(points), 'registration')}${best ? `; the busiest day was ${best.label} with ${best.value}` : ''}.`;
  },
  seats(events: EventStats[]): string {
    if (!events.length) return 'Seats taken against capacity: no upcoming events.';
    return `Seats taken against capacity for ${plural(events.length, 'upcoming event')}: ${events
      .map((e) => `${e.title}, ${e.seatsTaken} of ${e.capacity} (${seatsLine(e)})`)
      .join('; ')}.`;
  },
  checkIns(events: EventStats[]): string {
    if (!events.length) return 'Check-in rate: no past events yet.';
    return `Check-in rate of ${plural(events.length, 'past event')}: ${events.map((e) => `${e.title}, ${checkInRate(e)}% (${e.checkedIn} of ${e.seatsTaken})`).join('; ')}.`;
  },
  sources(data: StatsData): string {
    const points = sourcePoints(data);
    const all = total(points);
    if (!all) return `Where bookings came from, ${range(data)}: no bookings.`;
    return `Where bookings came from, ${range(data)}: ${points.map((p) => `${p.label} ${p.value} (${Math.round((p.value / all) * 100)}%)`).join(', ')}.`;
  },
};

/** Tickets sold per type, as one line: "Adult 2 · Student 3 of 5". */
export const typesLine = (e: EventStats) => e.types.map((t) => `${t.name} ${t.sold}${t.quota === undefined ? '' : ` of ${t.quota}`}`).join(' · ');
/** The event's codes, as one line: "SALES10 1 use, ₦12,600" (a code for every event is not split per event). */
export const codesLine = (e: EventStats) => e.codes.map((c) => `${c.code} ${c.uses} ${c.uses === 1 ? 'use' : 'uses'}, ${naira(c.revenue)}`).join(' · ');

/** The per-event table and its CSV: the same columns. */
export const EVENT_COLUMNS: readonly CsvColumn<EventStats>[] = [
  { header: 'Event', value: (e) => e.title },
  { header: 'Date', value: (e) => e.date },
  { header: 'Status', value: (e) => e.status ?? 'scheduled' },
  { header: 'Seats taken', value: (e) => e.seatsTaken },
  { header: 'Capacity', value: (e) => e.capacity },
  { header: 'Revenue (NGN)', value: (e) => e.revenue },
  { header: 'Refunded (NGN)', value: (e) => e.refunded },
  { header: 'Checked in', value: (e) => e.checkedIn },
  { header: 'No-shows', value: (e) => (e.date < todayInLagos() ? noShows(e) : '') },
  { header: 'Tickets by type', value: typesLine },
  { header: 'Codes', value: codesLine },
];
