// A tiny RFC 5545 writer, shared by the SPA's 'Add to calendar' button and the
// confirmation mail, so both produce the same calendar entry. Event times are
// Lagos wall-clock times (Africa/Lagos is UTC+1 all year, no DST), so we
// convert them to UTC 'Z' times and need no VTIMEZONE block; a calendar app
// shows them in the viewer's own zone correctly.
import { clockMinutes, formatClockTime } from './clock-time';
import { formatNaira } from './naira';

export type CalendarEvent = {
  id: string;
  title: string;
  description?: string;
  /** Lagos calendar day, YYYY-MM-DD. */
  date: string;
  startTime?: string;
  endTime?: string;
  location?: string;
  address?: string;
  /** Whole naira; 0 is free. */
  price?: number;
};

const LAGOS_UTC_OFFSET_HOURS = 1;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function utcStamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

function dayStamp(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}

/** A Lagos wall-clock time on a Lagos day, as the real instant. */
function lagosInstant(day: string, minutes: number): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, 0, minutes - LAGOS_UTC_OFFSET_HOURS * 60));
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Fold a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; continuation lines start with a space, so 74 more.
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export type IcsOptions = {
  /** When the file is made (DTSTAMP); defaults to now. */
  now?: Date;
  /** The right-hand side of the UID, e.g. the site's host. */
  uidDomain?: string;
  /**
   * The left-hand side of the UID; the event id by default. A mail sends one
   * per registration, so a re-sent confirmation updates the same calendar
   * entry instead of adding a second one.
   */
  uidKey?: string;
  /** A link back to the event page (or the attendee's ticket). */
  url?: string;
  /** Add a reminder the day before (VALARM, TRIGGER:-P1D). */
  remindDayBefore?: boolean;
};

/** DTSTART/DTEND: timed in UTC from the stored HH:mm times, a whole day when there are none. */
function timeLines(event: CalendarEvent): string[] {
  const start = clockMinutes(event.startTime);
  const end = clockMinutes(event.endTime);
  if (start !== null && end !== null) {
    const startAt = lagosInstant(event.date, start);
    // An end at or before the start runs past midnight.
    const endAt = lagosInstant(event.date, end <= start ? end + 24 * 60 : end);
    return [`DTSTART:${utcStamp(startAt)}`, `DTEND:${utcStamp(endAt)}`];
  }
  if (start !== null) {
    // No readable end: an hour is a better guess than an all-day block.
    const startAt = lagosInstant(event.date, start);
    return [`DTSTART:${utcStamp(startAt)}`, `DTEND:${utcStamp(new Date(startAt.getTime() + 3600_000))}`];
  }
  const [y, m, d] = event.date.split('-').map(Number);
  return [
    `DTSTART;VALUE=DATE:${dayStamp(new Date(Date.UTC(y, m - 1, d)))}`,
    `DTEND;VALUE=DATE:${dayStamp(new Date(Date.UTC(y, m - 1, d + 1)))}`,
  ];
}

/** One VCALENDAR with one VEVENT, CRLF line endings, ready to download or attach. */
export function buildIcs(event: CalendarEvent, options: IcsOptions = {}): string {
  const now = options.now ?? new Date();
  const uidDomain = options.uidDomain ?? 'harmony-music.ng';

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Harmony Music Ministry & Mentorship//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${options.uidKey ?? event.id}@${uidDomain}`,
    `DTSTAMP:${utcStamp(now)}`,
    ...timeLines(event),
  ];

  lines.push(`SUMMARY:${escapeText(event.title)}`);
  const location = [event.location, event.address].filter(Boolean).join(', ');
  if (location) lines.push(`LOCATION:${escapeText(location)}`);
  const description = [
    event.description,
    event.startTime && event.endTime ? `Time: ${formatClockTime(event.startTime)} - ${formatClockTime(event.endTime)} (Lagos time)` : undefined,
    typeof event.price === 'number' ? `Price: ${formatNaira(event.price)}` : undefined,
    options.url,
  ]
    .filter(Boolean)
    .join('\n');
  if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
  if (options.url) lines.push(`URL:${options.url}`);
  if (options.remindDayBefore) {
    lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', 'TRIGGER:-P1D', `DESCRIPTION:${escapeText(`Tomorrow: ${event.title}`)}`, 'END:VALARM');
  }
  lines.push('END:VEVENT', 'END:VCALENDAR');

  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A safe file name for the download or attachment. */
export function icsFileName(event: Pick<CalendarEvent, 'title' | 'date'>): string {
  const slug = event.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'event'}-${event.date}.ics`;
}
