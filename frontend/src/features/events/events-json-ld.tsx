// schema.org Event structured data for the events the page lists (issue:
// 'found by search'), so search engines can show them as event results.
// The lists come from the API at run time, so this renders in the browser
// with them (search crawlers run the page's JS). A JSON-LD block is data, not
// script: the CSP's script-src does not apply to it.
import type { Event } from '../../../../contract/schemas';
import { site } from '../../content/site';
import { EVENT_DEFAULT_IMAGE } from '../../content/events';
import { parseClockTime } from './ics';

const pad = (n: number) => String(n).padStart(2, '0');

/** '2025-06-15' + '10:00 AM' -> '2025-06-15T10:00:00+01:00' (Lagos has no DST); the day alone when the time is unreadable. */
export function lagosDateTime(day: string, time: string): string {
  const minutes = parseClockTime(time);
  return minutes === null ? day : `${day}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00+01:00`;
}

/** '₦15,000' or '15000 per person' -> 15000; null for 'Free' or text without a number. */
function priceAmount(price: string): number | null {
  if (/free/i.test(price)) return 0;
  const digits = /\d[\d,]*(?:\.\d+)?/.exec(price)?.[0];
  return digits ? Number(digits.replace(/,/g, '')) : null;
}

export function eventJsonLd(event: Event, origin: string) {
  const amount = priceAmount(event.price);
  const image = event.imageUrl || EVENT_DEFAULT_IMAGE;
  return {
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: lagosDateTime(event.date, event.startTime),
    endDate: lagosDateTime(event.date, event.endTime),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location,
      address: { '@type': 'PostalAddress', streetAddress: event.address, addressLocality: 'Lagos', addressCountry: 'NG' },
    },
    image: [/^https?:\/\//.test(image) ? image : `${origin}${image}`],
    maximumAttendeeCapacity: event.maxParticipants,
    organizer: { '@type': 'Organization', name: site.name, url: site.url },
    ...(amount === null
      ? {}
      : { offers: { '@type': 'Offer', price: amount, priceCurrency: 'NGN', url: `${origin}/events`, availability: 'https://schema.org/InStock' } }),
  };
}

export function EventsJsonLd({ events }: { events: Event[] }) {
  if (events.length === 0) return null;
  const origin = typeof window === 'undefined' ? site.url : window.location.origin;
  const data = { '@context': 'https://schema.org', '@graph': events.map((e) => eventJsonLd(e, origin)) };
  // '<' escaped so no text in an event can close the element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
