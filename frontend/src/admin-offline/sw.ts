// The admin's service worker, served as /admin-sw.js (built by
// frontend/admin-app-build.ts; docs/ARCHITECTURE.md, The admin as an app).
// It makes the installed admin open at once from the second time on, and open
// at all offline: the admin pages' HTML network-first with the saved shell as
// fallback, the hashed code cache-first, and the admin's own GET answers
// network-first with the saved copy ONLY when the network fails, marked with
// the time it was saved (X-From-Cache) so the page never shows it as fresh.
// Nothing else is stored: no other request, no non-GET, no error answer.
// Which request gets what is decided by sw-policy.ts (tested there).
import { CODE_CACHE_PREFIX, FROM_CACHE_HEADER, LISTS_CACHE, OFFLINE_HEADER, SAVED_AT_HEADER } from './files';
import { shellKey, storable, strategyFor } from './sw-policy';

// Set by the build: the admin pages' paths, the files their shells load, and a
// name for this build (a new build = a new worker file = its own code cache).
declare const __ADMIN_SHELLS__: string[];
declare const __ADMIN_PRECACHE__: string[];
declare const __ADMIN_BUILD__: string;
// The admin GETs never stored (sw-policy.ts neverStoredPaths of the route table).
declare const __ADMIN_NEVER_STORED__: string[];

// The worker's own globals, typed here: the project compiles against the DOM
// library, and the WebWorker one cannot sit beside it.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type WorkerScope = {
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
};
const worker = self as unknown as WorkerScope;

const CODE_CACHE = `${CODE_CACHE_PREFIX}${__ADMIN_BUILD__}`;

worker.addEventListener('install', (event) => {
  // The shells and the code they load, so the second opening needs no network.
  // A new build's worker takes over at once: every file it serves is its own build's.
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CODE_CACHE);
      await cache.addAll([...__ADMIN_SHELLS__, ...__ADMIN_PRECACHE__]);
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith(CODE_CACHE_PREFIX) && name !== CODE_CACHE) await caches.delete(name);
      // The page that registered this worker is controlled now, not from its next load.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, worker.location.origin, __ADMIN_SHELLS__, __ADMIN_NEVER_STORED__);
  if (strategy === 'shell') event.respondWith(shell(event.request));
  else if (strategy === 'asset') event.respondWith(asset(event.request));
  else if (strategy === 'list') event.respondWith(list(event.request));
  // 'network': no respondWith, the browser fetches as if there were no worker.
});

async function shell(request: Request): Promise<Response> {
  const key = shellKey(request.url);
  try {
    const response = await fetch(request);
    if (storable(response)) await (await caches.open(CODE_CACHE)).put(key, response.clone());
    return response;
  } catch (error) {
    const saved = await caches.match(key, { cacheName: CODE_CACHE });
    if (saved) return saved;
    throw error;
  }
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(CODE_CACHE);
  const saved = await cache.match(request);
  if (saved) return saved;
  // The first load of a chunk (a tab opened for the first time) keeps it for the next.
  const response = await fetch(request);
  if (storable(response)) await cache.put(request, response.clone());
  return response;
}

async function list(request: Request): Promise<Response> {
  const cache = await caches.open(LISTS_CACHE);
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    // Offline (the request never reached the server): the saved copy, marked.
    const saved = await cache.match(request);
    if (saved) return markedFromCache(saved);
    return offlineAnswer();
  }
  if (storable(response)) await cache.put(request, await withSavedAt(response.clone()));
  return response;
}

/**
 * The answer as stored: its time, and `Vary: Authorization`, so the Cache API
 * hands it only to a request with the same session's token (another session on
 * this device never sees it, even before the sign-out clears the cache).
 */
async function withSavedAt(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  headers.set('Vary', 'Authorization');
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

async function markedFromCache(saved: Response): Promise<Response> {
  const headers = new Headers(saved.headers);
  headers.set(FROM_CACHE_HEADER, saved.headers.get(SAVED_AT_HEADER) ?? '');
  return new Response(await saved.blob(), { status: saved.status, statusText: saved.statusText, headers });
}

/** Offline and nothing saved: the site's JSON error shape, so the list shows these words. */
function offlineAnswer(): Response {
  const body = JSON.stringify({ success: false, message: "You're offline, and this wasn't saved on this device yet." });
  return new Response(body, { status: 503, headers: { 'Content-Type': 'application/json; charset=utf-8', [OFFLINE_HEADER]: '1' } });
}
