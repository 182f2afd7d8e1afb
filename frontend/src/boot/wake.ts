// When the app's JavaScript runs on a prerendered page: when the visitor first
// uses the page, not while it loads. The page is complete without it (text,
// pictures, links, forms that keep what is typed), and on a cheap phone
// evaluating React and Chakra and hydrating the page is seconds of main
// thread: done during the load it blocks scrolling and the first taps
// (Lighthouse mobile TBT 170-800 ms); done on the first touch it runs while
// the visitor reads. A tap on a button before the app listens is held and
// replayed once it does, so it is not lost; a submit is held by the form
// hold (early-submits.ts) until that form is live.
import { APP_READY_EVENT } from '../lib/hydration-signals';

/**
 * What counts as a first use: any touch, pointer movement, key, focus or
 * scroll. A mouse moving over the page wakes it at once on a desktop, a
 * finger's first touch (scrolling included) on a phone.
 */
export const WAKE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/** A click the app must see: on a button that is not a form's submit button (the form hold has those). */
function heldButton(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest<HTMLElement>('button, [role="button"]');
  if (!button) return null;
  if (button instanceof HTMLButtonElement && button.form && button.type === 'submit') return null;
  return button;
}

/**
 * Calls `start` once, on the first use of the page (or earlier, through the
 * returned function: a stale page, a submit). Until the app says it is ready,
 * a click on a button is held; the last one is replayed once it is.
 */
export function wakeOnFirstUse(start: () => void): () => void {
  let started = false;
  let ready = false;
  let held: HTMLElement | null = null;

  const wake = () => {
    if (started) return;
    started = true;
    for (const type of WAKE_EVENTS) window.removeEventListener(type, wake, true);
    start();
  };
  for (const type of WAKE_EVENTS) window.addEventListener(type, wake, { capture: true, passive: true });

  document.addEventListener(
    'click',
    (event) => {
      if (ready) return;
      const button = heldButton(event.target);
      if (!button) return;
      // Capture phase on the document: nothing half awake acts on it either.
      event.preventDefault();
      event.stopImmediatePropagation();
      held = button;
      wake();
    },
    true,
  );
  document.addEventListener(
    APP_READY_EVENT,
    () => {
      ready = true;
      const button = held;
      held = null;
      if (button?.isConnected) button.click();
    },
    { once: true },
  );
  return wake;
}
