import { REGISTER_MESSAGES } from '../../contract/messages';
import { recordConsent } from '../lib/privacy/consent';
import { welcomeBack } from '../lib/privacy/welcome-back';
import { registrationRequest } from '../../contract/schemas';
import { newId } from '../lib/db/items';
import { registrationsRepo } from '../lib/db/registrations-repo';
import { providerNotice } from '../lib/db/settings-repo';
import { conflict, HttpError, notFound } from '../lib/errors';
import { screenSubmission } from '../lib/form-guard';
import { handle } from '../lib/http';
import { defaultProviderEmail } from '../lib/mail/config';
import { paymentFor, startCheckout } from '../lib/payments/checkout';

// An order (docs/PRODUCT-RULES.md, Box office): the buyer and 1-10 tickets (one of the first type when
// none are listed). Open or not is the lifecycle rule (contract/event-lifecycle.ts), applied by the
// repository at this instant and again inside its transaction, with the seats, type quotas and code use.
// The mails are queued in the same transaction; the mailer sends them later, so the answer never waits on mail.
export const handler = handle({ auth: 'public', body: registrationRequest }, async ({ event, body }) => {
  // A bot is answered like a person, with nothing stored (lambdas/lib/form-guard.ts).
  if ((await screenSubmission(event, body, 'registrations')) === 'bot') {
    return { status: 201, body: { success: true, id: newId(), message: REGISTER_MESSAGES.success, data: { total: 0, tickets: [] } } };
  }
  // Payments: a priced order holds its seats until paid online, or registers to pay at the venue.
  let secretKey: string | null = null;
  // An erased person booking again is welcome back: their mails go out again (lib/privacy/welcome-back.ts).
  await welcomeBack(body.email);
  const result = await registrationsRepo.create(body, new Date(), {
    notify: await providerNotice(defaultProviderEmail()),
    paymentFor: async (total) => {
      const plan = await paymentFor(total);
      secretKey = plan?.secretKey ?? null;
      return plan?.option;
    },
  });
  if (result.ok) await recordConsent(body.email, body, 'register', result.registration.id);
  if (result.ok && secretKey) return { status: 201, body: await startCheckout(event, result.registration, secretKey, result.order) };
  if (result.ok) return { status: 201, body: { success: true, id: result.registration.id, message: REGISTER_MESSAGES.success, data: result.order } };
  if (result.reason === 'not-found') throw notFound(REGISTER_MESSAGES.notFound);
  if (result.reason === 'refused') throw new HttpError(result.refusal.status, result.refusal.message, result.refusal.errors);
  throw conflict(REGISTER_MESSAGES[result.reason]);
});
