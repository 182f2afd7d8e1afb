import { RESOURCE_LABELS } from '../../contract/messages';
import { eventInput } from '../../contract/schemas';
import { adminCreate } from '../lib/admin-crud';
import { eventsRepo } from '../lib/db/events-repo';

export const handler = adminCreate(eventInput, eventsRepo, RESOURCE_LABELS.events);
