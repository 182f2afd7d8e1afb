import { NEWS_MESSAGES, subscriberUpdateInput } from '../../contract/news';
import { newsRepo } from '../lib/db/news-repo';
import { conflict } from '../lib/errors';
import { handle } from '../lib/http';
import { manageLink } from '../lib/news/manage';

// The subscriber changes their interests on their page (a subscriber only: an unsubscribed address signs up again).
export const handler = handle({ auth: 'public', body: subscriberUpdateInput }, async ({ params, body }) => {
  const link = await manageLink(params.token, new Date());
  if (!(await newsRepo.setInterests(link.emailHash, body.interests))) throw conflict('You are not subscribed. Sign up again on the site to choose your interests.');
  return { status: 200, body: { success: true, message: NEWS_MESSAGES.updated } };
});
