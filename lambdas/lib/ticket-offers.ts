// What the ticket page offers its holder now (contract/ticket-policy.ts): the
// last day to transfer, and the refund a cancel would start.
import type { Event, EventRegistration, TicketView } from '../../contract/schemas';
import { selfCancelRefund, transferLastDay, transferOpen } from '../../contract/ticket-policy';

export function ticketOffers(registration: EventRegistration, event: Event, now: Date): Pick<TicketView, 'transferUntil' | 'refundOnCancel'> {
  const live = (registration.status ?? 'registered') === 'registered' && event.status !== 'cancelled' && !registration.checkedInAt;
  if (!live) return {};
  const refund = selfCancelRefund(event, registration.payment, now);
  const transferable = transferOpen(event, now) && !['refund_pending', 'refunded', 'refund_due'].includes(registration.payment?.status ?? '');
  return { ...(transferable ? { transferUntil: transferLastDay(event) } : {}), ...(refund > 0 ? { refundOnCancel: refund } : {}) };
}
