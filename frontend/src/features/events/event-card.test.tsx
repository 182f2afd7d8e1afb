import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Event } from '../../../../contract/schemas';
import { renderWithProviders } from '../../test/render-with-providers';
import { EventCard } from './event-card';

const event: Event = {
  id: 'evt-1',
  title: 'Choir Masterclass',
  description: 'Blend, balance and breath control for church choirs.',
  // Far ahead: the lifecycle rule closes registration once an event starts.
  date: '2036-06-15',
  startTime: '10:00',
  endTime: '16:00',
  location: 'Lagos Concert Hall',
  address: 'Victoria Island',
  price: 15000,
  maxParticipants: 40,
  seatsTaken: 3,
  imageUrl: '/images/choir.webp',
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('EventCard', () => {
  it('shows an upcoming event with its badge, long date, times, place, limit and price', () => {
    renderWithProviders(<EventCard event={event} kind="upcoming" />);
    expect(screen.getByText('Upcoming Event')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choir Masterclass' })).toBeInTheDocument();
    expect(screen.getByText('Sunday, June 15, 2036')).toBeInTheDocument();
    expect(screen.getByText('10:00 AM - 4:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Lagos Concert Hall')).toBeInTheDocument();
    expect(screen.getByText('Max 40 participants')).toBeInTheDocument();
    expect(screen.getByText('₦15,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Register Now/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Add to calendar/ })).toBeInTheDocument();
  });

  it('shares an upcoming event on WhatsApp with its title and address', () => {
    renderWithProviders(<EventCard event={event} kind="upcoming" />);
    const share = screen.getByRole('link', { name: 'Share on WhatsApp: Choir Masterclass' });
    const href = new URL(share.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    // The address says it was shared on WhatsApp (the admin's insights count bookings from it).
    expect(href.searchParams.get('text')).toBe(`Choir Masterclass: ${window.location.origin}/events?utm_source=whatsapp#event-evt-1`);
    expect(share).toHaveAttribute('target', '_blank');
    // The address lands on this card.
    expect(screen.getByRole('article')).toHaveAttribute('id', 'event-evt-1');
  });

  it('offers no registration on a past event', () => {
    renderWithProviders(<EventCard event={event} kind="past" />);
    expect(screen.getByText('Past Event')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Register Now/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to calendar/ })).not.toBeInTheDocument();
  });

  it('hands the event to onRegister', async () => {
    const onRegister = jest.fn();
    renderWithProviders(<EventCard event={event} kind="upcoming" onRegister={onRegister} />);
    await userEvent.click(screen.getByRole('button', { name: /Register Now/ }));
    expect(onRegister).toHaveBeenCalledWith(event);
  });

  it('uses the default workshop image when there is none or it fails to load', () => {
    const { unmount } = renderWithProviders(<EventCard event={{ ...event, imageUrl: undefined }} kind="upcoming" />);
    expect(screen.getByRole('img', { name: 'Choir Masterclass' })).toHaveAttribute('src', '/images/event-default.webp');
    unmount();

    renderWithProviders(<EventCard event={event} kind="upcoming" />);
    const img = screen.getByRole('img', { name: 'Choir Masterclass' });
    expect(img).toHaveAttribute('src', '/images/choir.webp');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/event-default.webp');
  });

  it('disables registration when every seat is taken', () => {
    renderWithProviders(<EventCard event={{ ...event, seatsTaken: 40 }} kind="upcoming" />);
    expect(screen.getByText('Fully booked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Register Now/ })).toBeDisabled();
  });

  it('marks a cancelled event and offers no registration', () => {
    renderWithProviders(<EventCard event={{ ...event, status: 'cancelled' }} kind="upcoming" />);
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Register Now/ })).not.toBeInTheDocument();
  });

  it('says registration is closed after the deadline', () => {
    renderWithProviders(<EventCard event={{ ...event, registrationDeadline: '2020-01-01' }} kind="upcoming" />);
    expect(screen.getByRole('button', { name: /Registration closed/ })).toBeDisabled();
  });

  it('shows the early-bird price while it applies, then the full price', () => {
    const { unmount } = renderWithProviders(<EventCard event={{ ...event, earlyBirdPrice: 12000, earlyBirdEndsOn: '2036-06-01' }} kind="upcoming" />);
    expect(screen.getByText('₦12,000')).toBeInTheDocument();
    expect(screen.getByText(/then ₦15,000/)).toBeInTheDocument();
    unmount();
    renderWithProviders(<EventCard event={{ ...event, earlyBirdPrice: 12000, earlyBirdEndsOn: '2020-06-01' }} kind="upcoming" />);
    expect(screen.getByText('₦15,000')).toBeInTheDocument();
    expect(screen.queryByText('₦12,000')).not.toBeInTheDocument();
  });
});
