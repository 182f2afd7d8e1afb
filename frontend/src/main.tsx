import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter, createAppRouter } from './app/router';
import { applyColorMode } from './lib/color-mode';

// The head's boot script already did this before first paint; again here in
// case it did not load, so the page never renders in the wrong theme.
applyColorMode();

async function start() {
  const container = document.getElementById('root')!;
  const { router, key } = await createAppRouter();
  const app = (
    <StrictMode>
      <Providers>
        <AppRouter router={router} />
      </Providers>
    </StrictMode>
  );
  // Hydrate only the HTML prerendered for this very route; any other HTML (a
  // server fallback, or none: admin) is replaced by a fresh render.
  if (key !== null && container.dataset.route === key && container.firstElementChild) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  // The boot script hid #root when this HTML was made for another route.
  document.documentElement.removeAttribute('data-path-mismatch');
}

void start();
