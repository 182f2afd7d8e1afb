import { announcementInput, NEWS_MESSAGES } from '../../contract/news';
import { eventsRepo } from '../lib/db/events-repo';
import { newsRepo } from '../lib/db/news-repo';
import { programmesRepo } from '../lib/db/school/programmes-repo';
import { badRequest } from '../lib/errors';
import { handle } from '../lib/http';

// A new announcement, as a draft: nothing is sent before POST .../send (docs/PRODUCT-RULES.md, Mailing list).
export const handler = handle({ auth: 'admin', body: announcementInput }, async ({ body, admin }) => {
  const { audience } = body;
  if (audience.kind === 'waitlist' && !audience.eventId) throw badRequest('Choose the event whose waitlist receives it', { 'audience.eventId': 'Choose an event' });
  if (audience.eventId && !(await eventsRepo.get(audience.eventId))) throw badRequest('That event does not exist', { 'audience.eventId': 'That event does not exist' });
  if (audience.programmeId && !(await programmesRepo.get(audience.programmeId))) throw badRequest('That programme does not exist', { 'audience.programmeId': 'That programme does not exist' });
  const now = new Date();
  if (body.sendAt && Date.parse(body.sendAt) < now.getTime() - 60_000) throw badRequest('Choose a time still to come', { sendAt: 'Choose a time still to come' });
  const id = await newsRepo.createAnnouncement({ subject: body.subject, body: body.body, audience, sendAt: body.sendAt ? new Date(body.sendAt).toISOString() : undefined, createdBy: admin!.username, at: now.toISOString() });
  return { status: 201, body: { success: true, message: NEWS_MESSAGES.created, id } };
});
