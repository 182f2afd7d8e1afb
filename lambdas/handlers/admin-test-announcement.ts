import { announcementTestInput, NEWS_MESSAGES } from '../../contract/news';
import { transact } from '../lib/db/items';
import { outboxRepo } from '../lib/db/outbox-repo';
import { providerNotice } from '../lib/db/settings-repo';
import { handle } from '../lib/http';
import { defaultProviderEmail } from '../lib/mail/config';
import { checkCard } from '../lib/news/checks';

// A test send: the mail as written (saved or not), marked as a test, to the provider's notification address
// or the address the admin typed. It has no announcement ref, so no announcement's figures count it.
export const handler = handle({ auth: 'admin', body: announcementTestInput }, async ({ body }) => {
  await checkCard(body);
  const to = body.to ?? (await providerNotice(defaultProviderEmail())).to;
  const data: Record<string, string> = { subject: body.subject, body: body.body, ...(body.eventId ? { eventId: body.eventId } : {}), ...(body.programmeId ? { programmeId: body.programmeId } : {}) };
  await transact([outboxRepo.queue({ kind: 'announcement-test', to: [to], refs: {}, data }).put]);
  return { status: 202, body: { success: true, message: NEWS_MESSAGES.testQueued } };
});
