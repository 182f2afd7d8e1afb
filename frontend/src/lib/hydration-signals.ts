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
