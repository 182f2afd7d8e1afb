// What the admin's service worker (sw.ts) does with each request, as a pure
// function: tested without a browser (sw-policy.test.ts). The worker only
// carries it out.
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
 * Admin GETs whose answers are never stored, whatever they hold: signing in
 * and out, the account's sessions and factors (security), finding people
 * (a riskiest action, confirmed again every 5 minutes: a saved answer would
 * skip that check), exports and uploads (presigned URLs). sw-policy.test.ts
 * holds every GET of the route table with a step-up to this list.
 * A prefix ends at a path segment ('/api/admin/people' also covers
 * '/api/admin/people/…').
 */
export const NEVER_STORED = [
  '/api/admin/login',
  '/api/admin/logout',
  '/api/admin/account',
  '/api/admin/factors',
  '/api/admin/passkeys',
  '/api/admin/totp',
  '/api/admin/step-up',
  '/api/admin/people',
  '/api/admin/exports',
  '/api/admin/uploads',
] as const;

const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The admin pages' paths (the page table's admin rows), compared without a trailing slash. */
export function strategyFor(request: RequestFacts, origin: string, shellPaths: readonly string[]): Strategy {
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
  if (path.startsWith('/api/admin/') && !NEVER_STORED.some((prefix) => underPrefix(path, prefix))) return 'list';
  return 'network';
}

/** The cache key of an admin page: its path, so /admin?tab=events finds the /admin shell. */
export const shellKey = (url: string) => new URL(url).pathname.replace(/\/+$/, '') || '/';

/** Is the path inside the app's scope (a string prefix, as the specs compare)? */
export const inAdminScope = (path: string) => path.startsWith(ADMIN_SCOPE);

/** Is the answer one to store: a plain success (never an error, a redirect or an opaque answer). */
export const storable = (response: { status: number; type: string }) => response.status === 200 && (response.type === 'basic' || response.type === 'default');
