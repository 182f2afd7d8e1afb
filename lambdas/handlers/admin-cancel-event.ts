import { EVENT_MESSAGES, RESOURCE_LABELS } from '../../contract/messages';
import { eventCancellationRepo } from '../lib/db/event-cancellation-repo';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';

// Idempotent: cancelling again queues only the mails a first attempt missed.
export const handler = handle({ auth: 'admin' }, async ({ params }) => {
  const result = await eventCancellationRepo.cancel(params.id);
  if (result.ok) return { body: { success: true, message: EVENT_MESSAGES.cancelled(result.queued), id: params.id } };
  if (result.reason === 'not-found') throw notFound(`${RESOURCE_LABELS.events} not found`);
  throw conflict(EVENT_MESSAGES.alreadyArchived);
});
