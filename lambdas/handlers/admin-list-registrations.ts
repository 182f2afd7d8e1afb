import { adminList } from '../lib/admin-crud';
import { registrationsRepo } from '../lib/db/registrations-repo';

// Items carry eventId; the dashboard shows the title from the events list.
export const handler = adminList(registrationsRepo);
