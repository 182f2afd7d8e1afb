// What a visitor typed into the prerendered form before hydration is what the
// form holds afterwards and what a submit sends (components/hydrating-form.tsx).
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Formik } from 'formik';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FillTimer } from '../lib/form-signals';
import { FIRST_HTML_FORMS, FORM_LIVE_EVENT } from '../lib/hydration-signals';
import { HydratingForm } from './hydrating-form';

type Values = { name: string; service: string; message: string };
const EMPTY: Values = { name: '', service: '', message: '' };

function ContactLike({ onSubmit, fillTimer }: { onSubmit: (values: Values) => void; fillTimer?: FillTimer }) {
  return (
    <Formik initialValues={EMPTY} onSubmit={onSubmit}>
      {({ values }) => (
        <HydratingForm aria-label="Test form" fillTimer={fillTimer}>
          <Field name="name" aria-label="Full Name" />
          <Field as="select" name="service" aria-label="Service">
            <option value="">Pick one</option>
            <option value="vocal-training">Vocal Training</option>
          </Field>
          <Field as="textarea" name="message" aria-label="Message" />
          <p data-testid="state">{JSON.stringify(values)}</p>
          <button type="submit">Send</button>
        </HydratingForm>
      )}
    </Formik>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  container = document.createElement('div');
  document.body.replaceChildren(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

const field = <T extends Element>(label: string) => container.querySelector<T & HTMLInputElement>(`[aria-label="${label}"]`)!;

/** The page as the prerender made it, then typed into by a visitor before any script ran. */
function prerenderAndType(typed: Partial<Values>) {
  container.innerHTML = renderToString(<ContactLike onSubmit={() => {}} />);
  if (typed.name !== undefined) field('Full Name').value = typed.name;
  if (typed.service !== undefined) field<HTMLSelectElement>('Service').value = typed.service;
  if (typed.message !== undefined) field('Message').value = typed.message;
}

function hydrate(onSubmit: (values: Values) => void, fillTimer?: FillTimer) {
  act(() => {
    root = hydrateRoot(container, <ContactLike onSubmit={onSubmit} fillTimer={fillTimer} />);
  });
}

test('the typed values become the form state, stay on screen through later renders, and are what a submit sends', async () => {
  prerenderAndType({ name: 'Chidinma Eze', service: 'vocal-training', message: 'Saturday lessons, please.' });
  const sent: Values[] = [];
  hydrate((values) => void sent.push(values));

  expect(JSON.parse(container.querySelector('[data-testid="state"]')!.textContent)).toEqual({
    name: 'Chidinma Eze',
    service: 'vocal-training',
    message: 'Saturday lessons, please.',
  });
  const user = userEvent.setup();
  // A later render (typing elsewhere) does not put the empty initial value back.
  await user.type(field('Message'), ' Thanks');
  expect(field('Full Name').value).toBe('Chidinma Eze');
  await user.click(container.querySelector('button')!);
  expect(sent).toEqual([{ name: 'Chidinma Eze', service: 'vocal-training', message: 'Saturday lessons, please. Thanks' }]);
});

test('the form announces it is live once it holds what was typed', () => {
  prerenderAndType({ name: 'Ade' });
  const stateWhenLive: string[] = [];
  document.addEventListener(FORM_LIVE_EVENT, () => stateWhenLive.push(field('Full Name').value + '|' + container.querySelector('[data-testid="state"]')!.textContent), {
    once: true,
  });
  hydrate(() => {});
  expect(stateWhenLive).toEqual([`Ade|${JSON.stringify({ ...EMPTY, name: 'Ade' })}`]);
});

test('an untouched prerendered form keeps its initial values', () => {
  prerenderAndType({});
  hydrate(() => {});
  expect(JSON.parse(container.querySelector('[data-testid="state"]')!.textContent)).toEqual(EMPTY);
});

describe('the fill time (a bot check, lib/form-signals.ts)', () => {
  const firstHtmlForms = () => window as unknown as Record<string, WeakSet<HTMLFormElement> | undefined>;
  afterEach(() => delete firstHtmlForms()[FIRST_HTML_FORMS]);

  test('a form typed into before hydration counts from the page start: a quick visitor is not taken for a bot', () => {
    prerenderAndType({ name: 'Ade' });
    const timer = new FillTimer();
    hydrate(() => {}, timer);
    // Read the clock before the timer: read after, a busy machine moves it on in between.
    const sincePageStart = Math.floor(performance.now());
    expect(timer.elapsedMs()).toBeGreaterThanOrEqual(sincePageStart - 1);
  });

  test('an untouched form of the first HTML (boot.ts lists it) counts from the page start too', () => {
    prerenderAndType({});
    firstHtmlForms()[FIRST_HTML_FORMS] = new WeakSet([container.querySelector('form')!]);
    const timer = new FillTimer();
    hydrate(() => {}, timer);
    // Read the clock before the timer: read after, a busy machine moves it on in between.
    const sincePageStart = Math.floor(performance.now());
    expect(timer.elapsedMs()).toBeGreaterThanOrEqual(sincePageStart - 1);
  });

  test('a form the app renders later counts from its render', () => {
    const timer = new FillTimer();
    const before = performance.now();
    act(() => {
      root = createRoot(container);
      root.render(<ContactLike onSubmit={() => {}} fillTimer={timer} />);
    });
    expect(timer.elapsedMs()).toBeLessThanOrEqual(Math.ceil(performance.now() - before) + 1);
    expect(before).toBeGreaterThan(timer.elapsedMs());
  });
});
