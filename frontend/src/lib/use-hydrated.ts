// What the build could not know (the URL's query string) is left out while
// React hydrates prerendered HTML (and on the server), so hydration sees
// exactly the markup that was prerendered, and comes in right after.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * `value` in any client render, `whilePrerendered` while hydrating (and on the
 * server). React renders again after hydration only when the two differ, and
 * that render is synchronous (a long task over a whole page on a slow phone):
 * with no query string there is nothing to change, so nothing runs.
 * `value` must compare with Object.is (a string, a number, null).
 */
export function useAfterHydration<T>(value: T, whilePrerendered: T): T {
  return useSyncExternalStore(
    subscribe,
    () => value,
    () => whilePrerendered,
  );
}
