// The mailing list (issue 39; docs/PRODUCT-RULES.md, Mailing list): signing up with double opt-in, the
// subscriber's own page, one-click unsubscribe (RFC 8058) and the admin's announcements. Shared by the
// forms, the handlers, the mail and the admin screens.
import * as z from 'zod';
import { consentFields } from './privacy';
import { NEWS_MESSAGES } from './news-messages';
import { SERVICE_OPTIONS } from './schemas';

/** What a subscriber may ask news about: the six services and events. */
export const NEWS_INTERESTS = [...SERVICE_OPTIONS.map((o) => o.value), 'events'] as const;
export type NewsInterest = (typeof NEWS_INTERESTS)[number];

const email = z.string({ error: 'Enter your email address' }).trim().max(254, 'Enter a valid email address').email('Enter a valid email address');
const interests = z.array(z.enum(NEWS_INTERESTS as unknown as [NewsInterest, ...NewsInterest[]], { error: 'Choose interests from the list' })).max(NEWS_INTERESTS.length).optional();

export const subscribeInput = z.object({
  email,
  name: z.string().trim().max(100, 'Enter at most 100 characters').optional(),
  interests,
  ...consentFields,
  /** The forms' bot signals (docs/PRODUCT-RULES.md, Spam and abuse). */
  homepage: z.string().max(200).optional(),
  fillMs: z.number().int().min(0).optional(),
});
export type SubscribeInput = z.input<typeof subscribeInput>;
/** The sign-up form's own check (frontend/src/features/news/): the box is the consent, so it must be ticked, as the server says too. */
export const subscribeForm = subscribeInput.refine((v) => v.marketingConsent === true, { path: ['marketingConsent'], message: NEWS_MESSAGES.consentNeeded });

export const subscriberUpdateInput = z.object({ interests: interests.unwrap() });
export type SubscriberUpdateInput = z.input<typeof subscriberUpdateInput>;

/** RFC 8058: the one-click POST's body, form-encoded by the mail client. A JSON body saying the same is accepted too. */
export const unsubscribeInput = z.object({ 'List-Unsubscribe': z.literal('One-Click', { error: 'Send List-Unsubscribe=One-Click to unsubscribe' }) });
export type UnsubscribeInput = z.input<typeof unsubscribeInput>;

export const AUDIENCE_KINDS = ['subscribers', 'past-attendees', 'learners', 'waitlist'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];
const id = z.string().trim().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Choose an item from the list');
export const audienceInput = z.object({
  kind: z.enum(AUDIENCE_KINDS, { error: 'Choose who receives it' }),
  interest: z.enum(NEWS_INTERESTS as unknown as [NewsInterest, ...NewsInterest[]], { error: 'Choose an interest from the list' }).optional(),
  eventId: id.optional(),
  programmeId: id.optional(),
});
export type Audience = z.output<typeof audienceInput>;

/** What the mail says: shared by the announcement, its preview and its test send (one renderer: lambdas/lib/news/announcement-mail.ts). */
export const announcementContentInput = z.object({
  subject: z.string({ error: 'Enter a subject' }).trim().min(3, 'Enter a subject').max(150, 'Enter at most 150 characters'),
  body: z.string({ error: 'Enter the text' }).trim().min(1, 'Enter the text').max(20_000, 'Enter at most 20,000 characters'),
  /** The optional card in the mail: the event with its Register button, or the programme with its Enrol button. */
  eventId: id.optional(),
  programmeId: id.optional(),
});
export type AnnouncementContentInput = z.input<typeof announcementContentInput>;

export const announcementInput = announcementContentInput.extend({
  audience: audienceInput,
  sendAt: z.iso.datetime({ error: 'Enter a date and time', offset: true }).optional(),
});
export type AnnouncementInput = z.input<typeof announcementInput>;

/** A test send: the same content, to the provider's notification address or the address given. */
export const announcementTestInput = announcementContentInput.extend({ to: email.optional() });
export type AnnouncementTestInput = z.input<typeof announcementTestInput>;

/** GET /api/admin/audiences/count: one audience exactly as chosen (query strings; empty ones are absent). */
export type AudienceQuery = { kind: string; interest?: string; eventId?: string; programmeId?: string };
export type AudienceCountResponse = { success: true; data: { count: number } };

export type AnnouncementStatus = 'draft' | 'sending' | 'sent' | 'cancelled';
export type AnnouncementCounts = { recipients: number; sent: number; bounced: number; complained: number; unsubscribed: number };
export type AnnouncementView = AnnouncementCounts & {
  id: string;
  subject: string;
  body: string;
  audience: Audience;
  status: AnnouncementStatus;
  createdAt: string;
  sendAt?: string;
  startedAt?: string;
  eventId?: string;
  programmeId?: string;
};
export type AnnouncementResponse = { success: true; data: AnnouncementView };
/** A row of the announcements list (newest first, 50 a page). */
export type AnnouncementRow = Pick<AnnouncementView, 'id' | 'subject' | 'status' | 'createdAt' | 'sendAt' | 'startedAt' | 'recipients' | 'sent'>;
export type AnnouncementsResponse = { success: true; data: { items: AnnouncementRow[]; nextCursor: string | null } };
/** The mail as it will look (the same renderer as the sent mail), and its plain-text part. */
export type AnnouncementPreviewResponse = { success: true; data: { subject: string; html: string; text: string } };

/**
 * What the admin sees: a sent (or sending) announcement whose sendAt is still to come is scheduled (its mails
 * wait in the outbox until then, and it can still be cancelled).
 */
export type AnnouncementPhase = 'draft' | 'scheduled' | 'sending' | 'sent' | 'cancelled';
export function announcementPhase(a: Pick<AnnouncementView, 'status' | 'sendAt'>, now: Date): AnnouncementPhase {
  if ((a.status === 'sent' || a.status === 'sending') && a.sendAt && Date.parse(a.sendAt) > now.getTime()) return 'scheduled';
  return a.status;
}
export const PHASE_LABELS: Record<AnnouncementPhase, string> = { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent', cancelled: 'Cancelled' };

export type AudiencesResponse = { success: true; data: { subscribers: number; byInterest: Record<string, number>; pastAttendees: number; learners: number } };
export type SubscriberView = { interests: NewsInterest[]; subscribed: boolean };
export type SubscriberResponse = { success: true; data: SubscriberView };

/** How often one client may use the sign-up form, per window (the public forms' rule), and per address. */
export const NEWS_LIMITS = { windowSeconds: 600, perClient: 10, perAddress: 3, confirmHours: 48, manageTokenDays: 400 } as const;
/** SES's sending rate the fan-out paces the announcement's mails to (mails a second; NEWS_SEND_RATE overrides). */
export const NEWS_SEND_RATE = 14;

export { NEWS_MESSAGES };
