import { WAITLIST_MESSAGES } from '../../contract/waitlist';
import { waitlistRepo } from '../lib/db/waitlist-repo';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';

// The admin offers free seats by hand to someone waiting, out of queue order (the same one transaction as an automatic offer).
export const handler = handle({ auth: 'admin' }, async ({ params }) => {
  const result = await waitlistRepo.offerByHand(params.id, new Date());
  if (result.ok) return { body: { success: true, message: WAITLIST_MESSAGES.offered, id: params.id } };
  if (result.reason === 'not-found') throw notFound(WAITLIST_MESSAGES.entryNotFound);
  throw conflict(result.reason === 'no-room' ? WAITLIST_MESSAGES.noRoom : WAITLIST_MESSAGES.notWaiting);
});
