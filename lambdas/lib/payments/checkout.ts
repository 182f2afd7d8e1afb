// The priced branch of registering (docs/PRODUCT-RULES.md, Payments): what a
// seat costs and how it is paid, then Paystack's checkout for an online one.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { PAYMENT_MESSAGES } from '../../../contract/messages';
import { nairaToKobo } from '../../../contract/naira';
import type { OrderResult } from '../../../contract/box-office';
import type { EventRegistration, RegisterResponse } from '../../../contract/schemas';
import type { PaymentOption } from '../db/registrations-repo';
import { registrationsRepo } from '../db/registrations-repo';
import { serviceUnavailable } from '../errors';
import { siteOrigin } from '../site-origin';
import { amountDue } from './amount-due';
import { holdUntil } from './hold';
import { initializeTransaction, paystackBaseUrl } from './paystack-client';
import { paystackSecretKey } from './secret-key';
import { log } from '../log';

export type PaymentPlan = { option: PaymentOption; secretKey: string | null } | null;

/**
 * Free (null: a total of 0), online with Paystack (a key is configured), or at the venue. The total is the
 * order's, in whole naira after its code, computed on the server (lambdas/lib/box-office/order-plan.ts).
 */
export async function paymentFor(total: number): Promise<PaymentPlan> {
  const amount = amountDue(total);
  if (amount === 0) return null;
  const secretKey = await paystackSecretKey();
  return secretKey ? { option: { mode: 'online', amount, holdUntil: holdUntil() }, secretKey } : { option: { mode: 'venue', amount }, secretKey: null };
}

/**
 * Start Paystack's checkout for a held registration. Paystack out of reach:
 * the registration is removed again (seat and email freed) and the visitor
 * is asked to try later, so no hold waits for a payment that cannot start.
 */
export async function startCheckout(event: APIGatewayProxyEventV2, registration: EventRegistration, secretKey: string, order: OrderResult): Promise<RegisterResponse> {
  const payment = registration.payment!;
  // Paystack's amount is the order's total in kobo; a charge of any other amount is flagged, never paid (payments-repo.ts).
  try {
    const data = await initializeTransaction(
      { secretKey, baseUrl: paystackBaseUrl() },
      {
        email: registration.email,
        amount: nairaToKobo(payment.amount),
        currency: 'NGN',
        reference: registration.id,
        callback_url: `${siteOrigin(event)}/tickets/${registration.ticketToken}`,
        metadata: { eventId: registration.eventId, registrationId: registration.id },
      },
    );
    return { success: true, id: registration.id, message: PAYMENT_MESSAGES.pending, data: { ...order, authorizationUrl: data.authorization_url } };
  } catch (error) {
    // The message is Paystack's (never the key); the visitor gets ours.
    log.warn('paystack initialize failed', { reference: registration.id, error: (error as Error).message });
    await registrationsRepo.remove(registration.id, registration);
    throw serviceUnavailable(PAYMENT_MESSAGES.unavailable);
  }
}
