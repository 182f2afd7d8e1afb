import { announcementInput, NEWS_MESSAGES } from '../../contract/news';
import { newsRepo } from '../lib/db/news-repo';
import { badRequest } from '../lib/errors';
import { handle } from '../lib/http';
import { checkAudience, checkCard } from '../lib/news/checks';

// A new announcement, as a draft: nothing is sent before POST .../send (docs/PRODUCT-RULES.md, Mailing list).
export const handler = handle({ auth: 'admin', body: announcementInput }, async ({ body, admin }) => {
  const { audience } = body;
  await checkAudience(audience);
  await checkCard(body);
  const now = new Date();
  if (body.sendAt && Date.parse(body.sendAt) < now.getTime() - 60_000) throw badRequest('Choose a time still to come', { sendAt: 'Choose a time still to come' });
  const id = await newsRepo.createAnnouncement({
    subject: body.subject,
    body: body.body,
    audience,
    eventId: body.eventId,
    programmeId: body.programmeId,
    sendAt: body.sendAt ? new Date(body.sendAt).toISOString() : undefined,
    createdBy: admin!.username,
    at: now.toISOString(),
  });
  return { status: 201, body: { success: true, message: NEWS_MESSAGES.created, id } };
});
