import { PAYMENT_MESSAGES } from '../../contract/messages';
import { markPaidInput } from '../../contract/schemas';
import { paymentsRepo } from '../lib/db/payments-repo';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';

// The admin records a pay-at-the-venue registration as paid (cash or
// transfer), with who and when. One conditional write: only from 'venue'.
export const handler = handle({ auth: 'admin', body: markPaidInput }, async ({ body, params, admin }) => {
  const result = await paymentsRepo.markVenuePaid(params.id, body.method, admin!.username);
  if (result === 'not-found') throw notFound(PAYMENT_MESSAGES.notFound);
  if (result === 'not-venue') throw conflict(PAYMENT_MESSAGES.notVenue);
  return { body: { success: true, message: PAYMENT_MESSAGES.markedPaid, id: params.id } };
});
