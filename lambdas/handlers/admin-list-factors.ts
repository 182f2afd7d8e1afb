import { handle } from '../lib/http';
import { listFactors } from '../lib/mfa/factors';

export const handler = handle({ auth: 'admin' }, async ({ admin }) => ({ body: await listFactors(admin!) }));
