import { RESOURCE_LABELS } from '../../contract/messages';
import { adminDelete } from '../lib/admin-crud';
import { contactsRepo } from '../lib/db/contacts-repo';

export const handler = adminDelete(contactsRepo, RESOURCE_LABELS.contacts);
