import { MAIL_MESSAGES } from '../../contract/messages';
import { outboxRepo } from '../lib/db/outbox-repo';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';

// Queues the same message again as a new mail; the registration or contact
// message then shows the new mail's status.
export const handler = handle({ auth: 'admin' }, async ({ params }) => {
  const mail = await outboxRepo.get(params.id);
  if (!mail) throw notFound(MAIL_MESSAGES.notFound);
  // A mail still on its way would go out twice.
  if (mail.status === 'queued' || mail.status === 'sending') throw conflict(MAIL_MESSAGES.stillSending);
  // Its body was made from data the retention job has removed: sent again it would be empty.
  if (mail.bodyRemovedAt) throw conflict(MAIL_MESSAGES.bodyRemoved);
  // Its addresses are stand-ins now: it would go to nobody.
  if (mail.recipientsPseudonymisedAt) throw conflict(MAIL_MESSAGES.recipientsRemoved);
  const id = await outboxRepo.resend(params.id);
  if (!id) throw notFound(MAIL_MESSAGES.notFound);
  return { body: { success: true, message: MAIL_MESSAGES.resent, id } };
});
