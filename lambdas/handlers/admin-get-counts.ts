import { readCounts } from '../lib/db/counters';
import { handle } from '../lib/http';

// The overview's numbers from the counters (counters.ts): one small Query however long the lists are.
export const handler = handle({ auth: 'admin' }, async () => ({ body: { success: true, data: await readCounts() } }));
