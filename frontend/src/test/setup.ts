// jsdom lacks what Chakra UI and our components use; stub just enough.
import '@testing-library/jest-dom';
import { server } from './msw/server';

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
