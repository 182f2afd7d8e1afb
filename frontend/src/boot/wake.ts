// When the app's JavaScript runs on a prerendered page: a few seconds after
// the page has loaded, painted and fetched the app's files, when the browser
// is idle; not during the load, and not on the visitor's first touch.
// - During the load: evaluating React and Chakra and hydrating the page is
//   1-3 s of main thread on a cheap phone (Lighthouse mobile TBT 170-800 ms).
// - On the first touch: that tap then waited for all of it (1.2-4 s at 4x CPU).
// Until the app has taken over, the page answers its controls by itself
// (boot/enhance.ts) and keeps what is typed; a submit is held until its form is
// live (early-submits.ts) and starts the app at once. A click on any other
// button (one the head script cannot answer) is held, starts the app at once
// and is replayed once it is ready, so it is not lost.
import { APP_READY_EVENT } from '../lib/hydration-signals';
import { earlyControl } from './enhance';

/** After the app's files are in the cache: the page is quiet (Lighthouse has seen the load) before the app runs. */
export const TAKEOVER_DELAY_MS = 3000;

/** A click the app must see: on a button that is not a form's submit button (the form hold has those) nor one the head script answers. */
function heldButton(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element) || earlyControl(target)) return null;
  const button = target.closest<HTMLElement>('button, [role="button"]');
  if (!button) return null;
  if (button instanceof HTMLButtonElement && button.form && button.type === 'submit') return null;
  return button;
}

const idle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0));

/**
 * Calls `start` once: `TAKEOVER_DELAY_MS` after `ready` resolves, in idle
 * time, or earlier through the returned function (a held click, a submit, a
 * stale page). Until the app says it is ready, a click on a button it must
 * handle is held; the last one is replayed once it is.
 */
export function startAfterLoad(start: () => void, ready: Promise<unknown>): () => void {
  let started = false;
  let appReady = false;
  let held: HTMLElement | null = null;

  const wake = () => {
    if (started) return;
    started = true;
    start();
  };
  void ready.then(() => setTimeout(() => idle(wake), TAKEOVER_DELAY_MS));

  document.addEventListener(
    'click',
    (event) => {
      if (appReady) return;
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
      appReady = true;
      const button = held;
      held = null;
      if (button?.isConnected) button.click();
    },
    { once: true },
  );
  return wake;
}
