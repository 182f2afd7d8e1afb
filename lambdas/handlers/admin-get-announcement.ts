import { NEWS_MESSAGES, type AnnouncementResponse } from '../../contract/news';
import { newsRepo } from '../lib/db/news-repo';
import { notFound } from '../lib/errors';
import { handle } from '../lib/http';

// What happened, without tracking: recipients (counted), sent (the mailer), bounced and complained (SES), unsubscribed (the links).
export const handler = handle({ auth: 'admin' }, async ({ params }) => {
  const found = await newsRepo.announcement(params.id);
  if (!found) throw notFound(NEWS_MESSAGES.notFound);
  const recipients = await newsRepo.recipientCount(params.id);
  const { id, subject, body, audience, status, createdAt, sendAt, startedAt, eventId, programmeId, sent, bounced, complained, unsubscribed } = found;
  const optional = { ...(sendAt ? { sendAt } : {}), ...(startedAt ? { startedAt } : {}), ...(eventId ? { eventId } : {}), ...(programmeId ? { programmeId } : {}) };
  const answer: AnnouncementResponse = { success: true, data: { id, subject, body, audience, status, createdAt, ...optional, recipients, sent, bounced, complained, unsubscribed } };
  return { status: 200, body: answer };
});
