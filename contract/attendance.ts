// Attendance per class meeting (docs/PRODUCT-RULES.md, Monthly programmes): a
// programme's meetings are computed from its weekly rows and first day (never
// stored); the door marks each learner present once per meeting. Plain values
// only (no zod): the schema is in attendance-schemas.ts.
import { addDays } from './dates';
import type { Learner, Programme, ProgrammeMeeting } from './programmes';
import { minutesOf, WEEKDAYS, type Weekday } from './school';

/** The weekday of a YYYY-MM-DD day (a calendar day has the same weekday in every zone). */
export function weekdayOf(day: string): Weekday {
  const [y, m, d] = day.split('-').map(Number);
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7];
}

/** One meeting of a programme: its Lagos day, time and length. */
export type MeetingTime = { date: string; time: string; minutes: number };

/**
 * The programme's meetings on the Lagos days from..to (both included), from its
 * first day on, in order. Attendance is taken once per day: a programme with two
 * rows on one weekday meets once that day, at the earlier time, for the rows' span.
 */
export function meetingsBetween(programme: Pick<Programme, 'meets' | 'startsOn'>, from: string, to: string): MeetingTime[] {
  const meetings: MeetingTime[] = [];
  for (let date = from > programme.startsOn ? from : programme.startsOn; date <= to; date = addDays(date, 1)) {
    const rows = programme.meets.filter((m) => m.day === weekdayOf(date)).sort((a, b) => a.time.localeCompare(b.time));
    if (rows.length) meetings.push({ date, time: rows[0].time, minutes: spanMinutes(rows) });
  }
  return meetings;
}

/** The meeting on `date`, or null when the programme does not meet that day. */
export const meetingOn = (programme: Pick<Programme, 'meets' | 'startsOn'>, date: string): MeetingTime | null => meetingsBetween(programme, date, date)[0] ?? null;

/** From the first row's start to the last row's end. */
function spanMinutes(rows: readonly ProgrammeMeeting[]): number {
  const start = minutesOf(rows[0].time);
  return Math.max(...rows.map((r) => minutesOf(r.time) + r.minutes)) - start;
}

/** A class meeting as the agenda and the door's chooser show it. */
export type ClassMeeting = MeetingTime & {
  programmeId: string;
  programmeName: string;
  /** Learners active or overdue now: who should come. */
  expected: number;
  /** Marked present so far. */
  present: number;
};
export type ClassMeetingsQuery = { from?: string; to?: string };
export type ClassMeetingsResponse = { success: true; data: { items: ClassMeeting[] } };

/** Who is expected at a meeting: active learners, and overdue ones (the door reminds them to pay). */
export const ATTENDING_STATUSES = ['active', 'overdue'] as const;
export type AttendingStatus = (typeof ATTENDING_STATUSES)[number];
export type MeetingLearner = Pick<Learner, 'id' | 'name' | 'age' | 'guardianName' | 'phone'> & { status: AttendingStatus; presentAt?: string; presentBy?: string };
/** The door's list for one meeting, kept on the phone for offline marks. */
export type MeetingRoster = { meeting: ClassMeeting; learners: MeetingLearner[] };
export type MeetingRosterResponse = { success: true; data: MeetingRoster };

export type MarkStatus = 'marked' | 'already_marked';
/** 200 for both: of parallel marks of one learner, one is 'marked', the others 'already_marked' with the first's time. */
export type MarkAttendanceResponse = { success: true; status: MarkStatus; learnerId: string; presentAt: string; presentBy: string; present: number; message: string };
export type UndoAttendanceResponse = { success: true; message: string; present: number };

export const ATTENDANCE_MESSAGES = {
  day: 'Enter the day as YYYY-MM-DD',
  notAMeeting: 'This programme does not meet on that day.',
  notYet: 'This class has not met yet: attendance opens on its day.',
  learner: 'Choose a learner',
  learnerNotFound: 'This learner is not in this programme.',
  stopped: 'This learner has stopped: they are no longer in the class.',
  pending: 'This learner’s first month is not paid yet.',
  notMarked: 'This learner is not marked present.',
  marked: (name: string) => `Present — ${name}`,
  already: (name: string) => `${name} was already marked present`,
  undone: (name: string) => `${name} is no longer marked present`,
} as const;
