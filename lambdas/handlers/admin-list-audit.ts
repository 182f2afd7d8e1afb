import { auditRepo } from '../lib/db/audit-repo';
import { handle } from '../lib/http';

export const handler = handle({ auth: 'admin' }, async () => ({ body: { data: await auditRepo.latest() } }));
