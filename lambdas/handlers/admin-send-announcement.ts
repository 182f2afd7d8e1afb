import { NEWS_MESSAGES } from '../../contract/news';
import { newsRepo } from '../lib/db/news-repo';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';
import { fanOut } from '../lib/news/fan-out';

// Send (or resume sending) an announcement: the fan-out queues one outbox mail per consenting recipient,
// paced to the sending rate; its mails wait for sendAt when it is later. A second call resumes where a
// stopped one left off and queues nobody twice.
export const handler = handle({ auth: 'admin' }, async ({ params }) => {
  const now = new Date();
  const started = await newsRepo.startSending(params.id, now.toISOString());
  if (started === 'missing') throw notFound(NEWS_MESSAGES.notFound);
  if (started === 'not-draft') throw conflict(NEWS_MESSAGES.notDraft);
  await fanOut(params.id, { now });
  return { status: 202, body: { success: true, message: NEWS_MESSAGES.sending, id: params.id } };
});
