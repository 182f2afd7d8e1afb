// A programme's class meeting as the door's routes take it from the path
// (/api/admin/programmes/{id}/meetings/{date}): the programme must exist and meet
// on that Lagos day (its meetings are computed, never stored: contract/attendance.ts).
import { ATTENDANCE_MESSAGES, ATTENDING_STATUSES, meetingOn, type AttendingStatus, type ClassMeeting, type MeetingTime } from '../../../contract/attendance';
import { isCalendarDay } from '../../../contract/dates';
import { PROGRAMME_MESSAGES, type Learner, type Programme } from '../../../contract/programmes';
import { programmesRepo } from '../db/school/programmes-repo';
import { badRequest, notFound } from '../errors';

/** 404 for an unknown programme; 400 on `date` for a day it does not meet. */
export async function classMeetingOf(params: Record<string, string>): Promise<{ programme: Programme; meeting: MeetingTime }> {
  const programme = await programmesRepo.get(params.id);
  if (!programme) throw notFound(PROGRAMME_MESSAGES.notFound);
  const date = params.date ?? '';
  if (!isCalendarDay(date)) throw badRequest(ATTENDANCE_MESSAGES.day, { date: ATTENDANCE_MESSAGES.day });
  const meeting = meetingOn(programme, date);
  if (!meeting) throw badRequest(ATTENDANCE_MESSAGES.notAMeeting, { date: ATTENDANCE_MESSAGES.notAMeeting });
  return { programme, meeting };
}

export const isAttending = (learner: Pick<Learner, 'status'>): learner is Learner & { status: AttendingStatus } =>
  (ATTENDING_STATUSES as readonly string[]).includes(learner.status);

/** Who should come: the programme's active and overdue learners, by name. */
export async function attendingLearners(programmeId: string): Promise<(Learner & { status: AttendingStatus })[]> {
  return (await programmesRepo.roster(programmeId)).filter(isAttending).sort((a, b) => a.name.localeCompare(b.name));
}

export const classMeeting = (programme: Programme, meeting: MeetingTime, expected: number, present: number): ClassMeeting => ({
  ...meeting,
  programmeId: programme.id,
  programmeName: programme.name,
  expected,
  present,
});
