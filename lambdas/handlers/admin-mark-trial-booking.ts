import { addDays, todayInLagos } from '../../contract/dates';
import { lagosInstant, SCHOOL_MESSAGES } from '../../contract/school';
import { trialAttendanceInput } from '../../contract/school-schemas';
import { trialsRepo } from '../lib/db/school/trials-repo';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';

// Attended or no-show, from the day of the lesson on (a mark may be corrected).
export const handler = handle({ auth: 'admin', body: trialAttendanceInput }, async ({ params, body }) => {
  const now = new Date();
  const endOfToday = lagosInstant(addDays(todayInLagos(now), 1), '00:00').toISOString();
  const result = await trialsRepo.mark(params.id, body.status, endOfToday, now);
  if (!result.ok) {
    if (result.reason === 'missing') throw notFound(SCHOOL_MESSAGES.notFound);
    throw conflict(result.reason === 'not-yet' ? SCHOOL_MESSAGES.notYet : SCHOOL_MESSAGES.cancelledAttendance);
  }
  return { body: { success: true, message: `Trial lesson marked ${body.status === 'attended' ? 'attended' : 'no-show'}` } };
});
