import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { NEWS_MESSAGES } from '../../../contract/news';
import { errorAnswer } from '../test/msw/answers';
import { recordRequests, type SentRequest } from '../test/msw/requests';
import { on, pathOf } from '../test/msw/routes';
import { server } from '../test/msw/server';
import { renderWithProviders } from '../test/render-with-providers';
import { NEWS_SIGNUP_TEXT, NewsSignup } from './news-signup';

let sent: SentRequest[];
beforeEach(() => {
  sent = recordRequests();
  server.use(on('subscribe', () => HttpResponse.json({ success: true, message: NEWS_MESSAGES.subscribed }, { status: 202 })));
});

const working = () => document.querySelector('input[name="homepage"]') !== null;

/** Focusing a field loads the working form; it takes over with the focus where it was. */
async function takeOver(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText(/Your email/));
  await waitFor(() => expect(working()).toBe(true));
  expect(screen.getByLabelText(/Your email/)).toHaveFocus();
}

/** Renders the sign-up, lets the working form take over, fills it in as given and presses Sign up. */
async function signUpWith({ email, name, interests = [], consent = true }: { email: string; name?: string; interests?: string[]; consent?: boolean }) {
  const user = userEvent.setup();
  renderWithProviders(<NewsSignup heading="Get our news" />);
  await takeOver(user);
  await user.paste(email);
  if (name) {
    await user.click(screen.getByLabelText(/Your name/));
    await user.paste(name);
  }
  for (const interest of interests) await user.click(screen.getByRole('checkbox', { name: interest }));
  if (consent) await user.click(consentBox());
  await user.click(signUp());
}

const consentBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: NEWS_SIGNUP_TEXT.consent });
const signUp = () => screen.getByRole('button', { name: NEWS_SIGNUP_TEXT.button });

test('the shell shows every field at once, without the working form; the privacy notice is beside the button', () => {
  renderWithProviders(<NewsSignup heading="Get our news" />);
  expect(working()).toBe(false);
  expect(screen.getByRole('form', { name: 'Get our news' })).toBeInTheDocument();
  expect(screen.getByLabelText(/Your email/)).toBeInTheDocument();
  expect(screen.getByLabelText(/Your name \(optional\)/)).toBeInTheDocument();
  expect(screen.getAllByRole('checkbox')).toHaveLength(8);
  expect(consentBox()).not.toBeChecked();
  expect(screen.getByRole('link', { name: /privacy notice/ })).toHaveAttribute('href', '/privacy');
});

test('sends the email, name and interests with the consent, then says to check the inbox', async () => {
  await signUpWith({ email: 'ada@example.com', name: 'Ada Singer', interests: ['Vocal Training', 'Events'] });

  expect(await screen.findByText(NEWS_SIGNUP_TEXT.sentTitle)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(NEWS_SIGNUP_TEXT.sentText);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ method: 'POST', path: pathOf('subscribe') });
  expect(sent[0].body).toEqual({ email: 'ada@example.com', name: 'Ada Singer', interests: ['vocal-training', 'events'], marketingConsent: true, homepage: '', fillMs: expect.any(Number) });
});

test('a bad email gets its message on the field, an unticked box its own, and nothing is sent or lost', async () => {
  await signUpWith({ email: 'not-an-email', name: 'Ada', consent: false });
  expect(await screen.findByText('Enter a valid email address')).toBeVisible();
  expect(screen.getByLabelText(/Your email/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText(NEWS_MESSAGES.consentNeeded)).toBeVisible();
  expect(sent).toHaveLength(0);
  expect(screen.getByLabelText(/Your email/)).toHaveValue('not-an-email');
  expect(screen.getByLabelText(/Your name/)).toHaveValue('Ada');
});

test('a 429 says to wait, and keeps what was typed', async () => {
  server.use(on('subscribe', () => errorAnswer(429, NEWS_MESSAGES.rateLimited)));
  await signUpWith({ email: 'ada@example.com' });
  expect(await screen.findByRole('alert')).toHaveTextContent(NEWS_MESSAGES.rateLimited);
  expect(screen.getByLabelText(/Your email/)).toHaveValue('ada@example.com');
  expect(consentBox()).toBeChecked();
  expect(screen.queryByText(NEWS_SIGNUP_TEXT.sentTitle)).toBeNull();
});

test("a 400's field message lands on its field", async () => {
  server.use(on('subscribe', () => errorAnswer(400, 'Enter a valid email address', { email: 'Enter a valid email address' })));
  await signUpWith({ email: 'ada@example.com' });
  await waitFor(() => expect(screen.getByLabelText(/Your email/)).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByText('Enter a valid email address')).toBeVisible();
});

test('what was typed into the shell and a send pressed on it are taken over by the working form', async () => {
  renderWithProviders(<NewsSignup heading="Get our news" email="ada@example.com" />);
  // The browser's own fields: typed into before the working form came.
  fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Ada' } });
  for (const box of [screen.getByRole<HTMLInputElement>('checkbox', { name: 'Workshops & Masterclasses' }), consentBox()]) box.checked = true;
  expect(working()).toBe(false);
  fireEvent.submit(screen.getByRole('form', { name: 'Get our news' }));

  expect(await screen.findByText(NEWS_SIGNUP_TEXT.sentTitle)).toBeInTheDocument();
  expect(sent[0].body).toMatchObject({ email: 'ada@example.com', name: 'Ada', interests: ['workshops'], marketingConsent: true });
});
