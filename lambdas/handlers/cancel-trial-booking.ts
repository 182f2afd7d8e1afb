import { SCHOOL_MESSAGES } from '../../contract/school';
import { trialsRepo } from '../lib/db/school/trials-repo';
import { providerNotice } from '../lib/db/settings-repo';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';
import { defaultProviderEmail } from '../lib/mail/config';
import { bookingView, changeUntil } from '../lib/school/booking-view';

// Cancel a booked trial lesson until 2 hours before it starts; the slot is free again at once.
export const handler = handle({ auth: 'public' }, async ({ params }) => {
  const now = new Date();
  const booking = await trialsRepo.findByToken(params.token);
  if (!booking) throw notFound(SCHOOL_MESSAGES.notFound);
  if (booking.status !== 'booked') throw conflict(SCHOOL_MESSAGES.notBooked);
  if (now >= changeUntil(booking)) throw conflict(SCHOOL_MESSAGES.tooLate);
  const result = await trialsRepo.cancel(booking, (await providerNotice(defaultProviderEmail())).to, now);
  if (!result.ok) throw conflict(SCHOOL_MESSAGES.notBooked);
  return { body: { success: true, message: SCHOOL_MESSAGES.cancelled, data: bookingView(result.booking, now) } };
});
