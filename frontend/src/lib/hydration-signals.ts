// How the running app tells the head script (boot.ts) and the browser tests
// that it has taken over. boot.ts is a classic script bundled on its own, so
// the two sides meet in the DOM: an attribute on <html> and an event on a
// form. Plain values only: the e2e helpers read them too.

/** `<html data-hydrated="true">`: set once the app has hydrated (or rendered) the page; never in the prerendered HTML. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Fired (bubbling) by a form once React handles it with what was typed into it before: boot.ts then replays a submit it held. */
export const FORM_LIVE_EVENT = 'harmony:form-live';
