import { RESOURCE_LABELS } from '../../contract/messages';
import { adminDelete } from '../lib/admin-crud';
import { eventsRepo } from '../lib/db/events-repo';
import { itemFiles } from '../lib/media/item-files';

export const handler = adminDelete(eventsRepo, RESOURCE_LABELS.events, itemFiles(eventsRepo));
