import { EVENT_MESSAGES, RESOURCE_LABELS } from '../../contract/messages';
import { eventsRepo } from '../lib/db/events-repo';
import { notFound } from '../lib/errors';
import { handle } from '../lib/http';

// Archiving an archived event changes nothing and answers the same.
export const handler = handle({ auth: 'admin' }, async ({ params }) => {
  const existing = await eventsRepo.get(params.id);
  if (!existing) throw notFound(`${RESOURCE_LABELS.events} not found`);
  if (existing.status !== 'archived') {
    const result = await eventsRepo.setStatus(params.id, 'archived');
    if (!result.ok && result.reason === 'not-found') throw notFound(`${RESOURCE_LABELS.events} not found`);
  }
  return { body: { success: true, message: EVENT_MESSAGES.archived, id: params.id } };
});
