import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { toaster } from '../../components/toaster';
import { emptyAnswer, errorAnswer, holdAnswer } from '../../test/msw/answers';
import { recordRequests, type SentRequest } from '../../test/msw/requests';
import { on, pathOf } from '../../test/msw/routes';
import { server } from '../../test/msw/server';
import { renderWithProviders } from '../../test/render-with-providers';
import { ContactForm } from './contact-form';

let sent: SentRequest[];

beforeEach(() => {
  // One toast at a time (docs/PRODUCT-RULES.md): clear the last test's so new ones are not queued.
  toaster.remove();
  sent = recordRequests();
});

/** Pasting rather than typing key by key keeps the tests quick. */
async function enter(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, /Full Name/, 'Chidinma Eze');
  await enter(user, /Email Address/, 'chidinma@example.com');
  await enter(user, /Phone Number/, '08031234567');
  await user.selectOptions(screen.getByLabelText(/Service of Interest/), 'vocal-training');
  await enter(user, /Your Message/, 'I would like vocal lessons on Saturdays.');
}

test('submitting an empty form shows the SPEC messages and sends nothing', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ContactForm />);
  // In the HTML but hidden: the head script shows it for a submit pressed before the app runs (boot/early-submits.ts).
  expect(screen.getByText('Name must be at least 2 characters')).not.toBeVisible();
  expect(screen.getByText('Name must be at least 2 characters')).toHaveAttribute('data-early-error', 'name');

  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  await waitFor(() => expect(screen.getByText('Name must be at least 2 characters')).toBeVisible());
  expect(screen.getByText('Please enter a valid email address')).toBeVisible();
  expect(screen.getByText('Message must be at least 10 characters')).toBeVisible();
  expect(sent).toHaveLength(0);

  // Re-validates on change after the first submit.
  await enter(user, /Full Name/, 'Ade');
  await waitFor(() => expect(screen.getByText('Name must be at least 2 characters')).not.toBeVisible());
});

test("an empty Send shows its messages in the tap's own frame, not after a validation round trip", () => {
  renderWithProviders(<ContactForm />);
  // No waitFor: the click's own (synchronous) render must hold the messages (components/hydrating-form.tsx).
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(screen.getByText('Name must be at least 2 characters')).toBeVisible();
  expect(screen.getByText('Message must be at least 10 characters')).toBeVisible();
  expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toHaveLength(0);
});

test('sends the message, shows Sending... while pending, then the thank-you panel and toast', async () => {
  const held = holdAnswer();
  server.use(on('contact', held.resolver));
  const user = userEvent.setup();
  renderWithProviders(<ContactForm />, { withToaster: true });
  await fillValid(user);
  // News only when asked for: the box starts unticked (docs/PRODUCT-RULES.md, People's data).
  const news = screen.getByRole('checkbox', { name: 'Send me news and offers (you can stop them at any time)' });
  expect(news).not.toBeChecked();
  await user.click(news);
  expect(screen.getByRole('link', { name: /privacy notice/ })).toHaveAttribute('href', '/privacy');

  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  const pending = await screen.findByRole('button', { name: 'Sending...' });
  expect(pending).toBeDisabled();

  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ method: 'POST', path: pathOf('contact') });
  expect(sent[0].body).toEqual({
    name: 'Chidinma Eze',
    email: 'chidinma@example.com',
    phone: '08031234567',
    service: 'vocal-training',
    message: 'I would like vocal lessons on Saturdays.',
    // The bot signals (docs/PRODUCT-RULES.md, Spam and abuse): the honeypot a person leaves empty, and the time on screen.
    homepage: '',
    fillMs: expect.any(Number),
    marketingConsent: true,
  });
  // Counted from when the form showed: the test typed for a while, not for the whole run.
  expect((sent[0].body as { fillMs: number }).fillMs).toBeGreaterThan(0);

  held.release(HttpResponse.json({ success: true, message: 'Thank you', id: 'c1' }, { status: 201 }));
  const again = await screen.findByRole('button', { name: 'Send Another Message' });
  expect(await screen.findByText('Message Sent')).toBeInTheDocument();
  expect(screen.getByText('Thank you for your message! We will get back to you soon.')).toBeInTheDocument();

  await user.click(again);
  expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
  expect(screen.getByLabelText(/Your Message/)).toHaveValue('');
});

test("a failure shows the server's message in an Error toast and keeps what was typed", async () => {
  server.use(on('contact', () => errorAnswer(429, 'Too many messages, please wait a minute')));
  const user = userEvent.setup();
  renderWithProviders(<ContactForm />, { withToaster: true });
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  expect(await screen.findByText('Error')).toBeInTheDocument();
  expect(screen.getByText('Too many messages, please wait a minute')).toBeInTheDocument();
  expect(screen.getByLabelText(/Full Name/)).toHaveValue('Chidinma Eze');
  expect(screen.getByLabelText(/Your Message/)).toHaveValue('I would like vocal lessons on Saturdays.');
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('without a server message the toast says the SPEC fallback', async () => {
  server.use(on('contact', () => emptyAnswer(502, 'Bad Gateway')));
  const user = userEvent.setup();
  renderWithProviders(<ContactForm />, { withToaster: true });
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('There was an error sending your message. Please try again.')).toBeInTheDocument();
});

test("a 400's field messages are shown on their fields", async () => {
  server.use(on('contact', () => errorAnswer(400, 'This email address cannot receive mail', { email: 'This email address cannot receive mail' })));
  const user = userEvent.setup();
  renderWithProviders(<ContactForm />, { withToaster: true });
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  await waitFor(() => expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('aria-invalid', 'true'));
  // The server's message is its first field message: under the field, and in the toast.
  await waitFor(() => expect(screen.getAllByText('This email address cannot receive mail')).toHaveLength(2));
});

test('the honeypot is out of sight and out of reach: hidden from assistive technology, skipped by Tab, never autofilled', () => {
  renderWithProviders(<ContactForm />);
  const trap = document.querySelector<HTMLInputElement>('input[name="homepage"]')!;
  expect(trap).toBeInTheDocument();
  expect(trap).toHaveAttribute('tabindex', '-1');
  expect(trap).toHaveAttribute('autocomplete', 'off');
  expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).not.toBeInTheDocument();
});
