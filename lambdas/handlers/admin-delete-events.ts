import { RESOURCE_LABELS } from '../../contract/messages';
import { adminDelete } from '../lib/admin-crud';
import { eventsRepo } from '../lib/db/events-repo';

export const handler = adminDelete(eventsRepo, RESOURCE_LABELS.events);
