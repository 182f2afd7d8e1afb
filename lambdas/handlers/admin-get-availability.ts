import { availabilityRepo } from '../lib/db/school/availability-repo';
import { handle } from '../lib/http';

export const handler = handle({ auth: 'admin' }, async () => ({ body: { success: true, data: await availabilityRepo.get() } }));
