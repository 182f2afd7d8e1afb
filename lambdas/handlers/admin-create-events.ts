import { eventInput } from '../../contract/schemas';
import { adminCreate } from '../lib/admin-crud';
import { eventsRepo } from '../lib/db/events-repo';

export const handler = adminCreate(eventInput, eventsRepo, 'Event');
