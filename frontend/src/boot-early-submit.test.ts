// The head script's hold on early submits (boot.ts, step 4): a submit pressed
// before the app handles the form neither reloads the page nor reaches a
// half-awake app; it is replayed, once, when the form says it is live.
import { waitFor } from '@testing-library/react';
import { EARLY_ERROR_ATTRIBUTE, FORM_LIVE_EVENT, HYDRATED_ATTRIBUTE } from './lib/hydration-signals';

const announceFormLive = (form: HTMLFormElement) => form.dispatchEvent(new Event(FORM_LIVE_EVENT, { bubbles: true }));

const submits: { form: HTMLFormElement; submitter: HTMLElement | null; prevented: boolean }[] = [];

function prerenderedForm(id: string): { form: HTMLFormElement; button: HTMLButtonElement } {
  const form = document.createElement('form');
  form.id = id;
  form.innerHTML = '<input name="name"><button type="submit">Send</button>';
  document.body.append(form);
  return { form, button: form.querySelector('button')! };
}

/** What the app's own handler (the bubbling listener React puts on #root) would see. */
function appHandler(event: Event) {
  const submit = event as SubmitEvent;
  submits.push({ form: submit.target as HTMLFormElement, submitter: submit.submitter, prevented: submit.defaultPrevented });
  submit.preventDefault();
}

/** A form as components/form-field.tsx renders it: each field's empty-submit message in the HTML, hidden. */
function formWithMessages() {
  const form = document.createElement('form');
  form.id = 'with-messages';
  form.innerHTML =
    `<input name="name"><p hidden ${EARLY_ERROR_ATTRIBUTE}="name">Name must be at least 2 characters</p>` +
    `<input name="email"><p hidden ${EARLY_ERROR_ATTRIBUTE}="email">Enter a valid email address</p>` +
    '<button type="submit">Register Now</button>';
  document.body.append(form);
  return form;
}

let first: ReturnType<typeof prerenderedForm>;
let messages: HTMLFormElement;
/** A form of the first HTML that hydrates later than the page (a lazy section). */
let lazySection: ReturnType<typeof prerenderedForm>;

beforeAll(() => {
  document.body.innerHTML = '';
  first = prerenderedForm('first-html');
  lazySection = prerenderedForm('lazy-section');
  messages = formWithMessages();
  const script = document.createElement('script');
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules re-runs the module's top level only through a synchronous require
    require('./boot');
  });
  document.dispatchEvent(new Event('DOMContentLoaded'));
  document.body.addEventListener('submit', appHandler);
});
beforeEach(() => {
  submits.length = 0;
});

test('a submit before the app runs is held: no reload, and the app does not see it yet', () => {
  first.button.click();
  first.button.click();
  expect(submits).toEqual([]);
});

test('the form going live replays the held submit once, with its submit button', () => {
  announceFormLive(first.form);
  expect(submits).toEqual([{ form: first.form, submitter: first.button, prevented: false }]);
  // Live from now on: the next submit goes straight to the app.
  first.button.click();
  expect(submits).toHaveLength(2);
  // Nothing left to replay.
  announceFormLive(first.form);
  expect(submits).toHaveLength(2);
});

test('after hydration a form the app rendered itself passes; one from the first HTML still waits until it is live', () => {
  const late = prerenderedForm('rendered-by-the-app');
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  late.button.click();
  lazySection.button.click();
  expect(submits.map((s) => s.form.id)).toEqual(['rendered-by-the-app']);
  announceFormLive(lazySection.form);
  expect(submits.map((s) => s.form.id)).toEqual(['rendered-by-the-app', 'lazy-section']);
});

test("a submit held before the app shows the brief's message under each field still empty, at once, and typing takes it away", async () => {
  const message = (name: string) => messages.querySelector<HTMLElement>(`[${EARLY_ERROR_ATTRIBUTE}="${name}"]`)!;
  const field = (name: string) => messages.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  field('email').value = 'ada@example.com';
  messages.querySelector('button')!.click();
  expect(submits).toEqual([]);
  expect(message('name').hidden).toBe(false);
  expect(field('name')).toHaveAttribute('aria-invalid', 'true');
  // Focus moves to the first empty field once the messages are drawn, not in
  // the tap's own task, where restyling the page for it held that frame back.
  expect(document.activeElement).not.toBe(field('name'));
  await waitFor(() => expect(document.activeElement).toBe(field('name')));
  expect(message('email').hidden).toBe(true);
  expect(field('email')).not.toHaveAttribute('aria-invalid');

  field('name').value = 'A';
  field('name').dispatchEvent(new Event('input', { bubbles: true }));
  expect(message('name').hidden).toBe(true);
  expect(field('name')).not.toHaveAttribute('aria-invalid');
  // Still held for the app, which validates everything when it replays it.
  announceFormLive(messages);
  expect(submits.map((s) => s.form.id)).toEqual(['with-messages']);
});

test("once the form is live, typing leaves its messages to the app: the same element shows the app's own errors", () => {
  const message = messages.querySelector<HTMLElement>(`[${EARLY_ERROR_ATTRIBUTE}="name"]`)!;
  const field = messages.querySelector<HTMLInputElement>('input[name="name"]')!;
  // As the app shows it after a refused submit (the form went live in the test above).
  message.textContent = 'Name must be at least 2 characters';
  message.hidden = false;
  field.setAttribute('aria-invalid', 'true');
  field.value = 'B';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  expect(message.hidden).toBe(false);
  expect(field).toHaveAttribute('aria-invalid', 'true');
});
