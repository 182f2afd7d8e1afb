// THE route table, joined from one file per area (contract/areas/<area>.ts). The CDK
// api construct (one Lambda + one HTTP API route per row, in its area's nested stack),
// the local API emulator, the SPA's api client and the tests all read it. Adding an
// endpoint = one row and its types in its area's file, and lambdas/handlers/<handler>.ts.
// The schemas are imported as types only: a page that needs nothing but a
// path must not pay for zod's runtime.
import type { ContactSubmission, Event, EventInput, EventRegistration, GalleryInput, GalleryItem, ListQuery, MutationResponse, PageResponse, Testimonial, TestimonialInput } from './schemas';
import { PUBLIC_READS_ROUTES, type PublicReadsEndpoints } from './areas/public-reads';
import { BOOKINGS_ROUTES, type BookingsEndpoints } from './areas/bookings';
import { ADMIN_PEOPLE_ROUTES, type AdminPeopleEndpoints } from './areas/admin-people';
import { ADMIN_CONTENT_ROUTES, type AdminContentEndpoints } from './areas/admin-content';
import { DOOR_ROUTES, type DoorEndpoints } from './areas/door';
import { PAYMENTS_ROUTES, type PaymentsEndpoints } from './areas/payments';
import { SCHOOL_ROUTES, type SchoolEndpoints } from './areas/school';
import { PRIVACY_ROUTES, type PrivacyEndpoints } from './areas/privacy';
import { NEWS_ROUTES, type NewsEndpoints } from './areas/news';
import type { Route, RouteSpec } from './route-spec';

export { API_AREAS, DATA_KINDS, matchPath } from './route-spec';
export type { ApiArea, DataAccess, DataKind, HttpMethod, Route } from './route-spec';

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

/** What each route takes (body) and answers, by route name: the areas' own, and the generic admin lists and edits. */
export type Endpoints = PublicReadsEndpoints & BookingsEndpoints & AdminPeopleEndpoints & AdminContentEndpoints & DoorEndpoints & PaymentsEndpoints & SchoolEndpoints & PrivacyEndpoints & NewsEndpoints & { [R in AdminResource as `adminList${Capitalize<R>}`]: { query: ListQuery; answer: PageResponse<AdminRow[R]> } } & {
  [R in EditableResource as `adminCreate${Capitalize<R>}`]: { body: AdminInput[R]; answer: MutationResponse };
} & { [R in EditableResource as `adminUpdate${Capitalize<R>}`]: { body: AdminInput[R]; answer: MutationResponse } } & {
  [R in AdminResource as `adminDelete${Capitalize<R>}`]: { answer: MutationResponse };
};

/** Every route by its name; the names are what the SPA calls (api.call('listGallery')). */
export const API = {
  ...PUBLIC_READS_ROUTES,
  ...BOOKINGS_ROUTES,
  ...ADMIN_PEOPLE_ROUTES,
  ...ADMIN_CONTENT_ROUTES,
  ...DOOR_ROUTES,
  ...PAYMENTS_ROUTES,
  ...SCHOOL_ROUTES,
  ...PRIVACY_ROUTES,
  ...NEWS_ROUTES,
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


/** Build a concrete path from a route path: apiPath('/api/admin/events/{id}', { id }) */
export function apiPath(routePath: string, params: Record<string, string> = {}): string {
  return routePath.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
