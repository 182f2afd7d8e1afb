import { SCHOOL_MESSAGES } from '../../contract/school';
import { trialsRepo } from '../lib/db/school/trials-repo';
import { notFound } from '../lib/errors';
import { handle } from '../lib/http';
import { bookingView } from '../lib/school/booking-view';

export const handler = handle({ auth: 'public' }, async ({ params }) => {
  const booking = await trialsRepo.findByToken(params.token);
  if (!booking) throw notFound(SCHOOL_MESSAGES.notFound);
  return { body: { success: true, data: bookingView(booking, new Date()) } };
});
