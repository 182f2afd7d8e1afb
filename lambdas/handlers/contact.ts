import { CONTACT_SUCCESS_MESSAGE } from '../../contract/messages';
import { contactInput } from '../../contract/schemas';
import { contactsRepo } from '../lib/db/contacts-repo';
import { providerNotice } from '../lib/db/settings-repo';
import { handle } from '../lib/http';
import { defaultProviderEmail } from '../lib/mail/config';

// The provider's notice is queued with the message; the mailer sends it later,
// so the visitor's answer never waits on mail and never fails because of it.
export const handler = handle({ auth: 'public', body: contactInput }, async ({ body }) => {
  const saved = await contactsRepo.submit(body, await providerNotice(defaultProviderEmail()));
  return { status: 201, body: { success: true, message: CONTACT_SUCCESS_MESSAGE, id: saved.id } };
});
