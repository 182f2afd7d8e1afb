// A form submit pressed before the app handles that form: the browser would
// post the form to the page's own URL and reload it, and what was typed would
// be gone. It is held and replayed once the form announces it is live, with
// what was typed (components/hydrating-form.tsx). The forms of the first HTML
// are also told to the app: their fill time (a bot check) counts from the
// page's start (lib/form-signals.ts). A held submit shows at once the brief's
// message under each field still empty (rendered hidden by
// components/form-field.tsx): the answer a visitor sees before the app has
// validated the whole form, which it does when the submit is replayed.
import { afterPaint } from '../lib/after-paint';
import { EARLY_ERROR_ATTRIBUTE, FIRST_HTML_FORMS, FORM_LIVE_EVENT, HYDRATED_ATTRIBUTE } from '../lib/hydration-signals';

/** The form's control for a message's field, when it is one a visitor types or picks into. */
function fieldOf(form: HTMLFormElement, message: HTMLElement): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null {
  const field = form.elements.namedItem(message.getAttribute(EARLY_ERROR_ATTRIBUTE) ?? '');
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement ? field : null;
}

/** Shows the message under each empty field (and marks it invalid), hides the others; focus goes to the first once they are on screen. */
function showEmptyFieldErrors(form: HTMLFormElement) {
  let first: HTMLElement | null = null;
  for (const message of Array.from(form.querySelectorAll<HTMLElement>(`[${EARLY_ERROR_ATTRIBUTE}]`))) {
    const field = fieldOf(form, message);
    const empty = field !== null && field.value === '';
    message.hidden = !empty;
    if (!field) continue;
    if (empty) {
      field.setAttribute('aria-invalid', 'true');
      first ??= field;
    } else field.removeAttribute('aria-invalid');
  }
  if (first) afterPaint(() => first.isConnected && first.focus());
}

/**
 * A field typed into: its empty-field message goes. Not once the form is live:
 * the app owns the message then (the same element shows its own errors), and
 * re-validates on change.
 */
function clearEmptyFieldError(event: Event, live: WeakSet<HTMLFormElement>) {
  const field = event.target;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) || !field.form || field.value === '') return;
  if (live.has(field.form)) return;
  const message = field.form.querySelector<HTMLElement>(`[${EARLY_ERROR_ATTRIBUTE}="${CSS.escape(field.name)}"]:not([hidden])`);
  if (!message) return;
  message.hidden = true;
  field.removeAttribute('aria-invalid');
}

/**
 * Until the app runs, a submit would be the browser's own (a reload). A form
 * of the first HTML stays held until it is live itself: it may hydrate after
 * the rest of the page (a lazy section), and React ignores events there until
 * then. Forms the app renders later are live from the start and pass.
 */
export function holdEarlySubmits() {
  const early = new WeakSet<HTMLFormElement>();
  const live = new WeakSet<HTMLFormElement>();
  const held = new Map<HTMLFormElement, HTMLElement | null>();
  // Shared with the app: a form of the first HTML counts its fill time from the page's start (components/hydrating-form.tsx).
  Object.defineProperty(window, FIRST_HTML_FORMS, { value: early, configurable: true });
  const hydrated = () => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);

  document.addEventListener('DOMContentLoaded', () => Array.from(document.forms).forEach((form) => early.add(form)), { once: true });
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || live.has(form) || (hydrated() && !early.has(form))) return;
      event.preventDefault();
      // Capture phase on the document: the app's own handler (if it is half
      // awake) must not see a submit it cannot read the fields of yet.
      event.stopImmediatePropagation();
      // Pressed twice before the app woke up: still one submit.
      held.set(form, event.submitter);
      showEmptyFieldErrors(form);
    },
    true,
  );
  const clear = (event: Event) => clearEmptyFieldError(event, live);
  document.addEventListener('input', clear, true);
  document.addEventListener('change', clear, true);
  document.addEventListener(FORM_LIVE_EVENT, (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    live.add(form);
    if (!held.has(form)) return;
    const submitter = held.get(form);
    held.delete(form);
    form.requestSubmit(submitter && 'form' in submitter && submitter.form === form ? submitter : null);
  });
}
