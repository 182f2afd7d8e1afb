import { SCHOOL_MESSAGES } from '../../contract/school';
import { availabilityInput } from '../../contract/school-schemas';
import { availabilityRepo } from '../lib/db/school/availability-repo';
import { handle } from '../lib/http';

// Replaces the whole document: the admin's form always sends every row.
export const handler = handle({ auth: 'admin', body: availabilityInput }, async ({ body }) => ({
  body: { success: true, message: SCHOOL_MESSAGES.availabilitySaved, id: 'availability', data: await availabilityRepo.save(body) },
}));
