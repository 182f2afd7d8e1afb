import { waitlistRepo } from '../lib/db/waitlist-repo';
import { handle } from '../lib/http';

// The event's waitlist in queue order, every status (docs/PRODUCT-RULES.md, Waitlist).
export const handler = handle({ auth: 'admin' }, async ({ params }) => ({ body: { success: true, data: { items: await waitlistRepo.list(params.id) } } }));
