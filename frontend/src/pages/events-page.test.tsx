import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { Event } from '../../../contract/schemas';
import { on } from '../test/msw/routes';
import { server } from '../test/msw/server';
import { renderWithProviders } from '../test/render-with-providers';
import EventsPage from './events-page';

const base: Event = {
  id: 'e1',
  title: 'Choir Masterclass',
  description: 'Blend and balance.',
  date: '2099-03-07',
  startTime: '10:00',
  endTime: '14:00',
  location: 'Ikeja Hall',
  address: 'Ikeja',
  price: 10000,
  maxParticipants: 30,
  seatsTaken: 0,
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

function serve(upcoming: Event[], past: Event[]) {
  server.use(
    on('list-upcoming-events', () => HttpResponse.json({ events: upcoming })),
    on('list-past-events', () => HttpResponse.json({ events: past })),
    // The priced event's form asks how it is paid (PaymentNote).
    on('payment-config', () => HttpResponse.json({ online: false })),
  );
}

describe('EventsPage', () => {
  it('shows both grids, sets the page title and books the next upcoming event by default', async () => {
    serve([base, { ...base, id: 'e2', title: 'Piano Clinic', date: '2099-04-01' }], [{ ...base, id: 'p1', title: 'Old Concert', date: '2024-01-01' }]);
    renderWithProviders(<EventsPage />, { route: '/events' });
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeInTheDocument();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming Events' });
    expect(within(upcoming).getAllByRole('article')).toHaveLength(2);
    const past = await screen.findByRole('region', { name: 'Past Events' });
    expect(within(past).getByText('Past Event')).toBeInTheDocument();
    expect(document.title).toMatch(/^Upcoming Events/);
    const register = await screen.findByRole('region', { name: 'Register for an Event' });
    expect(within(register).getByRole('heading', { name: 'Choir Masterclass' })).toBeInTheDocument();
  });

  it("books the event whose 'Register Now' was pressed", async () => {
    const user = userEvent.setup();
    serve([base, { ...base, id: 'e2', title: 'Piano Clinic', date: '2099-04-01' }], []);
    renderWithProviders(<EventsPage />, { route: '/events' });
    await user.click(await screen.findByRole('button', { name: 'Register Now: Piano Clinic' }));
    const register = screen.getByRole('region', { name: 'Register for an Event' });
    expect(within(register).getByRole('heading', { name: 'Piano Clinic' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Past Events' })).not.toBeInTheDocument();
    // The chosen event's form follows (deferred) and its name field takes the focus, once.
    await waitFor(() => expect(register.querySelector('input[name="name"]')).toHaveFocus());
  });

  it('without an event open for registration: no registration section, no empty grids', async () => {
    serve([], []);
    renderWithProviders(<EventsPage />, { route: '/events' });
    expect(await screen.findByRole('region', { name: 'What to Expect' })).toHaveTextContent('Opening and Music Theory');
    await waitFor(() => expect(screen.queryByText('Loading events')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Register for an Event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upcoming Events' })).not.toBeInTheDocument();
  });

  it('books the next upcoming event that is open, skipping a cancelled one', async () => {
    serve([{ ...base, id: 'gone', title: 'Called Off', status: 'cancelled' }, { ...base, id: 'e2', title: 'Piano Clinic', date: '2099-04-01' }], []);
    renderWithProviders(<EventsPage />, { route: '/events' });
    const register = await screen.findByRole('region', { name: 'Register for an Event' });
    expect(within(register).getByRole('heading', { name: 'Piano Clinic' })).toBeInTheDocument();
  });

  it('greets a visitor arriving from a share link', async () => {
    serve([], []);
    renderWithProviders(<EventsPage />, { route: '/events?registered=reg-9' });
    expect(await screen.findByText("You're registered!")).toBeInTheDocument();
    expect(screen.getByText(/reg-9/)).toBeInTheDocument();
  });
});
