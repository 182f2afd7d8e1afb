import { TICKET_MESSAGES } from '../../contract/messages';
import { ticketsRepo } from '../lib/db/tickets-repo';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';

export const handler = handle({ auth: 'public' }, async ({ params }) => {
  const result = await ticketsRepo.cancel(params.token, new Date());
  if (result.ok) return { body: { success: true, message: TICKET_MESSAGES.cancelled } };
  if (result.reason === 'not-found') throw notFound(TICKET_MESSAGES.notFound);
  throw conflict(result.reason === 'already-cancelled' ? TICKET_MESSAGES.alreadyCancelled : TICKET_MESSAGES.eventOver);
});
