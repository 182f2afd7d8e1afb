import type { AnnouncementsResponse } from '../../contract/news';
import { newsRepo } from '../lib/db/news-repo';
import { BadCursorError } from '../lib/db/pages';
import { badRequest } from '../lib/errors';
import { handle } from '../lib/http';

// The announcements, newest first, 50 a page: subject, status, when, and sent of recipients (drafts have none to count).
export const handler = handle({ auth: 'admin' }, async ({ event }) => {
  const cursor = event.queryStringParameters?.cursor;
  if (cursor !== undefined && !/^[A-Za-z0-9_-]{1,2000}$/.test(cursor)) throw badRequest('The cursor is not valid');
  let page: Awaited<ReturnType<typeof newsRepo.announcements>>;
  try {
    page = await newsRepo.announcements(cursor);
  } catch (error) {
    if (error instanceof BadCursorError) throw badRequest('The cursor is not valid');
    throw error;
  }
  const items = await Promise.all(
    page.items.map(async (a) => ({
      id: a.id,
      subject: a.subject,
      status: a.status,
      createdAt: a.createdAt,
      ...(a.sendAt ? { sendAt: a.sendAt } : {}),
      ...(a.startedAt ? { startedAt: a.startedAt } : {}),
      recipients: a.status === 'draft' ? 0 : await newsRepo.recipientCount(a.id),
      sent: a.sent,
    })),
  );
  const body: AnnouncementsResponse = { success: true, data: { items, nextCursor: page.nextCursor } };
  return { status: 200, body };
});
