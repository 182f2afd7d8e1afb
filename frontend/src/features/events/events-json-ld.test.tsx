import { render } from '@testing-library/react';
import type { Event } from '../../../../contract/schemas';
import { EventsJsonLd, eventJsonLd, lagosDateTime } from './events-json-ld';

const event = {
  id: 'e1',
  title: 'Choir Masterclass',
  description: 'A day of choir work </script> and song',
  date: '2026-03-14',
  startTime: '10:00',
  endTime: '16:00',
  location: 'Lagos Concert Hall',
  address: 'Victoria Island',
  price: 15000,
  maxParticipants: 50,
  imageUrl: '',
  isActive: true,
} as unknown as Event;

test('times become ISO date-times at Lagos offset', () => {
  expect(lagosDateTime('2026-03-14', '16:00')).toBe('2026-03-14T16:00:00+01:00');
  expect(lagosDateTime('2026-03-14', 'all day')).toBe('2026-03-14');
});

test('an end before the start is the next day; a cancelled event says so; a free one offers 0', () => {
  const late = eventJsonLd({ ...event, startTime: '20:00', endTime: '01:00', status: 'cancelled', price: 0 }, 'https://example.ng');
  expect(late).toMatchObject({
    startDate: '2026-03-14T20:00:00+01:00',
    endDate: '2026-03-15T01:00:00+01:00',
    eventStatus: 'https://schema.org/EventCancelled',
    offers: { price: 0, priceCurrency: 'NGN' },
  });
});

test('an event maps to schema.org Event with place, offer in naira and an absolute image', () => {
  const ld = eventJsonLd(event, 'https://example.ng');
  expect(ld).toMatchObject({
    '@type': 'Event',
    name: 'Choir Masterclass',
    startDate: '2026-03-14T10:00:00+01:00',
    endDate: '2026-03-14T16:00:00+01:00',
    location: { '@type': 'Place', name: 'Lagos Concert Hall', address: { streetAddress: 'Victoria Island', addressCountry: 'NG' } },
    offers: { price: 15000, priceCurrency: 'NGN' },
    image: ['https://example.ng/images/event-default.webp'],
    maximumAttendeeCapacity: 50,
  });
});

test('one Offer per visible ticket type, SoldOut when none of it is left', () => {
  const ticketTypes = [
    { id: 'adult', name: 'Adult', price: 15000, available: 0 },
    { id: 'student', name: 'Student', price: 5000, available: 3 },
  ];
  const ld = eventJsonLd({ ...event, ticketTypes }, 'https://example.ng');
  expect(ld.offers).toEqual([
    expect.objectContaining({ '@type': 'Offer', name: 'Adult', price: 15000, priceCurrency: 'NGN', availability: 'https://schema.org/SoldOut' }),
    expect.objectContaining({ '@type': 'Offer', name: 'Student', price: 5000, priceCurrency: 'NGN', availability: 'https://schema.org/InStock' }),
  ]);
});

test('the page gets one JSON-LD block whose text cannot close the script element', () => {
  const { container } = render(<EventsJsonLd events={[event]} />);
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  expect(scripts[0].innerHTML).not.toContain('</script>');
  expect(JSON.parse(scripts[0].textContent)['@graph'][0].description).toContain('</script>');
});

test('no events, no block', () => {
  const { container } = render(<EventsJsonLd events={[]} />);
  expect(container.innerHTML).toBe('');
});
