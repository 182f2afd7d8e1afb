import { RESOURCE_LABELS } from '../../contract/messages';
import { eventInput } from '../../contract/schemas';
import { adminUpdate } from '../lib/admin-crud';
import { eventsRepo } from '../lib/db/events-repo';

// seatsTaken is not an input: changing maxParticipants keeps the seats already taken.
export const handler = adminUpdate(eventInput, eventsRepo, RESOURCE_LABELS.events);
