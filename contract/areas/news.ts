// The mailing list (issue 39; contract/news.ts, docs/PRODUCT-RULES.md, Mailing list): signing up with
// double opt-in, the subscriber's page and one-click unsubscribe (public, by token), and the admin's
// announcements and audiences. One nested stack (docs/ARCHITECTURE.md, Stacks).
import type { AnnouncementContentInput, AnnouncementInput, AnnouncementPreviewResponse, AnnouncementResponse, AnnouncementsResponse, AnnouncementTestInput, AudienceCountResponse, AudienceQuery, AudiencesResponse, SubscribeInput, SubscriberResponse, SubscriberUpdateInput, UnsubscribeInput } from '../news';
import type { MutationResponse } from '../schemas';
import { admin, type DataAccess, type RouteSpec } from '../route-spec';

export type NewsEndpoints = {
  subscribe: { body: SubscribeInput; answer: MutationResponse };
  confirmSubscription: { answer: MutationResponse };
  unsubscribe: { body: UnsubscribeInput; answer: MutationResponse };
  unsubscribeLink: { answer: MutationResponse };
  getSubscriber: { answer: SubscriberResponse };
  updateSubscriber: { body: SubscriberUpdateInput; answer: MutationResponse };
  adminListAnnouncements: { query: { cursor?: string }; answer: AnnouncementsResponse };
  adminCreateAnnouncement: { body: AnnouncementInput; answer: MutationResponse };
  adminPreviewAnnouncement: { body: AnnouncementContentInput; answer: AnnouncementPreviewResponse };
  adminTestAnnouncement: { body: AnnouncementTestInput; answer: MutationResponse };
  adminGetAnnouncement: { answer: AnnouncementResponse };
  adminSendAnnouncement: { answer: MutationResponse };
  adminCancelAnnouncement: { answer: MutationResponse };
  adminListAudiences: { answer: AudiencesResponse };
  adminCountAudience: { query: AudienceQuery; answer: AudienceCountResponse };
};

/**
 * Who an audience can hold (lambdas/lib/news/audience.ts): the subscribers' list, an event's or every
 * registration, a programme's learners, an event's waitlist; each checked against the person's consent
 * answers and suppression (PRIVACY#) and their news state (NEWS#), a page of people's at once.
 */
const AUDIENCE_READS = {
  lists: ['news', 'registrations', 'programmes', 'events', 'waitlist'],
  gets: ['news', 'privacy', 'registrations', 'programmes', 'events', 'waitlist'],
  batchGets: ['news', 'privacy'],
} as const satisfies DataAccess;

export const NEWS_ROUTES = {
  // Double opt-in: one mail with a link, the same 202 for a new or known address; limited per client and per address.
  subscribe: { method: 'POST', path: '/api/subscribe', auth: 'public', area: 'news', access: 'write', data: { gets: ['news', 'privacy'], writes: ['news', 'mail', 'rateLimits', 'privacy'] } },
  // The click: the subscription and its consent record (marketing yes, form 'subscribe').
  confirmSubscription: { method: 'POST', path: '/api/subscribe/confirm/{token}', auth: 'public', area: 'news', access: 'write', data: { gets: ['news', 'privacy', 'siteContent'], writes: ['news', 'privacy'] } },
  // RFC 8058 one-click: no session, no page; the withdrawal is recorded (form 'news').
  unsubscribe: { method: 'POST', path: '/api/unsubscribe/{token}', auth: 'public', area: 'news', access: 'write', data: { gets: ['news', 'privacy', 'siteContent'], writes: ['news', 'privacy'] } },
  // The same address opened in a browser (or by a mail scanner): never unsubscribes, 303 to the subscriber's page.
  unsubscribeLink: { method: 'GET', path: '/api/unsubscribe/{token}', auth: 'public', area: 'news', access: 'read', data: {} },
  // The subscriber's page (/news/{token}): reading it never unsubscribes.
  getSubscriber: { method: 'GET', path: '/api/news/{token}', auth: 'public', area: 'news', access: 'read', reads: 'items', data: { gets: ['news', 'privacy'] } },
  updateSubscriber: { method: 'PUT', path: '/api/news/{token}', auth: 'public', area: 'news', access: 'write', data: { gets: ['news'], writes: ['news'] } },
  // Newest first, 50 a page, each with its recipients counted (a Query within the announcement's partition).
  adminListAnnouncements: admin('news', 'GET', '/api/admin/announcements', { lists: ['news'], gets: ['news'] }),
  adminCreateAnnouncement: admin('news', 'POST', '/api/admin/announcements', { gets: ['events', 'programmes'], writes: ['news'] }),
  // The mail as it will look, from the mailer's own renderer (its links need SITE_ORIGIN: reads 'items'); it changes nothing and is not audited.
  adminPreviewAnnouncement: { ...admin('news', 'POST', '/api/admin/announcements/preview', { gets: ['events', 'programmes'] }), reads: 'items' },
  // One mail marked as a test to the provider's notification address (or the one given); counted nowhere.
  adminTestAnnouncement: admin('news', 'POST', '/api/admin/announcements/test', { gets: ['events', 'programmes', 'settings'], writes: ['mail'] }),
  adminGetAnnouncement: admin('news', 'GET', '/api/admin/announcements/{id}', { gets: ['news'] }),
  // The fan-out: one outbox mail per consenting recipient, each with its unsubscribe link (a page's mails
  // already queued are read first, so a restart skips them).
  adminSendAnnouncement: admin('news', 'POST', '/api/admin/announcements/{id}/send', { ...AUDIENCE_READS, batchGets: [...AUDIENCE_READS.batchGets, 'mail'], writes: ['news', 'mail'] }),
  adminCancelAnnouncement: admin('news', 'POST', '/api/admin/announcements/{id}/cancel', { gets: ['news'], writes: ['news'] }),
  adminListAudiences: admin('news', 'GET', '/api/admin/audiences', AUDIENCE_READS),
  // The audience exactly as chosen (kind and interest, event or programme), counted before sending.
  adminCountAudience: admin('news', 'GET', '/api/admin/audiences/count', AUDIENCE_READS),
} as const satisfies Record<keyof NewsEndpoints, RouteSpec>;
