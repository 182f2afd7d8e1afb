import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { Event } from '../../../contract/schemas';
import { on } from '../test/msw/routes';
import { server } from '../test/msw/server';
import { renderWithProviders } from '../test/render-with-providers';
import EventPage from './event-page';

const event: Event = {
  id: 'choir-masterclass',
  title: 'Choir Masterclass',
  description: 'Blend and balance.',
  date: '2099-03-07',
  startTime: '10:00',
  endTime: '14:00',
  location: 'Ikeja Hall',
  address: 'Ikeja',
  price: 10000,
  maxParticipants: 30,
  seatsTaken: 4,
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

function renderAt(route: string) {
  server.use(
    on('list-upcoming-events', () => HttpResponse.json({ events: [event] })),
    on('list-past-events', () => HttpResponse.json({ events: [] })),
    // The priced event's form asks how it is paid (PaymentNote).
    on('payment-config', () => HttpResponse.json({ online: false })),
  );
  renderWithProviders(
    <Routes>
      <Route path="/events/:id" element={<EventPage />} />
    </Routes>,
    { route },
  );
}

describe('EventPage', () => {
  it('shows the event with its seats left and its own registration form', async () => {
    renderAt('/events/choir-masterclass');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choir Masterclass' })).toBeInTheDocument();
    expect(screen.getByText('26 of 30 seats left')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Register for an Event' })).toBeInTheDocument();
  });

  it('shares on WhatsApp through a plain link (no button type on an <a>: invalid HTML)', async () => {
    renderAt('/events/choir-masterclass');
    const share = await screen.findByRole('link', { name: 'Share on WhatsApp' });
    expect(share).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\//));
    expect(share).not.toHaveAttribute('type');
  });

  it('greets a visitor arriving from a registration share link', async () => {
    renderAt('/events/choir-masterclass?registered=reg-9');
    expect(await screen.findByText("You're registered!")).toBeInTheDocument();
    expect(screen.getByText(/reg-9/)).toBeInTheDocument();
  });
});
