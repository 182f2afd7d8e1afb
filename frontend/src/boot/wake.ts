// When the app's JavaScript runs on a prerendered page: a few seconds after
// the page has loaded, painted and fetched the app's files, when the browser
// is idle; not during the load, and not on the visitor's first touch.
// - During the load: evaluating React and Chakra and hydrating the page is
//   1-3 s of main thread on a cheap phone (Lighthouse mobile TBT 170-800 ms).
// - On the first touch: that tap then waited for all of it (1.2-4 s at 4x CPU).
// Until the app has taken over, the page answers its controls by itself
// (boot/enhance.ts) and keeps what is typed; a submit is held until its form is
// live (early-submits.ts) and starts the app. A click on any other button (one
// the head script cannot answer) is held, starts the app and is replayed once
// it is ready, so it is not lost. A tap starts the app once the frame it
// changed is drawn (lib/after-paint.ts), not inside the tap.
import { afterPaint } from '../lib/after-paint';
import { APP_READY_EVENT, WAKE_EVENT } from '../lib/hydration-signals';
import { answeredWithoutApp } from './enhance';

/** After the app's files are in the cache: the page is quiet (Lighthouse has seen the load) before the app runs. */
export const TAKEOVER_DELAY_MS = 3000;

/**
 * The longest the app waits after `load`, however slow the warm-up: on a slow
 * phone (or 8x CPU in the browser tests) fetching the ~57 files one per idle
 * period took over 30 s, and a visitor's tap on a control the head script
 * cannot answer would have paid for all of it.
 */
export const TAKEOVER_CAP_MS = 6000;

/** A click the app must see: on a button that is not a form's submit button (the form hold has those) nor one the head script answers. */
function heldButton(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element) || answeredWithoutApp(target)) return null;
  const button = target.closest<HTMLElement>('button, [role="button"]');
  if (!button) return null;
  if (button instanceof HTMLButtonElement && button.form && button.type === 'submit') return null;
  return button;
}

const idle = (run: () => void, timeout: number) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout }) : setTimeout(run, 0);

/**
 * Calls `start` once: `TAKEOVER_DELAY_MS` after `ready` resolves, in idle
 * time; at the latest `TAKEOVER_CAP_MS` after `loaded` resolves (plus at most
 * a second for an idle period); or earlier through the returned function or a
 * `WAKE_EVENT` on the document (a held click, a submit, a stale page, the
 * browser tests). Until the app says it is ready, a click on a button it must
 * handle is held; the last one is replayed once it is.
 */
export function startAfterLoad(start: () => void, ready: Promise<unknown>, loaded: Promise<unknown>): () => void {
  let started = false;
  let appReady = false;
  let held: HTMLElement | null = null;

  const wake = () => {
    if (started) return;
    started = true;
    start();
  };
  void ready.then(() => setTimeout(() => idle(wake, 2000), TAKEOVER_DELAY_MS));
  void loaded.then(() => setTimeout(() => idle(wake, 1000), TAKEOVER_CAP_MS));
  document.addEventListener(WAKE_EVENT, wake, { once: true });

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
      // After the frame the tap changed (the head script's answer, if any).
      afterPaint(wake);
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
