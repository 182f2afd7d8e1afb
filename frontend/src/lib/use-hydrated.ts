// False while React hydrates prerendered HTML (and on the server), true
// afterwards and in any plain client render. Content that depends on what the
// build could not know (the URL's query string) waits for it, so hydration
// sees exactly the markup that was prerendered.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
