import { API, apiPath, matchPath, needsSecret, ROUTES } from './routes';

test('every route the browser calls is in the table once, with its own handler', () => {
  const keys = ROUTES.map((r) => `${r.method} ${r.path}`);
  expect(new Set(keys).size).toBe(keys.length);
  expect(new Set(ROUTES.map((r) => r.handler)).size).toBe(ROUTES.length);
  // 31, the seven admin-account routes, counts, cancel/archive, five site-content routes, four check-in routes,
  // three upload routes, four payment routes, the gallery order, the three promo-code routes and the form's code check, the admin's refund,
  // the ticket transfer and receipt, the insights, the music school's nine (trial lessons) and eight (programmes), the waitlist's five,
  // attendance per class meeting's four, a trial turned into an enrolment, people's data: the privacy area's five
  // and the admin's three (issue 36), two-step sign-in's five, the step-up and the second-factor policy's two,
  // passkeys' four (issue 38: add one in two steps, sign in with one alone in two steps), the mailing list's fifteen
  // (issue 39: sign up, confirm, one-click unsubscribe and its address's GET (a 303), the subscriber's page read and
  // saved; the admin's nine), and a step-up's passkey options and the exports of people's data that ask for a step-up.
  expect(ROUTES).toHaveLength(130);
  // Every route is under /api/ except the pages whose HTML a handler answers (the ticket page).
  for (const r of ROUTES) expect(r.path.startsWith('/api/') || r.answers === 'html').toBe(true);
  expect(ROUTES.filter((r) => r.answers === 'html').map((r) => r.path)).toEqual(['/tickets/{token}']);
});

test('only admin routes and the session routes need the signing secret', () => {
  const withSecret = ROUTES.filter(needsSecret).map((r) => r.handler);
  expect(withSecret).toContain('admin-login');
  expect(withSecret).toContain('admin-logout');
  expect(withSecret).not.toContain('register');
  expect(withSecret).not.toContain('list-upcoming-events');
});

test('paths match with their parameters, and build back', () => {
  expect(matchPath('/api/admin/events/{id}', '/api/admin/events/abc%20d')).toEqual({ id: 'abc d' });
  expect(matchPath('/api/admin/events/{id}', '/api/admin/events/')).toBeNull();
  expect(matchPath('/api/admin/events/{id}', '/api/admin/events')).toBeNull();
  expect(matchPath('/api/gallery', '/api/gallery/')).toEqual({});
  expect(matchPath('/api/gallery', '/api/testimonials')).toBeNull();
  expect(apiPath('/api/admin/gallery/{id}', { id: 'a/b' })).toBe('/api/admin/gallery/a%2Fb');
});

test('each route is named once; its handler file is the name in kebab-case', () => {
  expect(Object.keys(API)).toHaveLength(ROUTES.length);
  expect(ROUTES.find((r) => r.path === '/api/events/upcoming')?.handler).toBe('list-upcoming-events');
  expect(ROUTES.find((r) => r.method === 'PUT' && r.path === '/api/admin/gallery/{id}')?.handler).toBe('admin-update-gallery');
  expect(ROUTES.find((r) => r.path === '/api/admin/login')).toMatchObject({ handler: 'admin-login', sessions: 'write' });
});
