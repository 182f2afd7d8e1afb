/**
 * The long date must read the same in every browser time zone: an event's date is a Lagos day.
 * Node reads TZ when a date is formatted, so switch it around a render.
 */
import { screen } from '@testing-library/react';
import type { Event } from '../../../../contract/schemas';
import { renderWithProviders } from '../../test/render-with-providers';
import { EventCard } from './event-card';

const event = {
  id: 'evt-tz',
  title: 'New Year Praise Night',
  description: 'Songs of praise.',
  date: '2026-01-01',
  startTime: '18:00',
  endTime: '21:00',
  location: 'Lagos',
  address: 'Ikeja',
  price: 0,
  maxParticipants: 100,
  seatsTaken: 0,
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
} satisfies Event;

describe.each(['Pacific/Honolulu', 'Africa/Lagos', 'Pacific/Kiritimati'])('in %s', (zone) => {
  const saved = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = zone;
  });
  afterEach(() => {
    process.env.TZ = saved;
  });

  it('shows the Lagos calendar day', () => {
    renderWithProviders(<EventCard event={event} kind="upcoming" />);
    expect(screen.getByText('Thursday, January 1, 2026')).toBeInTheDocument();
  });
});
