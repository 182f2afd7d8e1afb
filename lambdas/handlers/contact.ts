import { CONTACT_SUCCESS_MESSAGE } from '../../contract/messages';
import { recordConsent } from '../lib/privacy/consent';
import { welcomeBack } from '../lib/privacy/welcome-back';
import { contactRequest } from '../../contract/schemas';
import { contactsRepo } from '../lib/db/contacts-repo';
import { newId } from '../lib/db/items';
import { providerNotice } from '../lib/db/settings-repo';
import { screenSubmission } from '../lib/form-guard';
import { handle } from '../lib/http';
import { defaultProviderEmail } from '../lib/mail/config';

// The provider's notice is queued with the message; the mailer sends it later,
// so the visitor's answer never waits on mail and never fails because of it.
export const handler = handle({ auth: 'public', body: contactRequest }, async ({ event, body }) => {
  // A bot is answered like a person, with nothing stored (lambdas/lib/form-guard.ts).
  if ((await screenSubmission(event, body, 'contacts')) === 'bot') return { status: 201, body: { success: true, message: CONTACT_SUCCESS_MESSAGE, id: newId() } };
  await welcomeBack(body.email);
  const saved = await contactsRepo.submit(body, await providerNotice(defaultProviderEmail()));
  await recordConsent(body.email, body, 'contact', saved.id);
  return { status: 201, body: { success: true, message: CONTACT_SUCCESS_MESSAGE, id: saved.id } };
});
