// jsdom lacks what Chakra UI and our components use; stub just enough.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './msw/server';

// findBy*/waitFor's default 1 s is less than a fetch
// through msw plus a re-render takes on a busy machine (seen with a load of 9
// on 2 cores). They return as soon as the state is there, so a longer limit
// costs nothing when the machine is idle; it stays under the test's timeout
// so a state that never comes fails with the query's own message.
configure({ asyncUtilTimeout: 30_000 });

// The network is msw's: a request no handler answers is reported as an error
// and fails in the page as a network error would; each test's handlers and
// request recorders end with the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

// Node-environment tests (`@jest-environment node`, e.g. the prerender) have no window.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  window.scrollTo = () => {};
  // jsdom has no scrollIntoView at all.
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
