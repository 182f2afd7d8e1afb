import { MAIL_MESSAGES, REGISTER_MESSAGES } from '../../contract/messages';
import { broadcastInput, type BroadcastResponse } from '../../contract/schemas';
import { broadcastRepo } from '../lib/db/broadcast-repo';
import { eventsRepo } from '../lib/db/events-repo';
import { notFound } from '../lib/errors';
import { handle } from '../lib/http';

export const handler = handle({ auth: 'admin', body: broadcastInput }, async ({ params, body }) => {
  if (!(await eventsRepo.get(params.id))) throw notFound(REGISTER_MESSAGES.notFound);
  const queued = await broadcastRepo.queue(params.id, { subject: body.subject, body: body.message });
  const answer: BroadcastResponse = { success: true, message: MAIL_MESSAGES.broadcastQueued(queued), queued };
  return { body: answer };
});
