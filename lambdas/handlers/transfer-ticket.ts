import { TRANSFER_MESSAGES, TICKET_MESSAGES } from '../../contract/messages';
import { transferInput } from '../../contract/schemas';
import { transfersRepo } from '../lib/db/transfers-repo';
import { badRequest, conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';

// The holder gives the ticket to someone else (docs/PRODUCT-RULES.md,
// Transfers): the old link stops working in the same transaction that makes
// the new one, which goes to the new holder by mail only.
export const handler = handle({ auth: 'public', body: transferInput }, async ({ body, params }) => {
  const result = await transfersRepo.transfer(params.token, body, new Date());
  if (result.ok) return { body: { success: true, message: TRANSFER_MESSAGES.done(body.name), id: result.registration.id } };
  switch (result.reason) {
    case 'not-found':
      throw notFound(TICKET_MESSAGES.notFound);
    case 'same-email':
      throw badRequest(TRANSFER_MESSAGES.sameEmail, { email: TRANSFER_MESSAGES.sameEmail });
    case 'already-registered':
      throw conflict(TRANSFER_MESSAGES.alreadyRegistered);
    case 'closed':
      throw conflict(TRANSFER_MESSAGES.closed);
    case 'checked-in':
      throw conflict(TRANSFER_MESSAGES.checkedIn);
    case 'not-transferable':
      throw conflict(TRANSFER_MESSAGES.notTransferable);
  }
});
