import { meetingsBetween, type ClassMeeting } from '../../contract/attendance';
import { attendanceRepo } from '../lib/db/school/attendance-repo';
import { programmesRepo } from '../lib/db/school/programmes-repo';
import { handle } from '../lib/http';
import { attendingLearners, classMeeting } from '../lib/school/class-meeting';
import { dayRange } from '../lib/school/day-range';

// The agenda's class meetings of the Lagos days from..to (default today and the 6 days after), in order: each with
// the learners expected (active and overdue now) and those marked present so far.
export const handler = handle({ auth: 'admin' }, async ({ event }) => {
  const { from, to } = dayRange(event.queryStringParameters);
  const [programmes, present] = await Promise.all([programmesRepo.list(), attendanceRepo.presentBetween(from, to)]);
  const meeting = programmes.map((programme) => ({ programme, meetings: meetingsBetween(programme, from, to) })).filter((p) => p.meetings.length);
  const items: ClassMeeting[] = (
    await Promise.all(
      meeting.map(async ({ programme, meetings }) => {
        const expected = (await attendingLearners(programme.id)).length;
        return meetings.map((m) => classMeeting(programme, m, expected, present.get(`${m.date}#${programme.id}`) ?? 0));
      }),
    )
  ).flat();
  items.sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`) || a.programmeName.localeCompare(b.programmeName));
  return { body: { success: true, data: { items } } };
});
