import { RESOURCE_LABELS } from '../../contract/messages';
import { eventInput } from '../../contract/schemas';
import { adminUpdate } from '../lib/admin-crud';
import { eventsRepo } from '../lib/db/events-repo';
import { itemFiles } from '../lib/media/item-files';

// seatsTaken is not an input: changing maxParticipants keeps the seats already taken.
export const handler = adminUpdate(eventInput, eventsRepo, RESOURCE_LABELS.events, itemFiles(eventsRepo));
