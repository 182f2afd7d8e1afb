import { adminList } from '../lib/admin-crud';
import { contactsRepo } from '../lib/db/contacts-repo';

export const handler = adminList(contactsRepo);
