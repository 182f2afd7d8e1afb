// What the admin's service worker (sw.ts) does with each request, as a pure
// function: tested without a browser (sw-policy.test.ts). The worker only
// carries it out.
import { matchPath, type Route } from '../../../contract/route-spec';
import { ADMIN_SCOPE } from './files';

export type Strategy =
  /** An admin page's HTML: the network first (a new build shows at once), the saved shell when offline. */
  | 'shell'
  /** A content-hashed file under /assets/: never changes, so the saved copy first. */
  | 'asset'
  /** One of the admin's own GET answers: the network first; the saved copy, marked with its time, only when offline. */
  | 'list'
  /** Everything else: the worker stays out of the way, nothing is stored. */
  | 'network';

export type RequestFacts = { method: string; url: string };

/**
 * The admin GETs whose answers are never stored, whatever they hold, read from
 * the route table (contract/areas/): the auth routes' (the account's sessions
 * and factors: security) and those behind "Confirm it's you" (finding people:
 * a saved answer would skip that check, confirmed again every 5 minutes). The
 * build hands the worker these paths (admin-app-build.ts), not the table.
 */
export const neverStoredPaths = (routes: readonly Route[]): string[] =>
  routes.filter((route) => route.method === 'GET' && route.auth === 'admin' && (route.sessions || route.stepUp)).map((route) => route.path);

/** Is `path` one of `neverStored` (route table syntax, {name} is one segment)? A path that does not decode is not stored either: it answers no list. */
function isNeverStored(path: string, neverStored: readonly string[]): boolean {
  try {
    return neverStored.some((routePath) => matchPath(routePath, path) !== null);
  } catch {
    return true;
  }
}

/**
 * `shellPaths`: the admin pages' paths (the page table's admin rows), compared without a trailing slash.
 * `neverStored`: neverStoredPaths of the route table.
 */
export function strategyFor(request: RequestFacts, origin: string, shellPaths: readonly string[], neverStored: readonly string[]): Strategy {
  if (request.method !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (url.origin !== origin) return 'network';
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (shellPaths.includes(path)) return 'shell';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (path.startsWith('/api/admin/') && !isNeverStored(path, neverStored)) return 'list';
  return 'network';
}

/** The cache key of an admin page: its path, so /admin?tab=events finds the /admin shell. */
export const shellKey = (url: string) => new URL(url).pathname.replace(/\/+$/, '') || '/';

/** Is the path inside the app's scope (a string prefix, as the specs compare)? */
export const inAdminScope = (path: string) => path.startsWith(ADMIN_SCOPE);

/** Is the answer one to store: a plain success (never an error, a redirect or an opaque answer). */
export const storable = (response: { status: number; type: string }) => response.status === 200 && (response.type === 'basic' || response.type === 'default');
