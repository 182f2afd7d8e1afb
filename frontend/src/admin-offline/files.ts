// The admin's installable app (issue 40: "an admin that lives on the home
// screen"): the names every side shares. The build writes the manifest and the
// service worker under these names (frontend/admin-app-build.ts), both static
// servers send the worker with no-cache (infra/local/static-server.ts,
// infra/constructs/static-site.ts), the admin shells link the manifest
// (frontend/prerender) and the admin pages register the worker (register.ts).
// Plain constants: the worker, Node build scripts and infra import this file.

/** Unhashed, so its URL never changes; revalidated on every check, so a new build's worker is found at once. */
export const ADMIN_SW_FILE = 'admin-sw.js';
export const ADMIN_SW_URL = `/${ADMIN_SW_FILE}`;
export const ADMIN_MANIFEST_FILE = 'admin.webmanifest';
export const ADMIN_MANIFEST_URL = `/${ADMIN_MANIFEST_FILE}`;

/**
 * The app's and the worker's scope. The admin pages are /admin, /admin/check-in,
 * /admin/agenda and /admin-login: they share no path segment, but a scope is a
 * plain string prefix (Web App Manifest and Service Worker specs), so '/admin'
 * covers all four and nothing of the public site (no public path starts with
 * '/admin'; sw-policy.test.ts keeps it so).
 */
export const ADMIN_SCOPE = '/admin';
/** The overview: what the installed app opens on. */
export const ADMIN_START_URL = '/admin';

/** The admin's code and shells; one per build (the suffix is the build's), the older ones go when a new worker takes over. */
export const CODE_CACHE_PREFIX = 'admin-code-';
/**
 * The admin's last GET answers (lists of people's data): a cache of its own, so
 * that signing out or an expired session deletes it without touching the code.
 */
export const LISTS_CACHE = 'admin-lists';

/** On an answer the worker took from LISTS_CACHE because the network failed: when it was stored (ISO). */
export const FROM_CACHE_HEADER = 'X-From-Cache';
/** Stored with each saved answer: when it came from the server (ISO). */
export const SAVED_AT_HEADER = 'X-Saved-At';
/** On the worker's own answer when it is offline with nothing saved for a GET. */
export const OFFLINE_HEADER = 'X-Offline';
