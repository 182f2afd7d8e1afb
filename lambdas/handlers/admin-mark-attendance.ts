import { ATTENDANCE_MESSAGES, type MarkAttendanceResponse } from '../../contract/attendance';
import { markAttendanceInput } from '../../contract/attendance-schemas';
import { todayInLagos } from '../../contract/dates';
import { attendanceRepo } from '../lib/db/school/attendance-repo';
import { programmesRepo } from '../lib/db/school/programmes-repo';
import { nowIso } from '../lib/db/items';
import { doorTime } from '../lib/door-time';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';
import { classMeetingOf, isAttending } from '../lib/school/class-meeting';

// One tap at the door: the learner present at this meeting, once (a replayed offline mark is 'already_marked').
export const handler = handle({ auth: 'admin', body: markAttendanceInput }, async ({ params, body, admin }) => {
  const { programme, meeting } = await classMeetingOf(params);
  const at = doorTime(body.markedAt, nowIso());
  // Judged by when it was marked: an offline mark synced after midnight still counts for its day.
  if (meeting.date > todayInLagos(new Date(at))) throw conflict(ATTENDANCE_MESSAGES.notYet);
  const learner = await programmesRepo.learner(programme.id, body.learnerId);
  if (!learner) throw notFound(ATTENDANCE_MESSAGES.learnerNotFound);
  if (!isAttending(learner)) throw conflict(learner.status === 'stopped' ? ATTENDANCE_MESSAGES.stopped : ATTENDANCE_MESSAGES.pending);
  const outcome = await attendanceRepo.mark(programme.id, meeting.date, learner.id, { presentAt: at, presentBy: admin!.username });
  // Stopped between the read and the write (the transaction's ConditionCheck).
  if (outcome.status === 'not-attending') throw conflict(ATTENDANCE_MESSAGES.stopped);
  const { present } = await attendanceRepo.meeting(programme.id, meeting.date);
  const answer: MarkAttendanceResponse = {
    success: true,
    ...outcome,
    learnerId: learner.id,
    present,
    message: outcome.status === 'marked' ? ATTENDANCE_MESSAGES.marked(learner.name) : ATTENDANCE_MESSAGES.already(learner.name),
  };
  return { body: answer };
});
