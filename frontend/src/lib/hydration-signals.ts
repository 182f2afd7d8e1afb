// How the running app tells the head script (boot.ts) and the browser tests
// that it has taken over. boot.ts is a classic script bundled on its own, so
// the two sides meet in the DOM: an attribute on <html> and an event on a
// form. Plain values only: the e2e helpers read them too.

/** `<html data-hydrated="true">`: set once the app has hydrated (or rendered) the page; never in the prerendered HTML. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Fired (bubbling) by a form once React handles it with what was typed into it before: boot.ts then replays a submit it held. */
export const FORM_LIVE_EVENT = 'harmony:form-live';

/**
 * `window[FIRST_HTML_FORMS]`: a WeakSet of the forms that were in the page's
 * first HTML, filled by boot.ts at DOMContentLoaded; a public form counts its
 * fill time from the page's start when it is one of them (lib/form-signals.ts).
 */
export const FIRST_HTML_FORMS = '__harmonyFirstHtmlForms';

/**
 * Dispatched on the document once the app has hydrated (or rendered) the page
 * and its handlers listen: boot.ts then replays a click it held.
 */
export const APP_READY_EVENT = 'harmony:app-ready';

/**
 * On the published-data block: its keys' API paths as JSON, so boot.ts can
 * ask each list again without the route table (lib/published-data.ts).
 */
export const PUBLISHED_SOURCES_ATTRIBUTE = 'data-sources';

/**
 * `data-early="<kind>"` on a control the head script answers by itself until
 * the app has taken over (boot/enhance.ts): a menu, the theme switch, the
 * lightbox, the carousel, the popup's close, copy link, add to calendar. Its
 * state lives in the DOM (hidden, aria-expanded, a dialog's open, data-index),
 * and the component reads it back when it hydrates (lib/early-state.ts). Such
 * a click is not held for the app.
 */
export const EARLY_ATTRIBUTE = 'data-early';

/**
 * `<html data-hydrating>`: set by main.tsx when React starts to hydrate the
 * page. From then on the head script no longer answers taps (React has read
 * the page's state); a tap on a button is held and replayed once the app is
 * ready (boot/wake.ts).
 */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/**
 * Dispatched on the document to start the app now instead of after the
 * takeover delay (boot/wake.ts): what the browser tests do before they wait
 * for `data-hydrated` (e2e/hydration.ts), so they wait on a state, not on the
 * clock. A no-op once the app has started.
 */
export const WAKE_EVENT = 'harmony:wake';

/**
 * `data-early-error="<field name>"`: the hidden message under a field that a
 * submit of the empty form shows (components/form-field.tsx); the head script
 * shows it when a submit is pressed before the app runs and the field is
 * still empty (boot/early-submits.ts).
 */
export const EARLY_ERROR_ATTRIBUTE = 'data-early-error';
