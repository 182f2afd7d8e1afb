import { TICKET_MESSAGES } from '../../contract/messages';
import { formatNaira } from '../../contract/naira';
import { selfCancelRefund } from '../../contract/ticket-policy';
import { ticketsRepo } from '../lib/db/tickets-repo';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';
import { startRefund } from '../lib/payments/refund';
import { waitlistRepo } from '../lib/db/waitlist-repo';
import { log } from '../lib/log';

// The attendee cancels. A ticket paid online and cancelled within the event's
// refund policy (contract/ticket-policy.ts) then starts its Paystack refund,
// the amount the ticket page showed; if that cannot start, the payment stays
// "Refund due" for the provider, as before refunds existed.
export const handler = handle({ auth: 'public' }, async ({ params }) => {
  const now = new Date();
  const before = await ticketsRepo.find(params.token);
  const refund = before ? selfCancelRefund(before.event, before.registration.payment, now) : 0;
  const result = await ticketsRepo.cancel(params.token, now);
  if (result.ok) {
    // The freed seats go to the waitlist first (docs/PRODUCT-RULES.md, Waitlist): one transaction per offer.
    if (before) await waitlistRepo.offerFreed(before.event.id, now);
    if (!refund || !before) return { body: { success: true, message: TICKET_MESSAGES.cancelled } };
    try {
      await startRefund(before.registration.id, refund, 'attendee');
      return { body: { success: true, message: TICKET_MESSAGES.cancelledRefund(formatNaira(refund)) } };
    } catch (error) {
      log.warn('self-cancel refund not started', { registrationId: before.registration.id, error: (error as Error).message });
      return { body: { success: true, message: TICKET_MESSAGES.cancelledRefundLater } };
    }
  }
  if (result.reason === 'not-found') throw notFound(TICKET_MESSAGES.notFound);
  throw conflict(result.reason === 'already-cancelled' ? TICKET_MESSAGES.alreadyCancelled : TICKET_MESSAGES.eventOver);
});
