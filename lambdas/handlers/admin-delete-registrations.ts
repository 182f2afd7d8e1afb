import { adminDelete } from '../lib/admin-crud';
import { registrationsRepo } from '../lib/db/registrations-repo';

// Frees the registration's seat and lets its email register again.
export const handler = adminDelete(registrationsRepo, 'Registration');
