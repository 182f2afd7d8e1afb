import { ROUTES, apiPath } from '../../../contract/routes';
import { PAGE_TABLE } from '../pages/page-table';
import { ADMIN_SCOPE } from './files';
import { inAdminScope, neverStoredPaths, shellKey, storable, strategyFor } from './sw-policy';

const ORIGIN = 'https://harmony.example';
const SHELLS = PAGE_TABLE.filter((page) => page.access === 'admin').map((page) => page.path);
const NEVER_STORED = neverStoredPaths(ROUTES);
const at = (path: string, method = 'GET') => strategyFor({ method, url: `${ORIGIN}${path}` }, ORIGIN, SHELLS, NEVER_STORED);
const concrete = (path: string) => apiPath(path, { id: 'x1', section: 'about', date: '2026-11-29', learnerId: 'l1' });

describe('the admin service worker: what it does with each request', () => {
  it('serves every admin page as a shell (network first, saved copy offline), with or without a query or trailing slash', () => {
    expect(SHELLS).toEqual(expect.arrayContaining(['/admin', '/admin-login', '/admin/check-in', '/admin/agenda']));
    for (const path of SHELLS) {
      expect(at(path)).toBe('shell');
      expect(at(`${path}/`)).toBe('shell');
      expect(at(`${path}?tab=events`)).toBe('shell');
    }
    expect(shellKey(`${ORIGIN}/admin/?tab=events`)).toBe('/admin');
  });

  it('keeps hashed assets (cache first) and leaves every other file and page to the network', () => {
    expect(at('/assets/main-AB12CD34.js')).toBe('asset');
    expect(at('/assets/chunks/admin-tabs-ZZ.js')).toBe('asset');
    for (const path of ['/', '/events', '/favicon.svg', '/icons/icon-192.png', '/admin.webmanifest', '/admin-sw.js', '/media/abc.jpg', '/administrator']) {
      expect([path, at(path)]).toEqual([path, 'network']);
    }
  });

  it('never stores a request that is not a GET, whatever its path', () => {
    for (const route of ROUTES.filter((r) => r.method !== 'GET')) {
      expect([route.method, route.path, at(concrete(route.path), route.method)]).toEqual([route.method, route.path, 'network']);
    }
  });

  it('stores the admin GET answers only: no public API answer, no other origin', () => {
    for (const route of ROUTES.filter((r) => r.method === 'GET' && !r.path.startsWith('/api/admin/'))) {
      expect([route.path, at(concrete(route.path))]).toEqual([route.path, 'network']);
    }
    expect(strategyFor({ method: 'GET', url: 'https://elsewhere.example/api/admin/events' }, ORIGIN, SHELLS, NEVER_STORED)).toBe('network');
    expect(at('/api/admin/events')).toBe('list');
    expect(at('/api/admin/registrations?cursor=abc&search=ada')).toBe('list');
    expect(at('/api/admin/counts')).toBe('list');
  });

  it('never stores the account’s sessions and factors, finding people or any GET of an auth route or behind "Confirm it’s you"', () => {
    for (const path of ['/api/admin/account/sessions', '/api/admin/factors', '/api/admin/people', '/api/admin/people?email=a%40b.c', '/api/admin/people/']) {
      expect([path, at(path)]).toEqual([path, 'network']);
    }
    for (const route of ROUTES.filter((r) => r.method === 'GET' && (r.stepUp || r.sessions))) {
      expect([route.path, at(concrete(route.path))]).toEqual([route.path, 'network']);
    }
    // Whole paths, segment by segment: neither a longer name nor a path below is the route.
    expect(at('/api/admin/peoplex')).toBe('list');
    expect(at('/api/admin/people/x1')).toBe('list');
    // A route with a parameter: any value is the route, and a value that does not decode is never stored.
    const withId = (path: string) => strategyFor({ method: 'GET', url: `${ORIGIN}${path}` }, ORIGIN, SHELLS, ['/api/admin/vault/{id}']);
    expect(withId('/api/admin/vault/a1')).toBe('network');
    expect(withId('/api/admin/vault/%E0%A4%A')).toBe('network');
    expect(withId('/api/admin/vault')).toBe('list');
  });

  it('stores only plain successes', () => {
    expect(storable({ status: 200, type: 'basic' })).toBe(true);
    for (const status of [201, 204, 304, 401, 409, 500]) expect(storable({ status, type: 'basic' })).toBe(false);
    expect(storable({ status: 0, type: 'opaque' })).toBe(false);
  });

  it('has a scope that covers every admin page and no public one', () => {
    for (const page of PAGE_TABLE) expect([page.path, inAdminScope(page.path)]).toEqual([page.path, page.access === 'admin']);
    expect(ADMIN_SCOPE).toBe('/admin');
  });
});
