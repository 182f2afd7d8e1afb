// What a route of the table is (contract/routes.ts joins the rows of contract/areas/):
// its method and path, who may call it, its area (its nested stack) and what it may do in
// the table, which its IAM policy allows and nothing else.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The areas of the API, one nested stack each: public-reads (the lists and
 * texts every page reads), bookings (registering, contact messages, tickets),
 * admin-content (events, gallery, testimonials, site texts, uploads),
 * admin-people (sign-in, admin accounts and sessions, messages,
 * registrations, settings, audit), door (check-in at the door), payments and
 * school (trial lessons; contract/school.ts), privacy (a person's own rights: contract/privacy.ts) and news (the mailing list: contract/news.ts).
 */
export const API_AREAS = ['public-reads', 'bookings', 'admin-content', 'admin-people', 'door', 'payments', 'school', 'privacy', 'news'] as const;
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
  /**
   * One of the riskiest actions (exporting or erasing people's data, refunding,
   * adding or removing an admin, changing the second-factor policy): the session
   * must have confirmed who it is within STEP_UP_MAX_AGE_SECONDS
   * (POST /api/admin/step-up), else the admin wrapper answers 409 with
   * `reason: 'stepUpRequired'` (contract/admin-security.ts; docs/ARCHITECTURE.md, Auth).
   */
  stepUp?: true;
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
  'programmes',
  'waitlist',
  'attendance',
  /** People's data: consent answers, access links, requests, erasure claims, suppressed addresses (PRIVACY#). */
  'privacy',
  /** An admin's second factors: authenticator apps, recovery codes, pending set-ups and sign-in challenges (MFA#). */
  'factors',
  /** The mailing list: subscribers, their links, announcements and their recipients (NEWS#). */
  'news',
] as const;
export type DataKind = (typeof DATA_KINDS)[number];

/** How a route uses the table; every DynamoDB call of its handler (and of what it imports) must be covered. */
export type DataAccess = {
  /** Query on gsi1 in these kinds' list partitions (the lists). */
  lists?: readonly DataKind[];
  /** GetItem, and Query within one of their table partitions (an event's email guards). */
  gets?: readonly DataKind[];
  /** BatchGetItem of these kinds' items: a page of people's items at once (an announcement's audience). */
  batchGets?: readonly DataKind[];
  /** PutItem and UpdateItem, alone or in a transaction. */
  writes?: readonly DataKind[];
  /** DeleteItem, alone or in a transaction. */
  deletes?: readonly DataKind[];
};

export type RouteSpec = Omit<Route, 'handler'>;

export const publicList = <P extends string>(path: P, kind: DataKind) =>
  ({ method: 'GET', path, auth: 'public', area: 'public-reads', access: 'read', data: { lists: [kind] } }) as const;
export const admin = <A extends ApiArea, M extends HttpMethod, P extends string, D extends DataAccess>(area: A, method: M, path: P, data: D) =>
  ({ method, path, auth: 'admin', area, access: method === 'GET' ? 'read' : 'write', data }) as const;
/** The admin list, create, update and delete of one resource: each touches that resource's items only. */
export const adminList = <A extends ApiArea, P extends string>(area: A, path: P, kind: DataKind) => admin(area, 'GET', path, { lists: [kind] });
export const adminWrite = <A extends ApiArea, M extends HttpMethod, P extends string>(area: A, method: M, path: P, kind: DataKind) => admin(area, method, path, { writes: [kind] });
/** Creating and deleting move the overview's counters in the same transaction. */
export const adminCreate = <A extends ApiArea, P extends string>(area: A, path: P, kind: DataKind) => admin(area, 'POST', path, { writes: [kind, 'counters'] });
export const adminDelete = <A extends ApiArea, P extends string>(area: A, path: P, kind: DataKind) => admin(area, 'DELETE', path, { deletes: [kind], writes: ['counters'] });

/**
 * Match a concrete request path against a route path; returns the path parameters or null.
 * Here, not in routes.ts, so that code which needs only this (the admin's service worker)
 * does not bundle the route table.
 */
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
