import { mySessions } from '../lib/accounts';
import { handle } from '../lib/http';

export const handler = handle({ auth: 'admin' }, async ({ admin }) => ({ body: { data: await mySessions(admin!) } }));
