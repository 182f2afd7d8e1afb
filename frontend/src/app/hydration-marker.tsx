// <html data-hydrated> once the app has the page: what the browser tests wait on
// before they act, what tells the head script (boot/enhance.ts) to stop
// answering taps, and what ends lib/early-state.ts's reading of the DOM.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { APP_READY_EVENT, HYDRATED_ATTRIBUTE } from '../lib/hydration-signals';

/**
 * Renders nothing, so the prerendered markup still matches. Over prerendered
 * HTML it sits inside the public layout's Suspense boundary, beside the page:
 * React hydrates that boundary in a pass after the root's, and a component in
 * it that read the DOM's early state after the mark would render the default,
 * mismatch the HTML the head script changed (React error 418), and be rendered
 * again from scratch, losing what the visitor did (a copied link, a lightbox).
 * Once only: the root's own marker (a page rendered, not hydrated) may come too.
 */
export function HydrationMarker() {
  const marked = useRef(false);
  // In the commit itself: from then on React's handlers answer, and the head
  // script must no longer, or a tap would be handled twice.
  useLayoutEffect(() => {
    if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    marked.current = true;
  }, []);
  // After the commit's effects: boot/wake.ts replays a tap it held.
  useEffect(() => {
    if (marked.current) document.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return null;
}
