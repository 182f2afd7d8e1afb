import { NEWS_MESSAGES } from '../../contract/news';
import { newsRepo } from '../lib/db/news-repo';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';

// Cancel before it starts: a draft, or one whose mails wait for a later sendAt (the mailer then sends none of them).
export const handler = handle({ auth: 'admin' }, async ({ params }) => {
  if (!(await newsRepo.announcement(params.id))) throw notFound(NEWS_MESSAGES.notFound);
  if (!(await newsRepo.cancel(params.id, new Date().toISOString()))) throw conflict('This announcement has started or was cancelled already.');
  return { status: 200, body: { success: true, message: NEWS_MESSAGES.cancelled, id: params.id } };
});
