// THE route table. The CDK api construct (one Lambda + one HTTP API route per
// row), the local API emulator, the SPA's api client and the tests all read
// it. Adding an endpoint = one entry in API, its types in Endpoints, and
// lambdas/handlers/<handler>.ts.
// The schemas are imported as types only: a page that needs nothing but a
// path must not pay for zod's runtime.
import type {
  BroadcastInput,
  BroadcastResponse,
  ContactInput,
  ContactResponse,
  ContactSubmission,
  Event,
  EventInput,
  EventRegistration,
  EventsResponse,
  GalleryInput,
  GalleryItem,
  ListResponse,
  LoginInput,
  LoginResponse,
  MarkPaidInput,
  MutationResponse,
  NotificationSettings,
  NotificationSettingsInput,
  PaymentConfigResponse,
  RegisterResponse,
  RegistrationInput,
  Testimonial,
  TestimonialInput,
  TicketResponse,
  VerifyPaymentResponse,
} from './schemas';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Route = {
  method: HttpMethod;
  /** API Gateway v2 path syntax: {name} is a path parameter. */
  path: string;
  /** File name (no extension) under lambdas/handlers/: the route's name in kebab-case. */
  handler: string;
  /** admin: bearer JWT with a live session. */
  auth: 'public' | 'admin';
  /** What the route does to content data: read-only routes get no write permission. */
  access: 'read' | 'write';
  /** Login and logout alone create or delete sessions and login throttles. */
  sessions?: 'write';
  /**
   * items: Gets single items by key (a ticket) rather than listing a gsi1
   * partition. partitions: also Queries content partitions of the table by
   * key (an event's registrations, through their email guards).
   */
  reads?: 'items' | 'partitions';
  /** The answer is an HTML page, not JSON: a page whose status depends on the data (the ticket page). */
  answers?: 'html';
  /** Reads the Paystack secret key: the payment handlers alone (docs/ARCHITECTURE.md, Payments). */
  payments?: 'paystack';
  /** Its own API Gateway limit, below the stage's (the public webhook). */
  throttle?: { rateLimit: number; burstLimit: number };
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
  register: { body: RegistrationInput; answer: RegisterResponse };
  contact: { body: ContactInput; answer: ContactResponse };
  adminLogin: { body: LoginInput; answer: LoginResponse };
  adminLogout: { answer: MutationResponse };
  adminGetNotificationSettings: { answer: NotificationSettings };
  adminUpdateNotificationSettings: { body: NotificationSettingsInput; answer: NotificationSettings };
  getTicket: { answer: TicketResponse };
  cancelTicket: { answer: MutationResponse };
  ticketPage: { answer: string };
  adminResendMail: { answer: MutationResponse };
  adminMessageEvent: { body: BroadcastInput; answer: BroadcastResponse };
  paymentConfig: { answer: PaymentConfigResponse };
  verifyPayment: { answer: VerifyPaymentResponse };
  paystackWebhook: { answer: { received: boolean } };
  adminMarkPaid: { body: MarkPaidInput; answer: MutationResponse };
} & { [R in AdminResource as `adminList${Capitalize<R>}`]: { answer: ListResponse<AdminRow[R]> } } & {
  [R in EditableResource as `adminCreate${Capitalize<R>}`]: { body: AdminInput[R]; answer: MutationResponse };
} & { [R in EditableResource as `adminUpdate${Capitalize<R>}`]: { body: AdminInput[R]; answer: MutationResponse } } & {
  [R in AdminResource as `adminDelete${Capitalize<R>}`]: { answer: MutationResponse };
};

type RouteSpec = Omit<Route, 'handler'>;

const publicList = <P extends string>(path: P) => ({ method: 'GET', path, auth: 'public', access: 'read' }) as const;
const admin = <M extends HttpMethod, P extends string>(method: M, path: P) =>
  ({ method, path, auth: 'admin', access: method === 'GET' ? 'read' : 'write' }) as const;

/** Every route by its name; the names are what the SPA calls (api.call('listGallery')). */
export const API = {
  listUpcomingEvents: publicList('/api/events/upcoming'),
  listPastEvents: publicList('/api/events/past'),
  listGallery: publicList('/api/gallery'),
  listTestimonials: publicList('/api/testimonials'),
  // A priced event's registration starts a Paystack checkout: it reads the key.
  register: { method: 'POST', path: '/api/register', auth: 'public', access: 'write', payments: 'paystack' },
  contact: { method: 'POST', path: '/api/contact', auth: 'public', access: 'write' },
  adminLogin: { method: 'POST', path: '/api/admin/login', auth: 'public', access: 'read', sessions: 'write' },
  adminLogout: { method: 'POST', path: '/api/admin/logout', auth: 'public', access: 'read', sessions: 'write' },
  adminListEvents: admin('GET', '/api/admin/events'),
  adminListTestimonials: admin('GET', '/api/admin/testimonials'),
  adminListGallery: admin('GET', '/api/admin/gallery'),
  adminListContacts: admin('GET', '/api/admin/contacts'),
  adminListRegistrations: admin('GET', '/api/admin/registrations'),
  adminCreateEvents: admin('POST', '/api/admin/events'),
  adminCreateTestimonials: admin('POST', '/api/admin/testimonials'),
  adminCreateGallery: admin('POST', '/api/admin/gallery'),
  adminUpdateEvents: admin('PUT', '/api/admin/events/{id}'),
  adminUpdateTestimonials: admin('PUT', '/api/admin/testimonials/{id}'),
  adminUpdateGallery: admin('PUT', '/api/admin/gallery/{id}'),
  adminDeleteEvents: admin('DELETE', '/api/admin/events/{id}'),
  adminDeleteTestimonials: admin('DELETE', '/api/admin/testimonials/{id}'),
  adminDeleteGallery: admin('DELETE', '/api/admin/gallery/{id}'),
  adminDeleteContacts: admin('DELETE', '/api/admin/contacts/{id}'),
  adminDeleteRegistrations: admin('DELETE', '/api/admin/registrations/{id}'),
  adminGetNotificationSettings: admin('GET', '/api/admin/settings/notifications'),
  adminUpdateNotificationSettings: admin('PUT', '/api/admin/settings/notifications'),
  // The ticket token is the only key an attendee needs (docs/PRODUCT-RULES.md, Tickets).
  getTicket: { method: 'GET', path: '/api/tickets/{token}', auth: 'public', access: 'read', reads: 'items' },
  cancelTicket: { method: 'POST', path: '/api/tickets/{token}/cancel', auth: 'public', access: 'write' },
  // Not an API route: the ticket page's HTML, 200 or 404 by whether the token exists (docs/ARCHITECTURE.md, The ticket page).
  ticketPage: { method: 'GET', path: '/tickets/{token}', auth: 'public', access: 'read', reads: 'items', answers: 'html' },
  adminResendMail: admin('POST', '/api/admin/mails/{id}/resend'),
  adminMessageEvent: { ...admin('POST', '/api/admin/events/{id}/message'), reads: 'partitions' },
  // Payments (docs/ARCHITECTURE.md, Payments). Only these rows and register read the Paystack key.
  paymentConfig: { method: 'GET', path: '/api/payments/config', auth: 'public', access: 'read', payments: 'paystack' },
  verifyPayment: { method: 'POST', path: '/api/tickets/{token}/payment', auth: 'public', access: 'write', payments: 'paystack' },
  // Public (Paystack calls it, proving itself by signature) and throttled on its own.
  paystackWebhook: {
    method: 'POST',
    path: '/api/payments/paystack/webhook',
    auth: 'public',
    access: 'write',
    payments: 'paystack',
    throttle: { rateLimit: 10, burstLimit: 20 },
  },
  adminMarkPaid: admin('POST', '/api/admin/registrations/{id}/paid'),
} as const satisfies { [N in keyof Endpoints]: RouteSpec };

export type RouteName = keyof typeof API;
/** The routes the SPA reads with SWR by name alone: GETs without path parameters. */
export type GetRouteName = {
  [N in RouteName]: (typeof API)[N]['method'] extends 'GET' ? ((typeof API)[N]['path'] extends `${string}{${string}` ? never : N) : never;
}[RouteName];
export type ApiAnswer<N extends RouteName> = Endpoints[N]['answer'];
export type ApiBody<N extends RouteName> = Endpoints[N] extends { body: infer B } ? B : undefined;
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
