// The one script in <head>: a tiny classic script (no modules, no React) that
// runs before first paint. The CSP allows no inline script, so this is a file.
// 1. Puts the stored colour mode on <html> (lib/color-mode.ts),
//    so a dark-mode visitor never sees a light flash of the prerendered page.
// 2. When the server answered with HTML prerendered for another route (a
//    build without 404.html falls back to index.html), hides
//    #root until main.tsx has rendered the right page, so the wrong page never
//    shows, and starts the app at once. The 404 page is made for any unknown
//    path, so it is never hidden.
// 3. On a prerendered page, answers the controls' taps by itself until the app
//    has taken over (boot/enhance.ts: menu, theme, lightbox, carousel, popup,
//    copy link, add to calendar; the header's shrink, the carousel's and the
//    popup's timers). Once the page has loaded and painted, the app's files
//    are fetched (not run) into the cache (boot/warm-cache.ts); a few seconds
//    later, when the browser is idle, the app's JavaScript (data-entry) starts
//    and takes over (boot/wake.ts). It starts at once when the page's lists
//    have changed since it was published (boot/stale-check.ts), the address
//    has a query string, or a tap needs it (a button the head script cannot
//    answer, a submit).
// 4. Holds a form submit pressed before the app handles that form and
//    replays it once the form is live (boot/early-submits.ts).
import { afterPaint } from './lib/after-paint';
import { publishedIsStale } from './boot/stale-check';
import { holdEarlySubmits } from './boot/early-submits';
import { warmCache } from './boot/warm-cache';
import { startAfterLoad } from './boot/wake';
import { enhance } from './boot/enhance';
import { applyColorMode } from './lib/color-mode';

/** The app's entry module, its imports and the page's chunks, fetched together. */
function startEntry(script: HTMLScriptElement) {
  // Preloaded at low priority too: found by the module loader instead, they
  // would be fetched at high priority, ahead of what is on screen.
  preloadInBatches(importsOf(script));
  const main = document.createElement('script');
  main.type = 'module';
  // Low: an image still loading on screen comes first.
  main.fetchPriority = 'low';
  main.src = script.dataset.entry!;
  document.head.appendChild(main);
}

/**
 * Adds a low-priority <link rel="modulepreload"> for each of `hrefs`. Each
 * <link> costs a few ms of main thread on a slow phone, so they go in small
 * batches, one task each: no long task that would delay a tap.
 */
function preloadInBatches(hrefs: string[]) {
  for (const href of hrefs.splice(0, 4)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.fetchPriority = 'low';
    link.href = href;
    document.head.appendChild(link);
  }
  if (hrefs.length) setTimeout(() => preloadInBatches(hrefs));
}

const listOf = (value: string | undefined) => (value ?? '').split(' ').filter(Boolean);
/** The entry's own static imports. */
const importsOf = (script: HTMLScriptElement) => listOf(script.dataset.entryImports);
/** The page's and the providers' chunks (the entry imports them lazily). */
const chunksOf = (script: HTMLScriptElement) => listOf(script.dataset.preload);

function boot() {
  const root = document.documentElement;
  // Before first paint: no light flash for a dark-mode visitor.
  applyColorMode();
  holdEarlySubmits();

  const script = document.currentScript as HTMLScriptElement | null;
  if (!script) return;
  const made = script.dataset.path;
  const here = location.pathname.replace(/\/+$/, '') || '/';
  const mismatch = made && made !== '*' && made !== here;
  if (mismatch) root.setAttribute('data-path-mismatch', '');

  if (!script.dataset.entry) return;
  // The entry waits for the parsed document (#root), as a module <script> at
  // the end of <body> would.
  const whenParsed = (run: () => void) =>
    document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', run, { once: true }) : run();
  if (mismatch) {
    // The page on screen is not this URL's: the app renders the right one at
    // once. The chunks named here are the other route's: not worth fetching.
    whenParsed(() => startEntry(script));
    return;
  }
  enhance();
  let warmed!: () => void;
  const filesCached = new Promise<void>((resolve) => (warmed = resolve));
  const loaded = new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  let started = false;
  const wake = startAfterLoad(
    () =>
      whenParsed(() => {
        started = true;
        startEntry(script);
        preloadInBatches(chunksOf(script));
      }),
    filesCached,
    loaded,
  );
  // A submit before the app runs needs it, once the brief's messages are on
  // screen (the form hold shows them). Window capture: the form hold's
  // listener on the document stops the event.
  window.addEventListener('submit', () => afterPaint(wake), true);
  // The HTML was made without the query string, which only the app reads
  // (a shared link's ?registered=): it starts at once.
  if (location.search) wake();
  window.addEventListener(
    'load',
    () => {
      void warmCache([script.dataset.entry!, ...importsOf(script), ...chunksOf(script)], () => started).then(warmed);
      void publishedIsStale().then((stale) => stale && wake());
    },
    { once: true },
  );
}

boot();
