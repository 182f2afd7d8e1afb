// THE route table. The CDK api construct (one Lambda + one HTTP API route per
// row), the local API emulator, the SPA's api client and the tests all read
// it. Adding an endpoint = one row here + lambdas/handlers/<handler>.ts.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Route = {
  method: HttpMethod;
  /** API Gateway v2 path syntax: {name} is a path parameter. */
  path: string;
  /** File name (no extension) under lambdas/handlers/. */
  handler: string;
  /** admin: bearer JWT with a live session. */
  auth: 'public' | 'admin';
  /** What the route does to content data: read-only routes get no write permission. */
  access: 'read' | 'write';
  /** Login and logout alone create or delete sessions and login throttles. */
  sessions?: 'write';
};

export const ADMIN_RESOURCES = ['events', 'testimonials', 'gallery', 'contacts', 'registrations'] as const;
export type AdminResource = (typeof ADMIN_RESOURCES)[number];
/** The resources the admin creates and edits; contacts and registrations come from visitors. */
export const EDITABLE_RESOURCES = ['events', 'testimonials', 'gallery'] as const;
export type EditableResource = (typeof EDITABLE_RESOURCES)[number];

const admin = (method: HttpMethod, resource: AdminResource, action: string, withId: boolean): Route => ({
  method,
  path: `/api/admin/${resource}${withId ? '/{id}' : ''}`,
  handler: `admin-${action}-${resource}`,
  auth: 'admin',
  access: method === 'GET' ? 'read' : 'write',
});

export const ROUTES: readonly Route[] = [
  { method: 'GET', path: '/api/events/upcoming', handler: 'list-upcoming-events', auth: 'public', access: 'read' },
  { method: 'GET', path: '/api/events/past', handler: 'list-past-events', auth: 'public', access: 'read' },
  { method: 'GET', path: '/api/gallery', handler: 'list-gallery', auth: 'public', access: 'read' },
  { method: 'GET', path: '/api/testimonials', handler: 'list-testimonials', auth: 'public', access: 'read' },
  { method: 'POST', path: '/api/register', handler: 'register', auth: 'public', access: 'write' },
  { method: 'POST', path: '/api/contact', handler: 'contact', auth: 'public', access: 'write' },
  { method: 'POST', path: '/api/admin/login', handler: 'admin-login', auth: 'public', access: 'read', sessions: 'write' },
  { method: 'POST', path: '/api/admin/logout', handler: 'admin-logout', auth: 'public', access: 'read', sessions: 'write' },
  ...ADMIN_RESOURCES.map((r) => admin('GET', r, 'list', false)),
  ...EDITABLE_RESOURCES.map((r) => admin('POST', r, 'create', false)),
  ...EDITABLE_RESOURCES.map((r) => admin('PUT', r, 'update', true)),
  ...ADMIN_RESOURCES.map((r) => admin('DELETE', r, 'delete', true)),
];

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
