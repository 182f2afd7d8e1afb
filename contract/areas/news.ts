// The mailing list (issue 39; contract/news.ts, docs/PRODUCT-RULES.md, Mailing list): signing up with
// double opt-in, the subscriber's page and one-click unsubscribe (public, by token), and the admin's
// announcements and audiences. One nested stack (docs/ARCHITECTURE.md, Stacks).
import type { AnnouncementInput, AnnouncementResponse, AudiencesResponse, SubscribeInput, SubscriberResponse, SubscriberUpdateInput, UnsubscribeInput } from '../news';
import type { MutationResponse } from '../schemas';
import { admin, type DataAccess, type RouteSpec } from '../route-spec';

export type NewsEndpoints = {
  subscribe: { body: SubscribeInput; answer: MutationResponse };
  confirmSubscription: { answer: MutationResponse };
  unsubscribe: { body: UnsubscribeInput; answer: MutationResponse };
  getSubscriber: { answer: SubscriberResponse };
  updateSubscriber: { body: SubscriberUpdateInput; answer: MutationResponse };
  adminCreateAnnouncement: { body: AnnouncementInput; answer: MutationResponse };
  adminGetAnnouncement: { answer: AnnouncementResponse };
  adminSendAnnouncement: { answer: MutationResponse };
  adminCancelAnnouncement: { answer: MutationResponse };
  adminListAudiences: { answer: AudiencesResponse };
};

/**
 * Who an audience can hold (lambdas/lib/news/audience.ts): the subscribers' list, an event's or every
 * registration, a programme's learners, an event's waitlist; each checked against the person's consent
 * answers and suppression (PRIVACY#) and their news state (NEWS#).
 */
const AUDIENCE_READS = {
  lists: ['news', 'registrations', 'programmes', 'events', 'waitlist'],
  gets: ['news', 'privacy', 'registrations', 'programmes', 'events', 'waitlist'],
} as const satisfies DataAccess;

export const NEWS_ROUTES = {
  // Double opt-in: one mail with a link, the same 202 for a new or known address; limited per client and per address.
  subscribe: { method: 'POST', path: '/api/subscribe', auth: 'public', area: 'news', access: 'write', data: { gets: ['news', 'privacy'], writes: ['news', 'mail', 'rateLimits', 'privacy'] } },
  // The click: the subscription and its consent record (marketing yes, form 'subscribe').
  confirmSubscription: { method: 'POST', path: '/api/subscribe/confirm/{token}', auth: 'public', area: 'news', access: 'write', data: { gets: ['news', 'privacy', 'siteContent'], writes: ['news', 'privacy'] } },
  // RFC 8058 one-click: no session, no page; the withdrawal is recorded (form 'news').
  unsubscribe: { method: 'POST', path: '/api/unsubscribe/{token}', auth: 'public', area: 'news', access: 'write', data: { gets: ['news', 'privacy', 'siteContent'], writes: ['news', 'privacy'] } },
  // The subscriber's page (/news/{token}): reading it never unsubscribes.
  getSubscriber: { method: 'GET', path: '/api/news/{token}', auth: 'public', area: 'news', access: 'read', reads: 'items', data: { gets: ['news', 'privacy'] } },
  updateSubscriber: { method: 'PUT', path: '/api/news/{token}', auth: 'public', area: 'news', access: 'write', data: { gets: ['news'], writes: ['news'] } },
  adminCreateAnnouncement: admin('news', 'POST', '/api/admin/announcements', { gets: ['events', 'programmes'], writes: ['news'] }),
  adminGetAnnouncement: admin('news', 'GET', '/api/admin/announcements/{id}', { gets: ['news'] }),
  // The fan-out: one outbox mail per consenting recipient, each with its unsubscribe link (a page's mails
  // already queued are read first, so a restart skips them).
  adminSendAnnouncement: admin('news', 'POST', '/api/admin/announcements/{id}/send', { ...AUDIENCE_READS, gets: [...AUDIENCE_READS.gets, 'mail'], writes: ['news', 'mail'] }),
  adminCancelAnnouncement: admin('news', 'POST', '/api/admin/announcements/{id}/cancel', { gets: ['news'], writes: ['news'] }),
  adminListAudiences: admin('news', 'GET', '/api/admin/audiences', AUDIENCE_READS),
} as const satisfies Record<keyof NewsEndpoints, RouteSpec>;
