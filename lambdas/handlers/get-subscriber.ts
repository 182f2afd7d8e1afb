import type { SubscriberResponse } from '../../contract/news';
import { newsRepo } from '../lib/db/news-repo';
import { handle } from '../lib/http';
import { mayReceive } from '../lib/news/audience';
import { manageLink } from '../lib/news/manage';

// The subscriber's page (/news/{token}): what they receive. A GET never unsubscribes (mail scanners follow links).
export const handler = handle({ auth: 'public' }, async ({ params }) => {
  const link = await manageLink(params.token, new Date());
  const [subscriber, receives] = await Promise.all([newsRepo.subscriber(link.emailHash), mayReceive(link.emailHash)]);
  const body: SubscriberResponse = { success: true, data: { interests: subscriber?.interests ?? [], subscribed: receives } };
  return { status: 200, body };
});
