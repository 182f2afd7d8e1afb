// The one script in <head>: a tiny classic script (no modules, no React) that
// runs before first paint. The CSP allows no inline script, so this is a file.
// 1. Puts the stored colour mode on <html> (same rules as lib/color-mode.ts),
//    so a dark-mode visitor never sees a light flash of the prerendered page.
// 2. When the server answered with HTML prerendered for another route (a
//    build without 404.html falls back to index.html), hides
//    #root until main.tsx has rendered the right page, so the wrong page never
//    shows. The 404 page is made for any unknown path, so it is never hidden.
// 3. On a prerendered page, starts the app's JavaScript once the whole page
//    has been parsed (data-entry), and preloads its chunks (data-preload)
//    once it has been painted: the page is readable without it, and on a
//    slow phone connection ~200 KB of script fetched at high priority from
//    <head> held back the first paint and the hero image (Lighthouse mobile
//    FCP 2.3-2.9 s -> ~1 s). The entry starts at DOMContentLoaded, not later:
//    the load event still waits for it, as it did for a <script> tag.
// 4. Holds a form submit pressed before the app handles that form (the
//    browser would post the form to the page's own URL and reload it, and
//    what was typed would be gone), and replays it once the form announces
//    it is live, with what was typed (components/hydrating-form.tsx). It
//    also tells the app which forms were in the first HTML: their fill time
//    (a bot check) counts from the page's start (lib/form-signals.ts).
import { THEME_STORAGE_KEY } from './content/site';
import { FIRST_HTML_FORMS, FORM_LIVE_EVENT, HYDRATED_ATTRIBUTE } from './lib/hydration-signals';

/** The app's entry module and its imports: their fetch and run delay the load event. */
function startEntry(script: HTMLScriptElement) {
  // Preloaded at low priority too: found by the module loader instead, they
  // would be fetched at high priority, ahead of what is on screen.
  preload((script.dataset.entryImports ?? '').split(' ').filter(Boolean));
  const main = document.createElement('script');
  main.type = 'module';
  // Low: the hero image and the rest of what is on screen come first; the
  // page is complete without the script.
  main.fetchPriority = 'low';
  main.src = script.dataset.entry!;
  document.head.appendChild(main);
}

/**
 * The page's own chunks (the entry imports it lazily), fetched alongside the
 * entry instead of after it. Each <link> costs a few ms of main thread on a
 * slow phone, so they wait until the page has been painted and go in small
 * batches, one task each: no long task that would delay a tap.
 */
function preloadChunks(hrefs: string[]) {
  preload(hrefs.splice(0, 4));
  if (hrefs.length) setTimeout(() => preloadChunks(hrefs));
}

function preload(hrefs: string[]) {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.fetchPriority = 'low';
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * Until the app runs, a submit would be the browser's own (a reload). A form
 * of the first HTML stays held until it is live itself: it may hydrate after
 * the rest of the page (a lazy section), and React ignores events there until
 * then. Forms the app renders later are live from the start and pass.
 */
function holdEarlySubmits() {
  const early = new WeakSet<HTMLFormElement>();
  const live = new WeakSet<HTMLFormElement>();
  const held = new Map<HTMLFormElement, HTMLElement | null>();
  // Shared with the app: a form of the first HTML counts its fill time from the page's start (components/hydrating-form.tsx).
  Object.defineProperty(window, FIRST_HTML_FORMS, { value: early, configurable: true });
  const hydrated = () => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);

  document.addEventListener('DOMContentLoaded', () => Array.from(document.forms).forEach((form) => early.add(form)), { once: true });
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || live.has(form) || (hydrated() && !early.has(form))) return;
      event.preventDefault();
      // Capture phase on the document: the app's own handler (if it is half
      // awake) must not see a submit it cannot read the fields of yet.
      event.stopImmediatePropagation();
      // Pressed twice before the app woke up: still one submit.
      held.set(form, event.submitter);
    },
    true,
  );
  document.addEventListener(FORM_LIVE_EVENT, (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    live.add(form);
    if (!held.has(form)) return;
    const submitter = held.get(form);
    held.delete(form);
    form.requestSubmit(submitter && 'form' in submitter && submitter.form === form ? submitter : null);
  });
}

const chunksOf = (script: HTMLScriptElement) => (script.dataset.preload ?? '').split(' ').filter(Boolean);

function boot() {
  const root = document.documentElement;
  let choice: string | null = null;
  try {
    choice = localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage blocked: the default applies.
  }
  const dark =
    choice === 'dark' || (choice === 'system' && typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches);
  const mode = dark ? 'dark' : 'light';
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
  root.dataset.theme = mode;
  holdEarlySubmits();

  const script = document.currentScript as HTMLScriptElement | null;
  if (!script) return;
  const made = script.dataset.path;
  const here = location.pathname.replace(/\/+$/, '') || '/';
  const mismatch = made && made !== '*' && made !== here;
  if (mismatch) root.setAttribute('data-path-mismatch', '');

  if (!script.dataset.entry) return;
  // The entry waits for the parsed document (#root), as a module <script> at
  // the end of <body> would. When the HTML was made for another route, its
  // chunks are that route's: not worth fetching.
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      startEntry(script);
      // Two frames: the first one may not have painted the page yet.
      if (!mismatch) requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => preloadChunks(chunksOf(script)))));
    },
    { once: true },
  );
}

boot();
