// What the visitor did before the app took over (boot/enhance.ts answered the
// tap: a menu opened, a lightbox at its third photo, a slide moved) lives in
// the DOM. A component hydrating that markup starts from it, so its first
// render matches the DOM and its state is what the visitor sees. Any later
// render (a page the app navigated to, the server's render) starts from the
// default.
import { HYDRATED_ATTRIBUTE } from './hydration-signals';

/** `read()` while hydrating the first HTML in the browser; `fallback` otherwise (server, later renders). */
export function earlyState<T>(read: () => T | undefined, fallback: T): T {
  if (typeof document === 'undefined' || document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return fallback;
  try {
    return read() ?? fallback;
  } catch {
    return fallback;
  }
}
