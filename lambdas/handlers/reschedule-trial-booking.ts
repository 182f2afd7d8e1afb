import { SCHOOL_MESSAGES } from '../../contract/school';
import { trialRescheduleInput } from '../../contract/school-schemas';
import { availabilityRepo } from '../lib/db/school/availability-repo';
import { trialsRepo } from '../lib/db/school/trials-repo';
import { providerNotice } from '../lib/db/settings-repo';
import { badRequest, conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';
import { defaultProviderEmail } from '../lib/mail/config';
import { bookingView, changeUntil } from '../lib/school/booking-view';
import { resolveSlot } from '../lib/school/slots';

// Move a booked trial lesson to another free slot, until 2 hours before it starts.
export const handler = handle({ auth: 'public', body: trialRescheduleInput }, async ({ params, body }) => {
  const now = new Date();
  const booking = await trialsRepo.findByToken(params.token);
  if (!booking) throw notFound(SCHOOL_MESSAGES.notFound);
  if (booking.status !== 'booked') throw conflict(SCHOOL_MESSAGES.notBooked);
  if (now >= changeUntil(booking)) throw conflict(SCHOOL_MESSAGES.tooLate);
  if (body.slotId === booking.slotId) throw badRequest(SCHOOL_MESSAGES.sameSlot, { slotId: SCHOOL_MESSAGES.sameSlot });
  const resolved = resolveSlot(await availabilityRepo.get(), body.slotId, booking.service, now);
  if ('error' in resolved) throw badRequest(resolved.error, { slotId: resolved.error });
  const result = await trialsRepo.reschedule(booking, resolved.slot, (await providerNotice(defaultProviderEmail())).to, now);
  if (!result.ok) throw conflict(result.reason === 'taken' ? SCHOOL_MESSAGES.slotTaken : SCHOOL_MESSAGES.notBooked);
  return { body: { success: true, message: SCHOOL_MESSAGES.rescheduled, data: bookingView(result.booking, now) } };
});
