// First: before any lazy page loads zod (see the file).
import './lib/zod-no-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter, createAppRouter } from './app/router';
import { applyColorMode, followSystemColorMode } from './lib/color-mode';
import { HydrationMarker } from './app/hydration-marker';
import { loadWhatTheHtmlShows } from './lib/hydration-preloads';
import { HYDRATING_ATTRIBUTE } from './lib/hydration-signals';
import { readPublishedData } from './lib/published-data';

// The head's boot script already did this before first paint; again here in
// case it did not load, so the page never renders in the wrong theme.
applyColorMode();
followSystemColorMode();

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
  const hydrating = key !== null && container.dataset.route === key && container.firstElementChild;
  // The route's page module is loaded now: the lazy parts its HTML shows come before hydrating (lib/hydration-preloads.ts).
  if (hydrating) await loadWhatTheHtmlShows(container);
  const app = (
    <StrictMode>
      <Providers published={readPublishedData()}>
        <AppRouter router={router} />
        {/* Over prerendered HTML the public layout marks it, once its page has hydrated (app/hydration-marker.tsx). */}
        {!hydrating && <HydrationMarker />}
      </Providers>
    </StrictMode>
  );
  // Hydrate only the HTML prerendered for this very route; any other HTML (a
  // server fallback, or none: admin) is replaced by a fresh render.
  if (hydrating) {
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
