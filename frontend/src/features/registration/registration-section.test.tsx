import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { FeaturedEvent } from '../../content/events';
import { emptyAnswer, errorAnswer, holdAnswer } from '../../test/msw/answers';
import { recordRequests, type SentRequest } from '../../test/msw/requests';
import { on, pathOf } from '../../test/msw/routes';
import { server } from '../../test/msw/server';
import { fillIn } from '../../test/fill-in';
import { renderWithProviders } from '../../test/render-with-providers';
import { RegistrationSection } from './registration-section';

let recorded: SentRequest[];
// The priced workshop also asks how it is paid (GET paymentConfig); these tests watch the registration itself.
const registrationCalls = () => recorded.filter((r) => r.path !== pathOf('payment-config'));
beforeEach(() => {
  recorded = recordRequests();
  server.use(on('payment-config', () => HttpResponse.json({ online: false })));
});


// The brief's workshop, as an event the section might book.
const FEATURED_WORKSHOP: FeaturedEvent = {
  id: 'music-workshop-2025',
  title: 'Music Workshop 2025',
  description: 'A full day of music theory, hands-on practical sessions and group performance for musicians, singers and worship leaders.',
  date: '2025-06-15',
  startTime: '10:00',
  endTime: '16:00',
  location: 'Lagos Concert Hall',
  address: 'Victoria Island, Lagos',
  price: 15000,
};

const renderSection = () => renderWithProviders(<RegistrationSection event={FEATURED_WORKSHOP} />, { withToaster: true });

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await fillIn(user, screen.getByLabelText(/Full Name/), 'Adaeze Okafor');
  await fillIn(user, screen.getByLabelText(/^Email/), 'adaeze@example.com');
  await fillIn(user, screen.getByLabelText(/Phone Number/), '+2348031234567');
}

describe('RegistrationSection', () => {
  it('shows the featured workshop of the brief', () => {
    renderSection();
    expect(screen.getByText('Sunday, June 15, 2025')).toBeInTheDocument();
    expect(screen.getByText('10:00 AM - 4:00 PM')).toBeInTheDocument();
    expect(screen.getByText(/Lagos Concert Hall, Victoria Island/)).toBeInTheDocument();
    expect(screen.getByText('₦15,000')).toBeInTheDocument();
  });

  it('shows the messages of the brief on an empty submit and sends nothing', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Register Now' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(registrationCalls()).toHaveLength(0);
  });

  it('registers, shows Registering... while pending, then the complete panel with a share link that copies', async () => {
    const user = userEvent.setup();
    const held = holdAnswer();
    server.use(on('register', held.resolver));
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    renderSection();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register Now' }));

    const pending = await screen.findByRole('button', { name: /Registering/ });
    expect(pending).toBeDisabled();
    await waitFor(() => expect(registrationCalls()).toHaveLength(1));
    const sent = registrationCalls();
    expect(sent[0]).toMatchObject({ method: 'POST', path: pathOf('register'), credentials: 'include' });
    expect(sent[0].body).toEqual({
      name: 'Adaeze Okafor',
      email: 'adaeze@example.com',
      phone: '+2348031234567',
      eventId: 'music-workshop-2025',
      homepage: '',
      fillMs: expect.any(Number),
      // The news box left unticked: a no.
      marketingConsent: false,
    });

    held.release(HttpResponse.json({ id: 'reg-123', message: 'Registered' }, { status: 201 }));

    expect(await screen.findByRole('heading', { name: 'Registration Complete' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Full Name/)).not.toBeInTheDocument();
    const link = screen.getByRole('textbox', { name: /registration link/ });
    expect(link).toHaveValue(`${window.location.origin}/events/music-workshop-2025?registered=reg-123`);
    expect(link).toHaveAttribute('readonly');
    expect(await screen.findByText('Registration Successful!')).toBeInTheDocument();
    expect(screen.getByText('You have been registered for the event.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/events/music-workshop-2025?registered=reg-123`);
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(screen.getByText('Link copied to clipboard.')).toBeInTheDocument();

    // Back to a fresh, empty form for the next person.
    await user.click(screen.getByRole('button', { name: 'Register someone else' }));
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
  });

  it("shows the server's reason when it refuses, and keeps the values", async () => {
    const user = userEvent.setup();
    server.use(on('register', () => errorAnswer(409, 'This event is fully booked')));
    renderSection();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register Now' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Registration Failed')).toBeInTheDocument();
    expect(within(alert).getByText('This event is fully booked')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Adaeze Okafor');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('adaeze@example.com');
    expect(screen.getByRole('button', { name: 'Register Now' })).toBeEnabled();
  });

  it('falls back to the generic failure text when the server gives no message', async () => {
    const user = userEvent.setup();
    server.use(on('register', () => emptyAnswer(502, 'Bad Gateway')));
    renderSection();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register Now' }));
    expect(await screen.findByText('There was an error registering for the event. Please try again.')).toBeInTheDocument();
  });

  it("puts a 400's field messages on the fields", async () => {
    const user = userEvent.setup();
    server.use(on('register', () => errorAnswer(400, 'Please enter a valid email address', { email: 'Please enter a valid email address' })));
    renderSection();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register Now' }));
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true'));
    // The server's message is its first field message: under the field, and in the alert.
    expect(screen.getAllByText('Please enter a valid email address')).toHaveLength(2);
    expect(within(screen.getByRole('alert')).getByText('Please enter a valid email address')).toBeInTheDocument();
  });
});
