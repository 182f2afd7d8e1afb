// The door's answer without the server: the scanned code checked against the
// attendee list downloaded when the screen opened. Tickets are random tokens
// (not signed), so "ours" means "on the list": a ticket registered after the
// download reads as unknown until the queue syncs and the server answers.
import type { Attendee, AttendeesResponse, CheckInResponse } from '../../../../../contract/schemas';
import { ticketTokenOf } from '../../../../../contract/ticket-code';

export type LocalVerdict = CheckInResponse & {
  /** The code is well-formed and worth sending to the server once online (never for codes that are not ours). */
  queue: boolean;
};

export function localVerdict(list: AttendeesResponse, code: string, by: string, at: string): LocalVerdict {
  const token = ticketTokenOf(code);
  if (!token) return { status: 'invalid', queue: false };
  const registration = list.attendees.find((a) => a.ticketToken === token);
  // Not on this event's list: maybe registered after the download; the server decides on sync.
  if (!registration) return { status: 'invalid', queue: true };
  if (registration.status === 'cancelled') return { status: 'cancelled', registration, queue: false };
  if (registration.checkedInAt) {
    return { status: 'already_checked_in', registration, checkedInAt: registration.checkedInAt, checkedInBy: registration.checkedInBy, queue: false };
  }
  return { status: 'checked_in', registration: { ...registration, checkedInAt: at, checkedInBy: by }, checkedInAt: at, checkedInBy: by, queue: true };
}

/** The list with one attendee replaced (a check-in, an undo, a server answer). */
/** One row per ticket: an order's tickets share the registration id, each has its own token. */
export const attendeeKey = (a: Attendee): string => a.ticketToken ?? a.ticketId ?? a.id;

export function withAttendee(list: AttendeesResponse, attendee: Attendee): AttendeesResponse {
  const key = attendeeKey(attendee);
  const attendees = list.attendees.some((a) => attendeeKey(a) === key)
    ? list.attendees.map((a) => (attendeeKey(a) === key ? attendee : a))
    : [...list.attendees, attendee];
  return { ...list, attendees, event: { ...list.event, checkedIn: attendees.filter((a) => a.checkedInAt && a.status !== 'cancelled').length } };
}

/** Search by name, email or phone (digits only for phones, so 0803 123 matches 08031234567). */
export function searchAttendees(attendees: readonly Attendee[], query: string): Attendee[] {
  const text = query.trim().toLowerCase();
  if (text.length < 2) return [];
  const digits = text.replace(/\D/g, '');
  return attendees.filter(
    (a) =>
      a.name.toLowerCase().includes(text) ||
      a.email.toLowerCase().includes(text) ||
      (digits.length >= 3 && a.phone.replace(/\D/g, '').includes(digits)),
  );
}
