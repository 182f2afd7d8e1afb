import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { FeaturedEvent } from '../../content/events';
import { recordRequests, type SentRequest } from '../../test/msw/requests';
import { on, pathOf } from '../../test/msw/routes';
import { server } from '../../test/msw/server';
import { renderWithProviders } from '../../test/render-with-providers';
import { RegistrationSection } from './registration-section';


let recorded: SentRequest[];
beforeEach(() => {
  recorded = recordRequests();
});

const SOLD_OUT: FeaturedEvent = {
  id: 'full-workshop',
  title: 'Full Workshop',
  description: 'Every seat is taken.',
  date: '2099-06-15',
  startTime: '10:00',
  endTime: '16:00',
  location: 'Lagos Concert Hall',
  address: 'Victoria Island, Lagos',
  price: 0,
  ticketTypes: [{ id: 'general', name: 'General admission', price: 0, available: 0 }],
};

it('a sold-out event offers the waitlist instead of registering, and says the place in the queue', async () => {
  server.use(on('join-waitlist', () => HttpResponse.json({ success: true, id: 'w1', position: 3, message: 'You are on the waitlist (number 3).' }, { status: 201 })));
  const user = userEvent.setup();
  renderWithProviders(<RegistrationSection event={SOLD_OUT} />, { withToaster: true });
  expect(screen.queryByRole('button', { name: 'Register Now' })).not.toBeInTheDocument();
  await user.type(screen.getByLabelText(/Full Name/), 'Adaeze Okafor');
  await user.type(screen.getByLabelText(/^Email/), 'adaeze@example.com');
  await user.type(screen.getByLabelText(/Phone Number/), '+2348031234567');
  await user.clear(screen.getByLabelText(/How many seats/));
  await user.type(screen.getByLabelText(/How many seats/), '2');
  await user.click(screen.getByRole('checkbox', { name: /Send me news and offers/ }));
  await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
  expect(await screen.findByText('You are on the waitlist (number 3).')).toBeInTheDocument();
  const sent = recorded.filter((r) => r.path === pathOf('join-waitlist', { id: 'full-workshop' }));
  expect(sent.map((r) => r.body)).toEqual([{ name: 'Adaeze Okafor', email: 'adaeze@example.com', phone: '+2348031234567', quantity: 2, marketingConsent: true }]);
});
