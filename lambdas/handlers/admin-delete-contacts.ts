import { adminDelete } from '../lib/admin-crud';
import { contactsRepo } from '../lib/db/contacts-repo';

export const handler = adminDelete(contactsRepo, 'Contact message');
