import { DEFAULT_TICKET_TYPE_ID } from '../../contract/ticket-types';
import { REGISTER_MESSAGES } from '../../contract/messages';
import { registrationRequest } from '../../contract/schemas';
import { newId } from '../lib/db/items';
import { registrationsRepo } from '../lib/db/registrations-repo';
import { providerNotice } from '../lib/db/settings-repo';
import { conflict, notFound } from '../lib/errors';
import { screenSubmission } from '../lib/form-guard';
import { handle } from '../lib/http';
import { defaultProviderEmail } from '../lib/mail/config';
import { paymentPlan, startCheckout } from '../lib/payments/checkout';

// Open or not is the lifecycle rule (contract/event-lifecycle.ts), applied by
// the repository at this instant and again inside its transaction.
// The confirmation and the provider's notice are queued in the registration's
// own transaction; the mailer sends them later, so the answer never waits on mail.
export const handler = handle({ auth: 'public', body: registrationRequest }, async ({ event, body }) => {
  // A bot is answered like a person, with nothing stored (lambdas/lib/form-guard.ts).
  if ((await screenSubmission(event, body, 'registrations')) === 'bot') return { status: 201, body: { id: newId(), message: REGISTER_MESSAGES.success } };
  // Payments: a priced event holds the seat until paid online, or registers to pay at the venue.
  const plan = await paymentPlan(body.eventId);
  const result = await registrationsRepo.create(body, new Date(), { notify: await providerNotice(defaultProviderEmail()), payment: plan?.option });
  if (result.ok && plan?.secretKey) return { status: 201, body: await startCheckout(event, result.registration, plan.secretKey, orderOf(result.registration)) };
  if (result.ok) return { status: 201, body: { success: true, id: result.registration.id, message: REGISTER_MESSAGES.success, data: orderOf(result.registration) } };
  if (result.reason === 'not-found') throw notFound(REGISTER_MESSAGES.notFound);
  throw conflict(REGISTER_MESSAGES[result.reason]);
});

const orderOf = (r: { id: string; name: string; payment?: { amount: number } }) => ({
  total: r.payment?.amount ?? 0,
  tickets: [{ id: r.id, ticketTypeId: DEFAULT_TICKET_TYPE_ID, name: r.name }],
});
