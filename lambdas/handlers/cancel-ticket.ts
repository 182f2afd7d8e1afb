import { TICKET_MESSAGES } from '../../contract/messages';
import { formatNaira } from '../../contract/naira';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';
import { cancelTicketUnderPolicy } from '../lib/ticket-cancellation';

// The attendee cancels. A ticket paid online and cancelled within the event's
// refund policy (contract/ticket-policy.ts) then starts its Paystack refund,
// the amount the ticket page showed; if that cannot start, the payment stays
// "Refund due" for the provider, as before refunds existed. The path is shared
// with an erasure's cancel (lib/ticket-cancellation.ts).
export const handler = handle({ auth: 'public' }, async ({ params }) => {
  const result = await cancelTicketUnderPolicy(params.token, new Date());
  if (result.ok) {
    if (!result.refund) return { body: { success: true, message: TICKET_MESSAGES.cancelled } };
    return { body: { success: true, message: result.refundStarted ? TICKET_MESSAGES.cancelledRefund(formatNaira(result.refund)) : TICKET_MESSAGES.cancelledRefundLater } };
  }
  if (result.reason === 'not-found') throw notFound(TICKET_MESSAGES.notFound);
  throw conflict(result.reason === 'already-cancelled' ? TICKET_MESSAGES.alreadyCancelled : TICKET_MESSAGES.eventOver);
});
