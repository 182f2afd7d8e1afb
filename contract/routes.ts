// THE route table. The CDK api construct (one Lambda + one HTTP API route per
// row), the local API emulator, the SPA's api client and the tests all read
// it. Adding an endpoint = one entry in API, its types in Endpoints, and
// lambdas/handlers/<handler>.ts.
// The schemas are imported as types only: a page that needs nothing but a
// path must not pay for zod's runtime.
import type {
  CompleteMultipartInput,
  CompleteMultipartResponse,
  PresignImageInput,
  PresignImageResponse,
  StartMultipartInput,
  StartMultipartResponse,
} from './media';
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
  MutationResponse,
  NotificationSettings,
  NotificationSettingsInput,
  RegisterResponse,
  RegistrationInput,
  Testimonial,
  TestimonialInput,
  TicketResponse,
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
  /**
   * The media bucket (docs/ARCHITECTURE.md, Media). upload: signs uploads
   * (s3:PutObject) and touches no table item; delete: removes the files a
   * deleted or re-photographed item no longer uses (s3:DeleteObject).
   */
  media?: 'upload' | 'delete';
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
  adminPresignImage: { body: PresignImageInput; answer: PresignImageResponse };
  adminStartFileUpload: { body: StartMultipartInput; answer: StartMultipartResponse };
  adminCompleteFileUpload: { body: CompleteMultipartInput; answer: CompleteMultipartResponse };
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
  register: { method: 'POST', path: '/api/register', auth: 'public', access: 'write' },
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
  adminUpdateEvents: { ...admin('PUT', '/api/admin/events/{id}'), media: 'delete' },
  adminUpdateTestimonials: admin('PUT', '/api/admin/testimonials/{id}'),
  adminUpdateGallery: { ...admin('PUT', '/api/admin/gallery/{id}'), media: 'delete' },
  adminDeleteEvents: { ...admin('DELETE', '/api/admin/events/{id}'), media: 'delete' },
  adminDeleteTestimonials: admin('DELETE', '/api/admin/testimonials/{id}'),
  adminDeleteGallery: { ...admin('DELETE', '/api/admin/gallery/{id}'), media: 'delete' },
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
  // Uploads go straight from the browser to the bucket; these only sign them (contract/media.ts).
  adminPresignImage: { ...admin('POST', '/api/admin/uploads/images'), media: 'upload' },
  adminStartFileUpload: { ...admin('POST', '/api/admin/uploads/files'), media: 'upload' },
  adminCompleteFileUpload: { ...admin('POST', '/api/admin/uploads/files/complete'), media: 'upload' },
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
