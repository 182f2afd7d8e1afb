import { programmesRepo } from '../lib/db/school/programmes-repo';
import { handle } from '../lib/http';

export const handler = handle({ auth: 'admin' }, async () => ({ body: { success: true, data: { items: await programmesRepo.list() } } }));
