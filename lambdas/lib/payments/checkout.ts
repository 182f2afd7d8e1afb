// The priced branch of registering (docs/PRODUCT-RULES.md, Payments): what a
// seat costs and how it is paid, then Paystack's checkout for an online one.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { earlyBirdApplies } from '../../../contract/event-lifecycle';
import { PAYMENT_MESSAGES } from '../../../contract/messages';
import { nairaToKobo } from '../../../contract/naira';
import type { OrderResult } from '../../../contract/box-office';
import type { EventRegistration, RegisterResponse } from '../../../contract/schemas';
import { eventsRepo } from '../db/events-repo';
import type { RegisterOptions } from '../db/registrations-repo';
import { registrationsRepo } from '../db/registrations-repo';
import { serviceUnavailable } from '../errors';
import { siteOrigin } from '../site-origin';
import { amountDue } from './amount-due';
import { holdUntil } from './hold';
import { initializeTransaction, paystackBaseUrl } from './paystack-client';
import { paystackSecretKey } from './secret-key';

export type PaymentPlan = { option: NonNullable<RegisterOptions['payment']>; secretKey: string | null } | null;

/**
 * Free (null), online with Paystack (a key is configured), or at the venue.
 * The amount is the price that applies now: the early bird's through its last
 * day, as the event page and the registration form show it.
 */
export async function paymentPlan(eventId: string, now = new Date()): Promise<PaymentPlan> {
  const event = await eventsRepo.get(eventId);
  const amount = amountDue(event && earlyBirdApplies(event, now) ? event.earlyBirdPrice : event?.price);
  if (!event || amount === 0) return null;
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
    console.warn(JSON.stringify({ level: 'warn', message: 'paystack initialize failed', reference: registration.id, error: (error as Error).message }));
    await registrationsRepo.remove(registration.id, registration);
    throw serviceUnavailable(PAYMENT_MESSAGES.unavailable);
  }
}
