import type { MeetingRoster } from '../../contract/attendance';
import { attendanceRepo } from '../lib/db/school/attendance-repo';
import { handle } from '../lib/http';
import { attendingLearners, classMeeting, classMeetingOf } from '../lib/school/class-meeting';

// The door's list for one class meeting (kept on the phone for offline marks): the active and overdue learners, by
// name, each with their mark when present.
export const handler = handle({ auth: 'admin' }, async ({ params }) => {
  const { programme, meeting } = await classMeetingOf(params);
  const [learners, { marks, present }] = await Promise.all([attendingLearners(programme.id), attendanceRepo.meeting(programme.id, meeting.date)]);
  const data: MeetingRoster = {
    meeting: classMeeting(programme, meeting, learners.length, present),
    learners: learners.map((l) => ({
      id: l.id,
      name: l.name,
      age: l.age,
      phone: l.phone,
      status: l.status,
      ...(l.guardianName ? { guardianName: l.guardianName } : {}),
      ...marks.get(l.id),
    })),
  };
  return { body: { success: true, data } };
});
