// The music school (docs/PRODUCT-RULES.md, Trial lessons): the admin's weekly
// availability, the free trial slots it opens, and the trial bookings. Shared
// by the SPA, the handlers and the tests, messages included.
// Plain values only (no zod): the public slot list's Lambda and the slot
// picker import it; the schemas are in school-schemas.ts.
import type { ServiceValue } from './schemas';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** How far ahead slots open when the admin has not said; the limits of what they may say. */
export const TRIAL_DEFAULTS = { daysAhead: 14, maxDaysAhead: 90, minSlotMinutes: 15, maxSlotMinutes: 240, minAge: 8, adultAge: 18 } as const;
/** A booking may be moved or cancelled until this long before it starts. */
export const TRIAL_CHANGE_CUTOFF_MS = 2 * 3600_000;

/** 'HH:mm' -> minutes after midnight. */
export const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** One row of the weekly hours, Lagos wall-clock 'HH:mm'. */
export type AvailabilityWindow = { day: Weekday; from: string; to: string; slotMinutes: number; services?: ServiceValue[] };
/** What is stored and answered: every field present. */
export type Availability = { weekly: AvailabilityWindow[]; daysOff: string[]; daysAhead: number; updatedAt?: string };

/** One free slot: `startsAt`/`endsAt` ISO instants; `service` when the hours are for one service only. */
export type TrialSlot = { id: string; startsAt: string; endsAt: string; service?: ServiceValue; services?: ServiceValue[] };
export type TrialSlotsResponse = { success: true; data: { slots: TrialSlot[] } };

export const SCHOOL_MESSAGES = {
  clock: 'Enter a time such as 09:30 or 14:00',
  toAfterFrom: 'Must be after the start time',
  windowTooShort: 'The hours must hold at least one slot',
  slotMinutes: `Enter minutes between ${TRIAL_DEFAULTS.minSlotMinutes} and ${TRIAL_DEFAULTS.maxSlotMinutes}`,
  daysAhead: `Enter a whole number of days from 1 to ${TRIAL_DEFAULTS.maxDaysAhead}`,
  dayOff: 'Enter days off as YYYY-MM-DD',
  service: 'Please choose a service from the list',
  age: 'Enter the learner’s age in years',
  tooYoung: `Trial lessons are for learners aged ${TRIAL_DEFAULTS.minAge} and over`,
  guardian: 'A parent or guardian’s name is needed for a learner under 18',
  guardianContact: 'A parent or guardian’s email or phone is needed for a learner under 18',
  guardianConfirm: 'A parent or guardian must confirm the booking of a learner under 18',
  slotUnknown: 'Please choose a time from the list',
  slotPast: 'This time has already passed. Please choose another.',
  slotDayOff: 'There are no lessons on that day. Please choose another.',
  slotTooFar: 'That day is not open for booking yet. Please choose a sooner time.',
  slotOutside: 'That time is outside the lesson hours. Please choose a time from the list.',
  slotService: 'That time is not for the chosen service. Please choose another time.',
  slotTaken: 'Sorry, this time was just taken. Please choose another.',
  sameSlot: 'That is already the time of your lesson.',
  booked: 'Your free trial lesson is booked. A confirmation is on its way to your email.',
  rescheduled: 'Your trial lesson has been moved. A new confirmation is on its way to your email.',
  cancelled: 'Your trial lesson has been cancelled.',
  notFound: 'This trial booking could not be found.',
  tooLate: 'It is less than 2 hours before the lesson: it can no longer be changed online. Please call us.',
  notBooked: 'This trial lesson is no longer booked.',
  notYet: 'Attendance can be marked from the day of the lesson.',
  cancelledAttendance: 'This booking was cancelled.',
  availabilitySaved: 'Availability saved.',
} as const;

export const TRIAL_STATUSES = ['booked', 'cancelled', 'attended', 'no-show'] as const;
export type TrialStatus = (typeof TRIAL_STATUSES)[number];

/** A trial booking as the admin sees it. */
export type TrialBooking = {
  id: string;
  slotId: string;
  startsAt: string;
  endsAt: string;
  name: string;
  email: string;
  phone: string;
  service: ServiceValue;
  age: number;
  guardianName?: string;
  /** Under 18: how to reach the parent or guardian (one at least); mails about the learner go to that email too. */
  guardianEmail?: string;
  guardianPhone?: string;
  /** Under 18: the parent or guardian confirmed the booking (and so consented to the learner's data). */
  guardianConfirmed?: boolean;
  note?: string;
  status: TrialStatus;
  createdAt: string;
  markedAt?: string;
  /** Turned into an enrolment by the admin (once): the programme and the learner. */
  enrolment?: { programmeId: string; learnerId: string; at: string };
};
export type AdminTrialBookingsQuery = { from?: string; to?: string };
export type AdminTrialBookingsResponse = { success: true; data: { items: TrialBooking[] } };

/** What the learner's manage page shows: no email or phone, and until when it may be changed. */
export type TrialBookingView = Pick<TrialBooking, 'name' | 'service' | 'startsAt' | 'endsAt' | 'status'> & { changeUntil: string; canChange: boolean };
export type TrialBookingViewResponse = { success: true; data: TrialBookingView };
export type TrialBookingResponse = { success: true; id: string; message: string };
export type TrialChangeResponse = { success: true; message: string; data: TrialBookingView };
export type AvailabilityResponse = { success: true; data: Availability; message?: string };

/** '09:30' Lagos on a day -> the instant (Lagos is UTC+1 all year). */
export function lagosInstant(day: string, clock: string): Date {
  return new Date(`${day}T${clock}:00+01:00`);
}

/** 'Thu 26 Nov, 10:00' in Lagos time, whatever the viewer's zone. */
export function formatSlotTime(iso: string): string {
  const d = new Date(iso);
  const day = d.toLocaleDateString('en-GB', { timeZone: 'Africa/Lagos', weekday: 'short', day: 'numeric', month: 'short' });
  const time = d.toLocaleTimeString('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit' });
  return `${day}, ${time}`;
}

/**
 * Who a mail about a learner goes to: the address they booked with and, for a learner under 18, their
 * parent's or guardian's too (issue 36: a child's mails go to the guardian), each once.
 */
export function learnerRecipients(person: { email: string; guardianEmail?: string }): string[] {
  const all = [person.email, ...(person.guardianEmail ? [person.guardianEmail] : [])];
  return all.filter((address, i) => all.findIndex((a) => a.trim().toLowerCase() === address.trim().toLowerCase()) === i);
}
