import { REGISTER_MESSAGES } from '../../contract/messages';
import { registrationInput } from '../../contract/schemas';
import { registrationsRepo } from '../lib/db/registrations-repo';
import { providerNotice } from '../lib/db/settings-repo';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';
import { defaultProviderEmail } from '../lib/mail/config';

// Open or not is the lifecycle rule (contract/event-lifecycle.ts), applied by
// the repository at this instant and again inside its transaction.
// The confirmation and the provider's notice are queued in the registration's
// own transaction; the mailer sends them later, so the answer never waits on mail.
export const handler = handle({ auth: 'public', body: registrationInput }, async ({ body }) => {
  const result = await registrationsRepo.create(body, new Date(), { notify: await providerNotice(defaultProviderEmail()) });
  if (result.ok) return { status: 201, body: { id: result.registration.id, message: REGISTER_MESSAGES.success } };
  if (result.reason === 'not-found') throw notFound(REGISTER_MESSAGES.notFound);
  throw conflict(REGISTER_MESSAGES[result.reason]);
});
