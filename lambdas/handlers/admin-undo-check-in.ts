import { CHECK_IN_MESSAGES } from '../../contract/messages';
import { checkinsRepo } from '../lib/db/checkins-repo';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';

// {id}: the registration checked in by mistake.
export const handler = handle({ auth: 'admin' }, async ({ params }) => {
  const outcome = await checkinsRepo.undo(params.id);
  if (outcome === 'not-found') throw notFound(CHECK_IN_MESSAGES.registrationNotFound);
  if (outcome === 'not-checked-in') throw conflict(CHECK_IN_MESSAGES.notCheckedIn);
  return { body: { success: true, message: CHECK_IN_MESSAGES.undone, id: params.id } };
});
