// The ticket's payment as its holder sees it: the ticket (get-ticket.ts) and the
// payment check (verify-payment.ts) answer the same fields, and no more.
import type { Payment, TicketPayment } from '../../contract/schemas';

export const ticketPaymentOf = (p: Payment): TicketPayment => ({
  status: p.status,
  amount: p.amount,
  ...(p.holdExpiresAt ? { holdExpiresAt: p.holdExpiresAt } : {}),
  ...(p.refunded ? { refunded: p.refunded } : {}),
});
