// The pure part of `npm run migrate`: one stored event item in, the fields to
// write (or what could not be converted) out. It refuses to guess: a price
// that is not exactly one whole naira amount ('₦15,000 – ₦20,000', 'Contact
// us', '2,500.50') or a time that is not clearly a time of day ('10', 'noon')
// is reported and the item is left untouched, never half converted.
import { isClockTime, minutesToClock, parseClockTime } from '../../contract/clock-time';
import { registrationClosesAt } from '../../contract/event-lifecycle';
import { LIMITS } from '../../contract/constants';
import { isCalendarDay } from '../../contract/dates';
import { DEFAULT_TICKET_TYPE_ID, DEFAULT_TICKET_TYPE_NAME } from '../../contract/ticket-types';

export type StoredEvent = Record<string, unknown>;

export type Conversion =
  /** unchanged: fields the changes were computed from, which must still be as read when they are written. */
  | { ok: true; id: string; changes: Record<string, unknown>; unchanged: string[] }
  | { ok: false; id: string; problems: string[] };

/** '₦15,000', 'NGN 15000', '15,000 per person' -> 15000; 'Free' -> 0; null for anything else. */
export function wholeNaira(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= LIMITS.naira ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const numbers = text.match(/\d[\d,]*(?:\.\d+)?/g) ?? [];
  if (numbers.length === 0) return /^free\b/i.test(text) ? 0 : null;
  // 'Free' beside a number, a range, or two prices: which one is meant is a guess.
  if (numbers.length > 1 || /free/i.test(text) || /-\s*\d|–|—|\bto\b|\bor\b/i.test(text)) return null;
  const [digits] = numbers as [string];
  // Thousands separators in the right places only: '15,000' yes, '1,50' no.
  if (digits.includes(',') && !/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(digits)) return null;
  const amount = Number(digits.replace(/,/g, ''));
  if (!Number.isInteger(amount) || amount > LIMITS.naira) return null;
  // What may stand around the number: a currency sign or code, and a per-person note.
  const rest = text.replace(digits, ' ').replace(/₦|\bNGN\b|\bN(?=\s|$)|\bnaira\b/gi, ' ').replace(/\b(per|a|each)\s+(person|head|participant|attendee|seat)\b/gi, ' ').replace(/\bonly\b/gi, ' ');
  return /^[\s.,/:-]*$/.test(rest) ? amount : null;
}

/** A stored 'HH:mm' stays; '10:00 AM', '4pm', '14:00', '9.30' become 'HH:mm'; null for anything unclear. */
export function clockTime(value: unknown): string | null {
  if (isClockTime(value)) return value;
  if (typeof value !== 'string') return null;
  const minutes = parseClockTime(value);
  return minutes === null ? null : minutesToClock(minutes);
}

/** The fields of one event item to write; none when it already has the new shapes. */
export function convertEvent(item: StoredEvent, hasRegistrations: boolean): Conversion {
  const id = typeof item.id === 'string' ? item.id : typeof item.pk === 'string' ? item.pk : '?';
  const problems: string[] = [];
  const changes: Record<string, unknown> = {};

  const price = wholeNaira(item.price);
  if (price === null) problems.push(`price ${JSON.stringify(item.price)} is not one whole naira amount`);
  else if (price !== item.price) changes.price = price;

  for (const field of ['startTime', 'endTime'] as const) {
    const time = clockTime(item[field]);
    if (time === null) problems.push(`${field} ${JSON.stringify(item[field])} is not a clear time of day`);
    else if (time !== item[field]) changes[field] = time;
  }

  if (item.earlyBirdPrice !== undefined && item.earlyBirdPrice !== null) {
    const early = wholeNaira(item.earlyBirdPrice);
    if (early === null) problems.push(`earlyBirdPrice ${JSON.stringify(item.earlyBirdPrice)} is not one whole naira amount`);
    else if (early !== item.earlyBirdPrice) changes.earlyBirdPrice = early;
  }

  if (typeof item.date !== 'string' || !isCalendarDay(item.date)) problems.push(`date ${JSON.stringify(item.date)} is not a calendar day`);
  if (typeof item.maxParticipants === 'string' && /^\d+$/.test(item.maxParticipants.trim())) changes.maxParticipants = Number(item.maxParticipants);
  else if (typeof item.maxParticipants !== 'number') problems.push(`maxParticipants ${JSON.stringify(item.maxParticipants)} is not a number`);

  if (problems.length > 0) return { ok: false, id, problems };

  const startTime = String(changes.startTime ?? item.startTime);
  const deadline = typeof item.registrationDeadline === 'string' ? item.registrationDeadline : undefined;
  const closesAt = registrationClosesAt({ date: String(item.date), startTime, registrationDeadline: deadline }).toISOString();
  if (item.registrationClosesAt !== closesAt) changes.registrationClosesAt = closesAt;
  if (hasRegistrations && item.hadRegistrations !== true) changes.hadRegistrations = true;

  // The box office (issue 24): an event from before ticket types has one type carrying its price (and early
  // bird), and every seat taken is a ticket of that type. Its registrations and tickets keep working as they are.
  const unchanged: string[] = [];
  if (!Array.isArray(item.ticketTypes) || item.ticketTypes.length === 0) {
    const early = changes.earlyBirdPrice ?? item.earlyBirdPrice;
    changes.ticketTypes = [
      {
        id: DEFAULT_TICKET_TYPE_ID,
        name: DEFAULT_TICKET_TYPE_NAME,
        price: changes.price ?? item.price,
        ...(typeof early === 'number' && typeof item.earlyBirdEndsOn === 'string' ? { earlyBirdPrice: early, earlyBirdEndsOn: item.earlyBirdEndsOn } : {}),
        position: 0,
      },
    ];
  }
  if (!item.ticketsSold || typeof item.ticketsSold !== 'object') {
    const types = (changes.ticketTypes ?? item.ticketTypes) as Array<{ id: string }>;
    const sold: Record<string, number> = Object.fromEntries(types.map((t) => [t.id, 0]));
    sold[types.some((t) => t.id === DEFAULT_TICKET_TYPE_ID) ? DEFAULT_TICKET_TYPE_ID : types[0].id] = Number(item.seatsTaken ?? 0);
    changes.ticketsSold = sold;
    // Counted from the seats as read: an order in between must make this write fail (the next run looks again).
    unchanged.push('seatsTaken');
  }
  return { ok: true, id, changes, unchanged };
}
