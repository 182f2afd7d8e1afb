import { announcementContentInput, type AnnouncementPreviewResponse } from '../../contract/news';
import { handle } from '../lib/http';
import { renderAnnouncement } from '../lib/news/announcement-mail';
import { checkCard } from '../lib/news/checks';

// The mail as it will look, from the renderer the mailer uses (one source of truth), and its plain text.
// A POST only because the text may be 20,000 characters; it writes nothing, so it is no change to audit.
export const handler = handle({ auth: 'admin', body: announcementContentInput, changesNothing: true }, async ({ body }) => {
  await checkCard(body);
  const mail = await renderAnnouncement(body);
  const answer: AnnouncementPreviewResponse = { success: true, data: { subject: mail.subject, html: mail.html, text: mail.text } };
  return { status: 200, body: answer };
});
