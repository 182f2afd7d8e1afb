import type { ContactInput, ContactSubmission } from '../../../contract/schemas';
import { contentRepo } from './content-repo';
import { keys } from './keys';

// Contact messages come from visitors and are never edited; update is unused.
export const contactsRepo = contentRepo<ContactInput, ContactSubmission>({
  what: 'Contact message',
  key: keys.contact,
  gsi: keys.contactGsi,
  partition: keys.contactsPartition,
  fields: ['name', 'email', 'phone', 'service', 'message'],
});
