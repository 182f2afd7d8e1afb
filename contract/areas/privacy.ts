// The privacy area (issue 36; docs/PRODUCT-RULES.md, People's data): a person's own rights without an
// account: ask for a link, see everything held about their email, withdraw consent, erase. One nested
// stack (docs/ARCHITECTURE.md, Stacks). Finding one person reads every kind that holds personal data
// (lambdas/lib/db/people-repo.ts): Queries of their gsi1 lists and of the programmes' partitions.
import type { ExportInput } from '../admin-security';
import type { AdminPeopleEraseInput, ErasureResponse, PersonDataResponse, PrivacyConsentInput, PrivacyCorrectInput, PrivacyRequestInput, PrivacyRequestsResponse } from '../privacy';
import type { MutationResponse } from '../schemas';
import { admin, type DataAccess, type RouteSpec } from '../route-spec';

export type PrivacyEndpoints = {
  requestPrivacyLink: { body: PrivacyRequestInput; answer: MutationResponse };
  getPrivacyAccess: { answer: PersonDataResponse };
  withdrawPrivacyConsent: { body: PrivacyConsentInput; answer: MutationResponse };
  correctPrivacyData: { body: PrivacyCorrectInput; answer: MutationResponse & { data: { changed: number } } };
  erasePrivacyData: { answer: ErasureResponse };
  adminFindPeople: { query: { q: string }; answer: PersonDataResponse };
  adminErasePeople: { body: AdminPeopleEraseInput; answer: ErasureResponse & { id: string } };
  adminListPrivacyRequests: { query: { cursor?: string }; answer: PrivacyRequestsResponse };
  adminCreateExports: { body: ExportInput; answer: MutationResponse };
};

/** What finding one person reads (people-repo.ts): every list of personal data, each programme's learners, receipts, marks. */
export const FIND_PERSON = {
  lists: ['registrations', 'contacts', 'trials', 'mail', 'audit', 'programmes', 'events', 'waitlist', 'attendance', 'privacy'],
  gets: ['programmes', 'receipts', 'attendance', 'privacy', 'news'],
} as const satisfies DataAccess;

/**
 * What an erasure does (lambdas/lib/privacy/erase.ts): finding the person, cancelling what is still to
 * come (a ticket under its event's policy and its refund, a trial lesson, a place on a waitlist: their own
 * paths' writes), then pseudonymising every kind the map lists.
 */
export const ERASE_PERSON = {
  lists: FIND_PERSON.lists,
  gets: [...FIND_PERSON.gets, 'events', 'tickets', 'registrations', 'trials', 'waitlist', 'settings', 'payments'],
  writes: ['registrations', 'events', 'tickets', 'mail', 'counters', 'receipts', 'contacts', 'trials', 'programmes', 'waitlist', 'audit', 'privacy', 'payments', 'promoCodes', 'news'],
  deletes: ['events', 'programmes', 'waitlist', 'trials', 'privacy'],
} as const satisfies DataAccess;

export const PRIVACY_ROUTES = {
  // One mail with a 30-minute link, the same 202 for any address; limited per client and per address.
  requestPrivacyLink: {
    method: 'POST',
    path: '/api/privacy/requests',
    auth: 'public',
    area: 'privacy',
    access: 'write',
    data: { gets: ['privacy'], writes: ['privacy', 'mail', 'rateLimits'] },
  },
  // Read by its link's token, like a ticket (reads: 'items'): not a public list, so it is not held to the lean bundle of the public reads.
  getPrivacyAccess: { method: 'GET', path: '/api/privacy/access/{token}', auth: 'public', area: 'privacy', access: 'read', reads: 'items', data: FIND_PERSON },
  withdrawPrivacyConsent: {
    method: 'POST',
    path: '/api/privacy/access/{token}/consent',
    auth: 'public',
    area: 'privacy',
    access: 'write',
    data: { gets: ['privacy', 'siteContent'], writes: ['privacy'] },
  },
  // A new name or phone on the person's own records (lambdas/lib/db/correction-repo.ts): found as for the view.
  correctPrivacyData: {
    method: 'POST',
    path: '/api/privacy/access/{token}/correct',
    auth: 'public',
    area: 'privacy',
    access: 'write',
    data: { lists: FIND_PERSON.lists, gets: FIND_PERSON.gets, writes: ['registrations', 'contacts', 'waitlist', 'trials', 'programmes'] },
  },
  // Cancelling a paid ticket within its policy starts its Paystack refund: it reads the key.
  erasePrivacyData: { method: 'POST', path: '/api/privacy/access/{token}/erase', auth: 'public', area: 'privacy', access: 'write', data: ERASE_PERSON, payments: 'paystack' },
  // The admin's side of people's data (issue 36), in this area's stack since the admin-people stack reached its
  // 250 resources (docs/ARCHITECTURE.md, Stacks): one person across every record (FIND_PERSON), erased with a reason
  // (the audit entry keeps the admin and the request's id, not the data), and the requests list.
  adminFindPeople: { ...admin('privacy', 'GET', '/api/admin/people', FIND_PERSON), stepUp: true },
  adminErasePeople: { ...admin('privacy', 'POST', '/api/admin/people/erase', ERASE_PERSON), payments: 'paystack', stepUp: true },
  adminListPrivacyRequests: admin('privacy', 'GET', '/api/admin/privacy-requests', { lists: ['privacy'] }),
  // Exporting people's data (a list's CSV, one person's JSON, built in the browser from what it loaded): asked here
  // first, one of the riskiest actions (stepUp); the wrapper's audit entry says the kind and the count. Touches no item.
  adminCreateExports: { ...admin('privacy', 'POST', '/api/admin/exports', {}), stepUp: true },
} as const satisfies Record<keyof PrivacyEndpoints, RouteSpec>;
