import { todayInLagos } from '../../contract/dates';
import { REGISTER_MESSAGES } from '../../contract/messages';
import { registrationInput } from '../../contract/schemas';
import { registrationsRepo } from '../lib/db/registrations-repo';
import { providerNotice } from '../lib/db/settings-repo';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';
import { defaultProviderEmail } from '../lib/mail/config';
import { paymentPlan, startCheckout } from '../lib/payments/checkout';

// The confirmation and the provider's notice are queued in the registration's
// own transaction; the mailer sends them later, so the answer never waits on mail.
export const handler = handle({ auth: 'public', body: registrationInput }, async ({ body, event }) => {
  // Payments: a priced event holds the seat until paid online, or registers to pay at the venue.
  const plan = await paymentPlan(body.eventId);
  const result = await registrationsRepo.create(body, todayInLagos(), { notify: await providerNotice(defaultProviderEmail()), payment: plan?.option });
  if (result.ok && plan?.secretKey) return { status: 201, body: await startCheckout(event, result.registration, plan.secretKey) };
  if (result.ok) return { status: 201, body: { id: result.registration.id, message: REGISTER_MESSAGES.success } };
  if (result.reason === 'not-found') throw notFound(REGISTER_MESSAGES.notFound);
  throw conflict(REGISTER_MESSAGES[result.reason]);
});
