import { EVENT_MESSAGES, RESOURCE_LABELS, mutationMessage } from '../../contract/messages';
import { eventsRepo } from '../lib/db/events-repo';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';

// An event that has (or had) registrations stays: its registrations need it.
// The admin cancels or archives it instead (docs/PRODUCT-RULES.md, Event lifecycle).
export const handler = handle({ auth: 'admin' }, async ({ params }) => {
  const result = await eventsRepo.remove(params.id);
  if (result === 'not-found') throw notFound(`${RESOURCE_LABELS.events} not found`);
  if (result === 'has-registrations') throw conflict(EVENT_MESSAGES.hasRegistrations);
  return { body: { success: true, message: mutationMessage(RESOURCE_LABELS.events, 'deleted'), id: params.id } };
});
