// Bounces and complaints from the SES configuration set, through SNS. Each
// event carries the message's tags; the mailer tagged every message with its
// outbox id ('mail-id'), so the mail is found by key with no lookup item.
// Soft (transient) bounces are SES's to retry; only permanent bounces and
// complaints mark the mail.
import type { SNSEvent } from 'aws-lambda';
import { newsRepo } from '../lib/db/news-repo';
import { MailStateError, outboxRepo } from '../lib/db/outbox-repo';

type SesEvent = {
  eventType?: string;
  notificationType?: string;
  mail?: { messageId?: string; tags?: Record<string, string[]> };
  bounce?: { bounceType?: string; bounceSubType?: string; bouncedRecipients?: { emailAddress?: string; diagnosticCode?: string }[] };
  complaint?: { complaintFeedbackType?: string; complainedRecipients?: { emailAddress?: string }[] };
};

/** Why the mail is marked, or null when this event does not mark it. */
export function bounceReason(event: SesEvent): string | null {
  const type = event.eventType ?? event.notificationType;
  if (type === 'Bounce' && event.bounce?.bounceType === 'Permanent') {
    const who = (event.bounce.bouncedRecipients ?? []).map((r) => [r.emailAddress, r.diagnosticCode].filter(Boolean).join(': '));
    return `Bounced (${event.bounce.bounceSubType ?? 'permanent'}): ${who.join('; ')}`;
  }
  if (type === 'Complaint') {
    const who = (event.complaint?.complainedRecipients ?? []).map((r) => r.emailAddress).filter(Boolean);
    return `Marked as spam by ${who.join(', ')}${event.complaint?.complaintFeedbackType ? ` (${event.complaint.complaintFeedbackType})` : ''}`;
  }
  return null;
}

export async function handleSesEvent(event: SesEvent): Promise<'marked' | 'ignored'> {
  const reason = bounceReason(event);
  const mailId = event.mail?.tags?.['mail-id']?.[0];
  if (!reason || !mailId) return 'ignored';
  const mail = await outboxRepo.get(mailId);
  if (!mail) return 'ignored';
  try {
    await outboxRepo.markBounced(mail, reason);
    // An announcement's recipient gets no later one, and its counts say what happened (docs/PRODUCT-RULES.md, Mailing list).
    const hash = mail.data?.recipientHash;
    if (mail.kind === 'announcement' && hash && mail.refs.announcementId) {
      const state = (event.eventType ?? event.notificationType) === 'Complaint' ? 'complained' : 'bounced';
      await newsRepo.stop(hash, state, new Date().toISOString());
      await newsRepo.count(mail.refs.announcementId, state);
    }
    return 'marked';
  } catch (error) {
    // Already bounced (a complaint after a bounce): the first reason stays.
    if (error instanceof MailStateError) return 'ignored';
    throw error;
  }
}

export async function handler(event: SNSEvent): Promise<void> {
  for (const record of event.Records) {
    await handleSesEvent(JSON.parse(record.Sns.Message) as SesEvent);
  }
}
