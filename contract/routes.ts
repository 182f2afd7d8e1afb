// THE route table. The CDK api construct (one Lambda + one HTTP API route per
// row), the local API emulator, the SPA's api client and the tests all read
// it. Adding an endpoint = one entry in API, its types in Endpoints, and
// lambdas/handlers/<handler>.ts.
// The schemas are imported as types only: a page that needs nothing but a
// path must not pay for zod's runtime.
import type { PromoCode, PromoCodeInput } from './box-office';
import type {
  CompleteMultipartInput,
  CompleteMultipartResponse,
  PresignImageInput,
  PresignImageResponse,
  StartMultipartInput,
  StartMultipartResponse,
} from './media';
import type {
  AdminSiteContentResponse,
  AdminAccount,
  AdminSessionView,
  AuditEntry,
  AttendeesResponse,
  BroadcastInput,
  ChangePasswordInput,
  BroadcastResponse,
  CheckInInput,
  CheckInResponse,
  ContactRequest,
  ContactResponse,
  ContactSubmission,
  CountsResponse,
  ContentRevertInput,
  ContentSaveResponse,
  ContentUpdateInput,
  ContentVersionsResponse,
  Event,
  EventInput,
  EventRegistration,
  EventsResponse,
  GalleryInput,
  GalleryItem,
  GalleryOrderInput,
  ListQuery,
  ListResponse,
  LoginInput,
  LoginResponse,
  MarkPaidInput,
  RefundInput,
  RefundResponse,
  TransferInput,
  MutationResponse,
  NewAdminInput,
  NotificationSettings,
  NotificationSettingsInput,
  PageResponse,
  PaymentConfigResponse,
  RegisterResponse,
  RegistrationInput,
  RegistrationRequest,
  SiteContentResponse,
  Testimonial,
  TestimonialInput,
  TicketResponse,
  WalkInResponse,
  VerifyPaymentResponse,
} from './schemas';
import type { StatsQuery, StatsResponse } from './stats';
import type { WaitlistJoinInput, WaitlistJoinResponse, WaitlistResponse } from './waitlist';
import type {
  AdminTrialBookingsQuery,
  AdminTrialBookingsResponse,
  AvailabilityResponse,
  TrialBookingResponse,
  TrialBookingViewResponse,
  TrialChangeResponse,
  TrialSlotsResponse,
} from './school';
import type { AvailabilityInput, TrialAttendanceInput, TrialBookingRequest, TrialRescheduleInput } from './school-schemas';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The areas of the API, one nested stack each: public-reads (the lists and
 * texts every page reads), bookings (registering, contact messages, tickets),
 * admin-content (events, gallery, testimonials, site texts, uploads),
 * admin-people (sign-in, admin accounts and sessions, messages,
 * registrations, settings, audit), door (check-in at the door), payments and
 * school (trial lessons; contract/school.ts).
 */
export const API_AREAS = ['public-reads', 'bookings', 'admin-content', 'admin-people', 'door', 'payments', 'school'] as const;
export type ApiArea = (typeof API_AREAS)[number];

export type Route = {
  method: HttpMethod;
  /** API Gateway v2 path syntax: {name} is a path parameter. */
  path: string;
  /** File name (no extension) under lambdas/handlers/: the route's name in kebab-case. */
  handler: string;
  /** admin: bearer JWT with a live session. */
  auth: 'public' | 'admin';
  /**
   * The part of the product the route belongs to. It decides the nested
   * CloudFormation stack its Lambda, role, integration and route land in
   * (infra/api-area-stack.ts; docs/ARCHITECTURE.md, Stacks).
   */
  area: ApiArea;
  /** What the route does to content data: read-only routes get no write permission. */
  access: 'read' | 'write';
  /**
   * The auth routes (login, logout, admin accounts, my sessions): they touch
   * sessions, login throttles or admin accounts, so their grants are named one
   * by one (infra/constructs/route-permissions.ts, SESSION_ROUTE_GRANTS).
   */
  sessions?: 'write';
  /**
   * items: reads single items by key (a ticket) rather than listing a gsi1
   * partition (such a route gets SITE_ORIGIN); partitions: reads an event's
   * registrations through its partition. What it may touch is `data`.
   */
  reads?: 'items' | 'partitions';
  /** The answer is an HTML page, not JSON: a page whose status depends on the data (the ticket page). */
  answers?: 'html';
  /**
   * What the route's Lambda does in the table, by kind of item: its IAM
   * policy allows exactly that and nothing else (least privilege,
   * infra/constructs/route-permissions.ts). An admin route also reads its
   * session; nothing needs declaring for that.
   */
  data: DataAccess;
  /**
   * The media bucket (docs/ARCHITECTURE.md, Media). upload: signs uploads
   * (s3:PutObject) and touches no table item; delete: removes the files a
   * deleted or re-photographed item no longer uses (s3:DeleteObject).
   */
  media?: 'upload' | 'delete';
  /** Reads the Paystack secret key: the payment handlers alone (docs/ARCHITECTURE.md, Payments). */
  payments?: 'paystack';
  /** Its own API Gateway limit, below the stage's (the public webhook). */
  throttle?: { rateLimit: number; burstLimit: number };
};

/**
 * The kinds of items in the table, by what they hold. Their keys are in
 * lambdas/lib/db/keys.ts; infra maps each kind to its key patterns.
 */
export const DATA_KINDS = [
  'events',
  'registrations',
  'tickets',
  'contacts',
  'gallery',
  'testimonials',
  'mail',
  'settings',
  'rateLimits',
  'sessions',
  'loginThrottles',
  'admins',
  'counters',
  'audit',
  'siteContent',
  'holds',
  'payments',
  'promoCodes',
  'receipts',
  'availability',
  'trials',
  // branch waitlist (issue 25)
  'waitlist',
] as const;
export type DataKind = (typeof DATA_KINDS)[number];

/** How a route uses the table; every DynamoDB call of its handler (and of what it imports) must be covered. */
export type DataAccess = {
  /** Query on gsi1 in these kinds' list partitions (the lists). */
  lists?: readonly DataKind[];
  /** GetItem, and Query within one of their table partitions (an event's email guards). */
  gets?: readonly DataKind[];
  /** PutItem and UpdateItem, alone or in a transaction. */
  writes?: readonly DataKind[];
  /** DeleteItem, alone or in a transaction. */
  deletes?: readonly DataKind[];
};

export const ADMIN_RESOURCES = ['events', 'testimonials', 'gallery', 'contacts', 'registrations'] as const;
export type AdminResource = (typeof ADMIN_RESOURCES)[number];
/** The resources the admin creates and edits; contacts and registrations come from visitors. */
export const EDITABLE_RESOURCES = ['events', 'testimonials', 'gallery'] as const;
export type EditableResource = (typeof EDITABLE_RESOURCES)[number];

/** One row of each admin list. */
export type AdminRow = {
  events: Event;
  testimonials: Testimonial;
  gallery: GalleryItem;
  contacts: ContactSubmission;
  registrations: EventRegistration;
};
type AdminInput = { events: EventInput; testimonials: TestimonialInput; gallery: GalleryInput };

/** What each route takes (body) and answers, by route name. */
export type Endpoints = {
  listUpcomingEvents: { answer: EventsResponse };
  listPastEvents: { answer: EventsResponse };
  listGallery: { answer: ListResponse<GalleryItem> };
  listTestimonials: { answer: ListResponse<Testimonial> };
  register: { body: RegistrationRequest; answer: RegisterResponse };
  contact: { body: ContactRequest; answer: ContactResponse };
  adminLogin: { body: LoginInput; answer: LoginResponse };
  adminLogout: { answer: MutationResponse };
  adminGetNotificationSettings: { answer: NotificationSettings };
  adminUpdateNotificationSettings: { body: NotificationSettingsInput; answer: NotificationSettings };
  getTicket: { answer: TicketResponse };
  cancelTicket: { answer: MutationResponse };
  transferTicket: { body: TransferInput; answer: MutationResponse };
  getTicketReceipt: { answer: string };
  ticketPage: { answer: string };
  adminResendMail: { answer: MutationResponse };
  adminMessageEvent: { body: BroadcastInput; answer: BroadcastResponse };
  adminGetCounts: { answer: CountsResponse };
  adminCancelEvent: { answer: MutationResponse };
  adminArchiveEvent: { answer: MutationResponse };
  getSiteContent: { answer: SiteContentResponse };
  adminGetSiteContent: { answer: AdminSiteContentResponse };
  adminUpdateSiteContent: { body: ContentUpdateInput; answer: ContentSaveResponse };
  adminListContentVersions: { answer: ContentVersionsResponse };
  adminRevertSiteContent: { body: ContentRevertInput; answer: ContentSaveResponse };
  adminListAdmins: { answer: ListResponse<AdminAccount> };
  adminCreateAdmins: { body: NewAdminInput; answer: MutationResponse };
  adminDeleteAdmins: { answer: MutationResponse };
  adminChangePassword: { body: ChangePasswordInput; answer: MutationResponse };
  adminListSessions: { answer: ListResponse<AdminSessionView> };
  adminEndSessions: { answer: MutationResponse };
  adminListAudit: { answer: ListResponse<AuditEntry> };
  adminCheckIn: { body: CheckInInput; answer: CheckInResponse };
  adminUndoCheckIn: { answer: MutationResponse };
  adminListAttendees: { answer: AttendeesResponse };
  adminWalkIn: { body: RegistrationInput; answer: WalkInResponse };
  adminPresignImage: { body: PresignImageInput; answer: PresignImageResponse };
  adminStartFileUpload: { body: StartMultipartInput; answer: StartMultipartResponse };
  adminCompleteFileUpload: { body: CompleteMultipartInput; answer: CompleteMultipartResponse };
  paymentConfig: { answer: PaymentConfigResponse };
  verifyPayment: { answer: VerifyPaymentResponse };
  paystackWebhook: { answer: { received: boolean } };
  adminMarkPaid: { body: MarkPaidInput; answer: MutationResponse };
  adminRefundRegistration: { body: RefundInput; answer: RefundResponse };
  adminGetStats: { query: StatsQuery; answer: StatsResponse };
  adminReorderGallery: { body: GalleryOrderInput; answer: MutationResponse };
  adminListPromoCodes: { answer: ListResponse<PromoCode> };
  adminCreatePromoCodes: { body: PromoCodeInput; answer: MutationResponse };
  adminDeletePromoCodes: { answer: MutationResponse };
  adminGetAvailability: { answer: AvailabilityResponse };
  adminUpdateAvailability: { body: AvailabilityInput; answer: AvailabilityResponse };
  listTrialSlots: { query: { service?: string }; answer: TrialSlotsResponse };
  createTrialBooking: { body: TrialBookingRequest; answer: TrialBookingResponse };
  getTrialBooking: { answer: TrialBookingViewResponse };
  rescheduleTrialBooking: { body: TrialRescheduleInput; answer: TrialChangeResponse };
  cancelTrialBooking: { answer: TrialChangeResponse };
  adminListTrialBookings: { query: AdminTrialBookingsQuery; answer: AdminTrialBookingsResponse };
  adminMarkTrialBooking: { body: TrialAttendanceInput; answer: MutationResponse };
  // branch waitlist (issue 25): the waitlist (contract/waitlist.ts).
  joinWaitlist: { body: WaitlistJoinInput; answer: WaitlistJoinResponse };
  claimTicket: { answer: RegisterResponse };
  adminListWaitlist: { answer: WaitlistResponse };
  adminDeleteWaitlist: { answer: MutationResponse };
  adminOfferWaitlist: { answer: MutationResponse };
} & { [R in AdminResource as `adminList${Capitalize<R>}`]: { query: ListQuery; answer: PageResponse<AdminRow[R]> } } & {
  [R in EditableResource as `adminCreate${Capitalize<R>}`]: { body: AdminInput[R]; answer: MutationResponse };
} & { [R in EditableResource as `adminUpdate${Capitalize<R>}`]: { body: AdminInput[R]; answer: MutationResponse } } & {
  [R in AdminResource as `adminDelete${Capitalize<R>}`]: { answer: MutationResponse };
};

type RouteSpec = Omit<Route, 'handler'>;

const publicList = <P extends string>(path: P, kind: DataKind) =>
  ({ method: 'GET', path, auth: 'public', area: 'public-reads', access: 'read', data: { lists: [kind] } }) as const;
const admin = <A extends ApiArea, M extends HttpMethod, P extends string, D extends DataAccess>(area: A, method: M, path: P, data: D) =>
  ({ method, path, auth: 'admin', area, access: method === 'GET' ? 'read' : 'write', data }) as const;
/** The admin list, create, update and delete of one resource: each touches that resource's items only. */
const adminList = <A extends ApiArea, P extends string>(area: A, path: P, kind: DataKind) => admin(area, 'GET', path, { lists: [kind] });
const adminWrite = <A extends ApiArea, M extends HttpMethod, P extends string>(area: A, method: M, path: P, kind: DataKind) => admin(area, method, path, { writes: [kind] });
/** Creating and deleting move the overview's counters in the same transaction. */
const adminCreate = <A extends ApiArea, P extends string>(area: A, path: P, kind: DataKind) => admin(area, 'POST', path, { writes: [kind, 'counters'] });
const adminDelete = <A extends ApiArea, P extends string>(area: A, path: P, kind: DataKind) => admin(area, 'DELETE', path, { deletes: [kind], writes: ['counters'] });

/** Every route by its name; the names are what the SPA calls (api.call('listGallery')). */
export const API = {
  listUpcomingEvents: publicList('/api/events/upcoming', 'events'),
  listPastEvents: publicList('/api/events/past', 'events'),
  listGallery: publicList('/api/gallery', 'gallery'),
  listTestimonials: publicList('/api/testimonials', 'testimonials'),
  // An order (contract/box-office.ts) takes its seats and type quotas on the event, the buyer's email guard
  // (in the event's partition) and a use of its promo code, gets one ticket per attendee and queues its mails,
  // in one transaction; it reads the event, the code and the notification settings.
  register: {
    method: 'POST',
    path: '/api/register',
    auth: 'public',
    area: 'bookings',
    access: 'write',
    data: {
      gets: ['events', 'settings', 'promoCodes'],
      writes: ['events', 'registrations', 'tickets', 'mail', 'rateLimits', 'counters', 'holds', 'promoCodes'],
      deletes: ['events', 'registrations', 'tickets'],
    },
    // A priced event's registration starts a Paystack checkout: it reads the key. A checkout that cannot
    // start removes the registration again (its ticket and email guard; its hold is left to the sweeper).
    payments: 'paystack',
  },
  // Writes the message and its notice; never reads a message back.
  contact: {
    method: 'POST',
    path: '/api/contact',
    auth: 'public',
    area: 'bookings',
    access: 'write',
    data: { gets: ['settings'], writes: ['contacts', 'mail', 'rateLimits', 'counters'] },
  },
  adminLogin: {
    method: 'POST',
    path: '/api/admin/login',
    auth: 'public',
    area: 'admin-people',
    access: 'read',
    sessions: 'write',
    data: { gets: ['admins', 'loginThrottles'], writes: ['loginThrottles', 'sessions'], deletes: ['loginThrottles'] },
  },
  // Verifies the token's signature, then deletes its session: no read needed.
  adminLogout: { method: 'POST', path: '/api/admin/logout', auth: 'public', area: 'admin-people', access: 'read', sessions: 'write', data: { deletes: ['sessions'] } },
  adminListEvents: adminList('admin-content', '/api/admin/events', 'events'),
  adminListTestimonials: adminList('admin-content', '/api/admin/testimonials', 'testimonials'),
  adminListGallery: adminList('admin-content', '/api/admin/gallery', 'gallery'),
  adminListContacts: adminList('admin-people', '/api/admin/contacts', 'contacts'),
  adminListRegistrations: adminList('admin-people', '/api/admin/registrations', 'registrations'),
  adminCreateEvents: adminCreate('admin-content', '/api/admin/events', 'events'),
  adminCreateTestimonials: adminCreate('admin-content', '/api/admin/testimonials', 'testimonials'),
  adminCreateGallery: adminCreate('admin-content', '/api/admin/gallery', 'gallery'),
  adminUpdateEvents: { ...admin('admin-content', 'PUT', '/api/admin/events/{id}', { gets: ['events'], writes: ['events', 'counters', 'tickets', 'mail', 'waitlist'], lists: ['waitlist'] }), media: 'delete' },
  adminUpdateTestimonials: { ...admin('admin-content', 'PUT', '/api/admin/testimonials/{id}', { gets: ['testimonials'], writes: ['testimonials'] }), media: 'delete' },
  adminUpdateGallery: { ...admin('admin-content', 'PUT', '/api/admin/gallery/{id}', { gets: ['gallery'], writes: ['gallery'] }), media: 'delete' },
  adminDeleteEvents: { ...admin('admin-content', 'DELETE', '/api/admin/events/{id}', { gets: ['events'], deletes: ['events'], writes: ['counters'] }), media: 'delete' },
  adminDeleteTestimonials: { ...admin('admin-content', 'DELETE', '/api/admin/testimonials/{id}', { gets: ['testimonials'], deletes: ['testimonials'], writes: ['counters'] }), media: 'delete' },
  adminDeleteGallery: { ...admin('admin-content', 'DELETE', '/api/admin/gallery/{id}', { gets: ['gallery'], deletes: ['gallery'], writes: ['counters'] }), media: 'delete' },
  // Rewrites the position of each moved item, all in one transaction (docs/PRODUCT-RULES.md, Gallery order).
  adminReorderGallery: admin('admin-content', 'PUT', '/api/admin/gallery-order', { gets: ['gallery'], writes: ['gallery'] }),
  adminDeleteContacts: adminDelete('admin-people', '/api/admin/contacts/{id}', 'contacts'),
  // One transaction: the registration, its tickets and its email guard go, its seats, type quotas and code use come back.
  adminDeleteRegistrations: admin('admin-people', 'DELETE', '/api/admin/registrations/{id}', {
    gets: ['registrations', 'events'],
    writes: ['events', 'counters', 'promoCodes'],
    deletes: ['registrations', 'tickets', 'events'],
  }),
  adminGetNotificationSettings: admin('admin-people', 'GET', '/api/admin/settings/notifications', { lists: ['settings'] }),
  adminUpdateNotificationSettings: adminWrite('admin-people', 'PUT', '/api/admin/settings/notifications', 'settings'),
  // The ticket token is the only key an attendee needs (docs/PRODUCT-RULES.md, Tickets): it Gets the
  // ticket, then the one registration and event it points at; it can list nothing.
  getTicket: {
    method: 'GET',
    path: '/api/tickets/{token}',
    auth: 'public',
    area: 'bookings',
    access: 'read',
    reads: 'items',
    data: { gets: ['tickets', 'registrations', 'events'] },
  },
  // Cancelling frees the seat and the email guard (in the event's partition) and queues the mails.
  cancelTicket: {
    method: 'POST',
    path: '/api/tickets/{token}/cancel',
    auth: 'public',
    area: 'bookings',
    access: 'write',
    data: { gets: ['tickets', 'registrations', 'events'], writes: ['registrations', 'events', 'mail', 'counters', 'tickets', 'waitlist'], deletes: ['events'], lists: ['waitlist'] },
    // A paid ticket cancelled within the event's refund policy starts its Paystack refund (docs/ARCHITECTURE.md, Refunds).
    payments: 'paystack',
  },
  // One transaction: the registration gets the new holder and a new token, the old ticket goes, the email guard
  // (in the event's partition) moves, the new holder's mail and the audit entry are put (docs/PRODUCT-RULES.md, Transfers).
  transferTicket: {
    method: 'POST',
    path: '/api/tickets/{token}/transfer',
    auth: 'public',
    area: 'bookings',
    access: 'write',
    data: { gets: ['tickets', 'registrations', 'events'], writes: ['registrations', 'tickets', 'events', 'mail', 'audit'], deletes: ['tickets', 'events'] },
  },
  // The paid order's receipt as a PDF (docs/ARCHITECTURE.md, Receipts): numbered on first use if the ticket mail
  // has not done it yet (the counter and the receipt in one transaction), with the provider's address from the site content.
  getTicketReceipt: {
    method: 'GET',
    path: '/api/tickets/{token}/receipt',
    auth: 'public',
    area: 'bookings',
    access: 'write',
    reads: 'items',
    data: { gets: ['tickets', 'registrations', 'events', 'siteContent', 'receipts'], writes: ['receipts'] },
  },
  // Not an API route: the ticket page's HTML, 200 or 404 by whether the token exists (docs/ARCHITECTURE.md, The ticket page).
  ticketPage: {
    method: 'GET',
    path: '/tickets/{token}',
    auth: 'public',
    area: 'bookings',
    access: 'read',
    reads: 'items',
    answers: 'html',
    data: { gets: ['tickets', 'registrations', 'events'] },
  },
  // A new mail, whose status the registration or contact message it is about then shows.
  adminResendMail: admin('admin-people', 'POST', '/api/admin/mails/{id}/resend', { gets: ['mail'], writes: ['mail', 'registrations', 'contacts'] }),
  // The event's registrations through its email guards (one Query of its partition), one mail each.
  adminMessageEvent: {
    ...admin('admin-content', 'POST', '/api/admin/events/{id}/message', { gets: ['events', 'registrations'], writes: ['mail'] }),
    reads: 'partitions',
  },
  // The overview's numbers: the counters, not the lists (docs/ARCHITECTURE.md, Admin lists that scale).
  adminGetCounts: admin('admin-content', 'GET', '/api/admin/counts', { lists: ['counters'] }),
  // Cancel tells every registrant (reads the event's registrations through its email guards); archive hides it.
  adminCancelEvent: { ...admin('admin-content', 'POST', '/api/admin/events/{id}/cancel', { gets: ['events', 'registrations'], writes: ['events', 'mail'] }), reads: 'partitions' },
  adminArchiveEvent: admin('admin-content', 'POST', '/api/admin/events/{id}/archive', { gets: ['events'], writes: ['events'] }),
  // Site content (docs/ARCHITECTURE.md, Site content): the pages' texts, their versions and reverts.
  getSiteContent: publicList('/api/content', 'siteContent'),
  adminGetSiteContent: admin('admin-content', 'GET', '/api/admin/content', { lists: ['siteContent'] }),
  adminUpdateSiteContent: admin('admin-content', 'PUT', '/api/admin/content', { gets: ['siteContent'], writes: ['siteContent'] }),
  // A section's versions are Queried by the section's partition key (they are not on gsi1).
  adminListContentVersions: { ...admin('admin-content', 'GET', '/api/admin/content/{section}/versions', { gets: ['siteContent'] }), reads: 'partitions' },
  adminRevertSiteContent: admin('admin-content', 'POST', '/api/admin/content/{section}/revert', { gets: ['siteContent'], writes: ['siteContent'] }),
  // Admin accounts (docs/PRODUCT-RULES.md, Admin accounts): all but the list touch auth items.
  adminListAdmins: admin('admin-people', 'GET', '/api/admin/admins', { lists: ['admins'] }),
  adminCreateAdmins: { ...admin('admin-people', 'POST', '/api/admin/admins', { gets: ['admins'], writes: ['admins'] }), sessions: 'write' },
  adminDeleteAdmins: { ...admin('admin-people', 'DELETE', '/api/admin/admins/{id}', { lists: ['admins'], gets: ['admins', 'sessions'], deletes: ['admins', 'sessions'] }), sessions: 'write' },
  adminChangePassword: {
    ...admin('admin-people', 'POST', '/api/admin/account/password', { gets: ['admins', 'sessions', 'loginThrottles'], writes: ['admins', 'sessions', 'loginThrottles'], deletes: ['sessions', 'loginThrottles'] }),
    sessions: 'write',
  },
  adminListSessions: { ...admin('admin-people', 'GET', '/api/admin/account/sessions', { gets: ['sessions'] }), sessions: 'write' },
  adminEndSessions: { ...admin('admin-people', 'POST', '/api/admin/account/sessions/end', { gets: ['sessions'], deletes: ['sessions'] }), sessions: 'write' },
  adminListAudit: admin('admin-people', 'GET', '/api/admin/audit', { lists: ['audit'] }),
  // The door (docs/PRODUCT-RULES.md, Check-in at the door). The check-in is one conditional write on the registration.
  adminCheckIn: admin('door', 'POST', '/api/admin/check-ins', { gets: ['tickets', 'registrations', 'events'], writes: ['registrations', 'events'] }),
  // Reads the event to bring its checked-in counter down (a deleted event has none).
  adminUndoCheckIn: admin('door', 'DELETE', '/api/admin/check-ins/{id}', { gets: ['registrations', 'events'], writes: ['registrations', 'events'] }),
  // The event's list for offline scans and the search by name: a Query of the registrations plus a Get of the event.
  adminListAttendees: { ...admin('door', 'GET', '/api/admin/events/{id}/attendees', { lists: ['registrations'], gets: ['events'] }), reads: 'items' },
  adminWalkIn: admin('door', 'POST', '/api/admin/events/{id}/walk-ins', {
    gets: ['events', 'settings'],
    writes: ['events', 'registrations', 'tickets', 'mail', 'counters'],
  }),
  // Uploads go straight from the browser to the bucket; these only sign them (contract/media.ts).
  adminPresignImage: { ...admin('admin-content', 'POST', '/api/admin/uploads/images', {}), media: 'upload' },
  adminStartFileUpload: { ...admin('admin-content', 'POST', '/api/admin/uploads/files', {}), media: 'upload' },
  adminCompleteFileUpload: { ...admin('admin-content', 'POST', '/api/admin/uploads/files/complete', {}), media: 'upload' },
  // Payments (docs/ARCHITECTURE.md, Payments). Only these rows and register read the Paystack key.
  paymentConfig: { method: 'GET', path: '/api/payments/config', auth: 'public', area: 'payments', access: 'read', payments: 'paystack', data: {} },
  verifyPayment: {
    method: 'POST',
    path: '/api/tickets/{token}/payment',
    auth: 'public',
    area: 'payments',
    access: 'write',
    payments: 'paystack',
    // Reads the ticket, its registration and event; applying the charge (paymentsRepo.applyCharge) updates the
    // registration, ends its hold and queues the confirmation; paid after the hold ended, it takes the seat and
    // the email guard (in the event's partition) again. The webhook's inbox is the payments worker's, not this route's.
    data: { gets: ['tickets', 'registrations', 'events'], writes: ['registrations', 'events', 'mail', 'counters'], deletes: ['holds'] },
  },
  // Public (Paystack calls it, proving itself by signature) and throttled on its own.
  paystackWebhook: {
    method: 'POST',
    path: '/api/payments/paystack/webhook',
    auth: 'public',
    area: 'payments',
    access: 'write',
    payments: 'paystack',
    throttle: { rateLimit: 10, burstLimit: 20 },
    data: { writes: ['payments'] },
  },
  // The money lands in the insights' counters in the same transaction (lambdas/lib/db/stats-repo.ts).
  adminMarkPaid: admin('payments', 'POST', '/api/admin/registrations/{id}/paid', { gets: ['registrations'], writes: ['registrations', 'counters'] }),
  // The overview's charts (docs/ARCHITECTURE.md, Insights): the day and event counters of the period, and the events.
  adminGetStats: admin('admin-people', 'GET', '/api/admin/stats', { lists: ['counters', 'events'] }),
  // Promo and access codes (docs/PRODUCT-RULES.md, Box office): admin-content, beside the events they
  // price (a code names an event and its ticket types, which live on the event item); uses and revenue
  // are counters on the code item, moved by the orders' transactions. Create reads the event to check
  // the ticket types it names; id = the code.
  adminListPromoCodes: admin('admin-content', 'GET', '/api/admin/promo-codes', { lists: ['promoCodes'] }),
  adminCreatePromoCodes: admin('admin-content', 'POST', '/api/admin/promo-codes', { gets: ['events'], writes: ['promoCodes'] }),
  adminDeletePromoCodes: admin('admin-content', 'DELETE', '/api/admin/promo-codes/{id}', { gets: ['promoCodes'], deletes: ['promoCodes'] }),
  // One conditional write claims the refund on the registration before Paystack's POST /refund is called,
  // so two clicks make one call (docs/ARCHITECTURE.md, Refunds).
  adminRefundRegistration: { ...admin('payments', 'POST', '/api/admin/registrations/{id}/refund', { gets: ['registrations'], writes: ['registrations'] }), payments: 'paystack' },
  // The music school (docs/ARCHITECTURE.md, Trial lessons): availability, free slots, trial bookings.
  adminGetAvailability: admin('school', 'GET', '/api/admin/availability', { gets: ['availability'] }),
  adminUpdateAvailability: admin('school', 'PUT', '/api/admin/availability', { writes: ['availability'] }),
  // The free slots: the availability (a Query of SCHOOL) less the booked ones (a Query of TRIALS from now), with the lean client.
  listTrialSlots: { method: 'GET', path: '/api/trial-slots', auth: 'public', area: 'school', access: 'read', data: { lists: ['availability', 'trials'] } },
  // One transaction: the slot item (taken once), the booking, its manage token and the two mails.
  createTrialBooking: {
    method: 'POST',
    path: '/api/trial-bookings',
    auth: 'public',
    area: 'school',
    access: 'write',
    data: { gets: ['availability', 'settings'], writes: ['trials', 'mail', 'rateLimits'] },
  },
  getTrialBooking: { method: 'GET', path: '/api/trial-bookings/{token}', auth: 'public', area: 'school', access: 'read', reads: 'items', data: { gets: ['trials'] } },
  // Takes the new slot and gives back the old one (a Delete of its slot item) in one transaction.
  rescheduleTrialBooking: {
    method: 'POST',
    path: '/api/trial-bookings/{token}/reschedule',
    auth: 'public',
    area: 'school',
    access: 'write',
    data: { gets: ['trials', 'availability', 'settings'], writes: ['trials', 'mail'], deletes: ['trials'] },
  },
  cancelTrialBooking: {
    method: 'POST',
    path: '/api/trial-bookings/{token}/cancel',
    auth: 'public',
    area: 'school',
    access: 'write',
    data: { gets: ['trials', 'settings'], writes: ['trials', 'mail'], deletes: ['trials'] },
  },
  adminListTrialBookings: admin('school', 'GET', '/api/admin/trial-bookings', { lists: ['trials'] }),
  adminMarkTrialBooking: admin('school', 'POST', '/api/admin/trial-bookings/{id}/attendance', { gets: ['trials'], writes: ['trials'] }),
  // branch waitlist (issue 25): the waitlist (docs/ARCHITECTURE.md, Waitlist). Joining puts the entry and its
  // email guard in one transaction, then reads the queue for the position.
  joinWaitlist: { method: 'POST', path: '/api/events/{id}/waitlist', auth: 'public', area: 'bookings', access: 'write', data: { gets: ['events'], lists: ['waitlist'], writes: ['waitlist'] } },
  // The offer link's claim is an order (the register path) whose transaction also claims the entry; a priced
  // event answers the Paystack checkout's authorizationUrl as register does.
  claimTicket: {
    method: 'POST',
    path: '/api/tickets/{token}/claim',
    auth: 'public',
    area: 'bookings',
    access: 'write',
    data: { gets: ['tickets', 'waitlist', 'events', 'promoCodes', 'settings'], writes: ['registrations', 'events', 'tickets', 'mail', 'counters', 'holds', 'waitlist'], deletes: ['waitlist'] },
    payments: 'paystack',
  },
  adminListWaitlist: admin('admin-people', 'GET', '/api/admin/events/{id}/waitlist', { lists: ['waitlist'] }),
  // Removing a running offer gives its seats back and offers them to the next person (as an expiry does).
  adminDeleteWaitlist: admin('admin-people', 'DELETE', '/api/admin/waitlist/{id}', { gets: ['waitlist', 'events'], lists: ['waitlist'], writes: ['waitlist', 'events', 'tickets', 'mail'], deletes: ['waitlist'] }),
  adminOfferWaitlist: admin('admin-people', 'POST', '/api/admin/waitlist/{id}/offer', { gets: ['waitlist', 'events'], writes: ['waitlist', 'events', 'tickets', 'mail'] }),
} as const satisfies { [N in keyof Endpoints]: RouteSpec };

export type RouteName = keyof typeof API;
/** The routes the SPA reads with SWR by name alone: GETs without path parameters. */
export type GetRouteName = {
  [N in RouteName]: (typeof API)[N]['method'] extends 'GET' ? ((typeof API)[N]['path'] extends `${string}{${string}` ? never : N) : never;
}[RouteName];
export type ApiAnswer<N extends RouteName> = Endpoints[N]['answer'];
export type ApiBody<N extends RouteName> = Endpoints[N] extends { body: infer B } ? B : undefined;
/** The query string a route reads (?cursor=&search= on the admin lists); undefined for the others. */
export type ApiQuery<N extends RouteName> = Endpoints[N] extends { query: infer Q } ? Q : undefined;
/** '/api/admin/events/{id}' -> { id: string } */
type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Record<Name, string> & PathParams<Rest> : Record<never, never>;
export type ApiParams<N extends RouteName> = PathParams<(typeof API)[N]['path']>;

/** 'adminCreateEvents' -> 'admin-create-events' */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const withHandlers = (): readonly Route[] => Object.entries(API).map(([name, spec]: [string, RouteSpec]) => ({ ...spec, handler: kebab(name) }));

/** The table as rows, in API's order: what infra, the emulator and the tests iterate. */
export const ROUTES = /* @__PURE__ */ withHandlers();

/** Does the handler need the JWT signing secret? */
export const needsSecret = (route: Route): boolean => route.auth === 'admin' || route.sessions === 'write';

/** Does the handler read the Paystack secret key? The payment handlers only. */
export const readsPaystackKey = (route: Route): boolean => route.payments === 'paystack';

/** Match a concrete request path against a route path; returns the path parameters or null. */
export function matchPath(routePath: string, requestPath: string): Record<string, string> | null {
  const want = routePath.split('/');
  const got = requestPath.replace(/\/+$/, '').split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const param = /^\{(\w+)\}$/.exec(want[i]);
    if (param) {
      if (!got[i]) return null;
      params[param[1]] = decodeURIComponent(got[i]);
    } else if (want[i] !== got[i]) {
      return null;
    }
  }
  return params;
}

/** Build a concrete path from a route path: apiPath('/api/admin/events/{id}', { id }) */
export function apiPath(routePath: string, params: Record<string, string> = {}): string {
  return routePath.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
