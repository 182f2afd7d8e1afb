// Cancelling one ticket under its event's policy: the attendee's own cancel (handlers/cancel-ticket.ts)
// and an erasure's cancel of a ticket for an event still to come (privacy/erase.ts) are the same path:
// the seat back, the waitlist offered the freed seats, and a refund started when the policy gives one.
import { selfCancelRefund } from '../../contract/ticket-policy';
import { ticketsRepo } from './db/tickets-repo';
import { waitlistRepo } from './db/waitlist-repo';
import { startRefund } from './payments/refund';
import { log } from './log';

export type TicketCancellation =
  | { ok: true; refund: number; refundStarted: boolean }
  | { ok: false; reason: 'not-found' | 'already-cancelled' | 'event-over' };

export async function cancelTicketUnderPolicy(token: string, now: Date, by: 'attendee' | 'erasure' = 'attendee'): Promise<TicketCancellation> {
  const before = await ticketsRepo.find(token);
  const refund = before ? selfCancelRefund(before.event, before.registration.payment, now) : 0;
  const result = await ticketsRepo.cancel(token, now);
  if (!result.ok) return { ok: false, reason: result.reason };
  // The freed seats go to the waitlist first (docs/PRODUCT-RULES.md, Waitlist): one transaction per offer.
  if (before) await waitlistRepo.offerFreed(before.event.id, now);
  if (!refund || !before) return { ok: true, refund: 0, refundStarted: false };
  try {
    await startRefund(before.registration.id, refund, 'attendee');
    return { ok: true, refund, refundStarted: true };
  } catch (error) {
    log.warn('self-cancel refund not started', { by, registrationId: before.registration.id, error: (error as Error).message });
    return { ok: true, refund, refundStarted: false };
  }
}
