import { WAITLIST_MESSAGES } from '../../contract/waitlist';
import { waitlistRepo } from '../lib/db/waitlist-repo';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';

// The admin removes someone from the queue; a running offer ends and its seats pass to the next person.
export const handler = handle({ auth: 'admin' }, async ({ params }) => {
  const result = await waitlistRepo.remove(params.id, new Date());
  if (result.ok) return { body: { success: true, message: WAITLIST_MESSAGES.removed, id: params.id } };
  if (result.reason === 'not-found') throw notFound(WAITLIST_MESSAGES.entryNotFound);
  throw conflict(WAITLIST_MESSAGES.notWaiting);
});
