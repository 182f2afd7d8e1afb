import { CHECK_IN_MESSAGES } from '../../contract/messages';
import { checkinsRepo } from '../lib/db/checkins-repo';
import { notFound } from '../lib/errors';
import { handle } from '../lib/http';

// The door downloads this when the check-in screen opens: offline scans and the search by name work from it.
export const handler = handle({ auth: 'admin' }, async ({ params }) => {
  const list = await checkinsRepo.attendees(params.id);
  if (!list) throw notFound(CHECK_IN_MESSAGES.eventNotFound);
  return { body: list };
});
