import { NEWS_MESSAGES } from '../../contract/news';
import { handle } from '../lib/http';
import { confirmSubscription } from '../lib/news/subscribe';

// The double opt-in's click (POST from the /news/confirm/{token} page, never on a GET a mail scanner follows).
export const handler = handle({ auth: 'public' }, async ({ params }) => {
  const { manageToken } = await confirmSubscription(params.token, new Date());
  return { status: 200, body: { success: true, message: NEWS_MESSAGES.confirmed, ...(manageToken ? { id: manageToken } : {}) } };
});
