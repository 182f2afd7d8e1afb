// The head script's hold on early submits (boot.ts, step 4): a submit pressed
// before the app handles the form neither reloads the page nor reaches a
// half-awake app; it is replayed, once, when the form says it is live.
import { FORM_LIVE_EVENT, HYDRATED_ATTRIBUTE } from './lib/hydration-signals';

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

let first: ReturnType<typeof prerenderedForm>;
/** A form of the first HTML that hydrates later than the page (a lazy section). */
let lazySection: ReturnType<typeof prerenderedForm>;

beforeAll(() => {
  document.body.innerHTML = '';
  first = prerenderedForm('first-html');
  lazySection = prerenderedForm('lazy-section');
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
