import { promoCodesRepo } from '../lib/db/promo-codes-repo';
import { handle } from '../lib/http';

// Every code with its uses and revenue (whole naira of the orders that used it), newest first.
export const handler = handle({ auth: 'admin' }, async () => ({ body: { data: await promoCodesRepo.list() } }));
