// One renderer for an announcement (docs/ARCHITECTURE.md, Mailing list): the mailer's real mail, the admin's
// preview and the test send all come from here, so the preview is the mail. The card's event or programme is
// read as it is now (an event edited after writing the announcement shows its new time); one deleted since
// leaves the mail without its card rather than stopping it.
import type { AnnouncementContentInput } from '../../../contract/news';
import { eventsRepo } from '../db/events-repo';
import { programmesRepo } from '../db/school/programmes-repo';
import { defaultProviderEmail, mailSite } from '../mail/config';
import { announcementMessage, type AnnouncementCard } from '../mail/messages/news';
import type { MailSite } from '../mail/messages/types';
import type { MailContent } from '../mail/types';

type Content = Pick<AnnouncementContentInput, 'subject' | 'body' | 'eventId' | 'programmeId'>;

export async function announcementCard(content: Pick<Content, 'eventId' | 'programmeId'>): Promise<AnnouncementCard | undefined> {
  if (content.eventId) {
    const event = await eventsRepo.get(content.eventId);
    if (event) return { kind: 'event', event };
  }
  if (content.programmeId) {
    const programme = await programmesRepo.get(content.programmeId);
    if (programme) return { kind: 'programme', programme };
  }
  return undefined;
}

/** token: the recipient's own manage link (absent in a preview or a test); test: marked as a test. */
export async function renderAnnouncement(content: Content, options: { token?: string; test?: boolean; site?: MailSite } = {}): Promise<MailContent> {
  const site = options.site ?? mailSite();
  return announcementMessage({
    site,
    subject: content.subject,
    body: content.body,
    token: options.token,
    test: options.test,
    apiOrigin: site.origin,
    unsubscribeMailto: defaultProviderEmail(),
    card: await announcementCard(content),
  });
}
