// First: before any lazy page loads zod (see the file).
import './lib/zod-no-eval';
import { StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter, createAppRouter } from './app/router';
import { applyColorMode } from './lib/color-mode';
import { APP_READY_EVENT, HYDRATED_ATTRIBUTE, HYDRATING_ATTRIBUTE } from './lib/hydration-signals';
import { readPublishedData } from './lib/published-data';

// The head's boot script already did this before first paint; again here in
// case it did not load, so the page never renders in the wrong theme.
applyColorMode();

/**
 * Marks <html> once the first render has committed (after hydration, the
 * page's handlers are attached): what the browser tests wait on before they
 * act, and tells boot.ts, which then replays a click it held. Renders
 * nothing, so the prerendered markup still matches.
 */
function HydrationMarker() {
  // In the commit itself: from then on React's handlers answer, and the head
  // script must no longer (boot/enhance.ts), or a tap would be handled twice.
  useLayoutEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  }, []);
  useEffect(() => {
    document.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return null;
}

/** Lets the browser run other tasks (input, paint) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const container = document.getElementById('root')!;
  const routerReady = createAppRouter(container.dataset.route);
  // The Chakra system (tokens, recipes: the largest piece of start-up work)
  // is built when providers.tsx loads: in its own task, not in the one that
  // runs this entry and its imports, so neither blocks a slow phone for long.
  // The prerender preloads the chunk with the page's.
  await nextTask();
  const { Providers } = await import('./app/providers');
  const { router, key } = await routerReady;
  const app = (
    <StrictMode>
      <Providers published={readPublishedData()}>
        <AppRouter router={router} />
        <HydrationMarker />
      </Providers>
    </StrictMode>
  );
  // Hydrate only the HTML prerendered for this very route; any other HTML (a
  // server fallback, or none: admin) is replaced by a fresh render.
  if (key !== null && container.dataset.route === key && container.firstElementChild) {
    // As a transition, React hydrates in slices of a few milliseconds and
    // lets the browser handle input and paint in between, instead of one
    // long task over the whole page (Lighthouse mobile TBT). The page is
    // already on screen, so nothing waits for it to finish.
    document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, '');
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  // The boot script hid #root when this HTML was made for another route.
  document.documentElement.removeAttribute('data-path-mismatch');
}

void start();
