import { adminDelete } from '../lib/admin-crud';
import { eventsRepo } from '../lib/db/events-repo';

export const handler = adminDelete(eventsRepo, 'Event');
