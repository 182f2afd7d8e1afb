import { EVENT_MESSAGES, RESOURCE_LABELS, mutationMessage } from '../../contract/messages';
import { eventsRepo } from '../lib/db/events-repo';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';
import { removeUnusedFiles } from '../lib/media/item-files';

// An event that has (or had) registrations stays: its registrations need it.
// The admin cancels or archives it instead (docs/PRODUCT-RULES.md, Event lifecycle).
// A deleted event's uploaded photos go with it.
export const handler = handle({ auth: 'admin' }, async ({ params }) => {
  const before = await eventsRepo.get(params.id);
  const result = await eventsRepo.remove(params.id);
  if (result === 'not-found') throw notFound(`${RESOURCE_LABELS.events} not found`);
  if (result === 'has-registrations') throw conflict(EVENT_MESSAGES.hasRegistrations);
  if (before) await removeUnusedFiles(before, null);
  return { body: { success: true, message: mutationMessage(RESOURCE_LABELS.events, 'deleted'), id: params.id } };
});
