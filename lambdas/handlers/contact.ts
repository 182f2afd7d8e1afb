import { CONTACT_SUCCESS_MESSAGE } from '../../contract/messages';
import { contactInput } from '../../contract/schemas';
import { contactsRepo } from '../lib/db/contacts-repo';
import { handle } from '../lib/http';

export const handler = handle({ auth: 'public', body: contactInput }, async ({ body }) => {
  const saved = await contactsRepo.create(body);
  return { status: 201, body: { success: true, message: CONTACT_SUCCESS_MESSAGE, id: saved.id } };
});
