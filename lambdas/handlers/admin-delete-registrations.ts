import { RESOURCE_LABELS } from '../../contract/messages';
import { adminDelete } from '../lib/admin-crud';
import { registrationsRepo } from '../lib/db/registrations-repo';

// Frees the registration's seat and lets its email register again.
export const handler = adminDelete(registrationsRepo, RESOURCE_LABELS.registrations);
