import { ATTENDANCE_MESSAGES } from '../../contract/attendance';
import { attendanceRepo } from '../lib/db/school/attendance-repo';
import { programmesRepo } from '../lib/db/school/programmes-repo';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';
import { classMeetingOf } from '../lib/school/class-meeting';

// A mistaken tap: the mark goes and the meeting's counter comes down, together (409 when not marked).
export const handler = handle({ auth: 'admin' }, async ({ params }) => {
  const { programme, meeting } = await classMeetingOf(params);
  const learner = await programmesRepo.learner(programme.id, params.learnerId);
  if (!learner) throw notFound(ATTENDANCE_MESSAGES.learnerNotFound);
  if (!(await attendanceRepo.undo(programme.id, meeting.date, learner.id))) throw conflict(ATTENDANCE_MESSAGES.notMarked);
  const { present } = await attendanceRepo.meeting(programme.id, meeting.date);
  return { body: { success: true, message: ATTENDANCE_MESSAGES.undone(learner.name), present } };
});
