import { TICKET_MESSAGES } from '../../contract/messages';
import type { VerifyPaymentResponse } from '../../contract/schemas';
import { ticketPaymentOf } from '../lib/ticket-payment';
import { paymentsRepo } from '../lib/db/payments-repo';
import { ticketsRepo } from '../lib/db/tickets-repo';
import { notFound } from '../lib/errors';
import { handle } from '../lib/http';
import { chargeOf } from '../lib/payments/charge';
import { paystackBaseUrl, verifyTransaction } from '../lib/payments/paystack-client';
import { paystackSecretKey } from '../lib/payments/secret-key';
import { log } from '../lib/log';

// The ticket page after Paystack's checkout: ask Paystack how the payment
// stands (GET /transaction/verify/{reference}), apply it exactly as the
// webhook would (idempotent), and answer the true status. The reference is
// the ticket's own registration id: whatever `reference` the visitor's
// address carries is never read, so a forged one changes nothing.
export const handler = handle({ auth: 'public' }, async ({ params }) => {
  const found = await ticketsRepo.find(params.token);
  if (!found) throw notFound(TICKET_MESSAGES.notFound);
  let { registration } = found;
  const payment = registration.payment;
  const open = payment?.reference && (payment.status === 'pending' || payment.status === 'failed' || payment.status === 'expired');
  const secretKey = open ? await paystackSecretKey() : null;
  if (open && secretKey) {
    try {
      const charge = chargeOf(await verifyTransaction({ secretKey, baseUrl: paystackBaseUrl() }, payment.reference!));
      if (charge && charge.reference === payment.reference) {
        await paymentsRepo.applyCharge(charge, (line) => console.warn(line));
        registration = (await ticketsRepo.find(params.token))?.registration ?? registration;
      }
    } catch (error) {
      // Paystack unreachable: show what we know; the webhook or the next visit settles it.
      log.warn('paystack verify failed', { reference: payment.reference, error: (error as Error).message });
    }
  }
  const p = registration.payment;
  const body: VerifyPaymentResponse = {
    status: registration.status ?? 'registered',
    payment: p ? ticketPaymentOf(p) : null,
  };
  return { body };
});
