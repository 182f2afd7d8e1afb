// schema.org Event structured data for the events the page lists (issue:
// 'found by search'), so search engines can show them as event results.
// Published pages carry it in their first HTML (the publisher renders them
// with the lists); otherwise it appears once the lists load. A JSON-LD block
// is data, not script: the CSP's script-src does not apply to it.
import type { Event } from '../../../../contract/schemas';
import { site } from '../../content/site';
import { EVENT_DEFAULT_IMAGE } from '../../content/events';
import { eventPath } from '../../lib/event-path';
import { useSiteOrigin } from '../../lib/site-origin';
import { clockMinutes } from '../../../../contract/clock-time';
import { addDays } from '../../../../contract/dates';
import { registrationState } from '../../../../contract/event-lifecycle';

/**
 * The offers (issue 24): one per visible ticket type, its price in NGN and SoldOut when none of it
 * is left; an event listed without types (older data) has the one offer of its price.
 */
function offersOf(event: Event, url: string, soldOut: boolean) {
  // The public lists carry only the visible types, each with what is left.
  const types = event.ticketTypes?.filter((t) => !t.hidden);
  const offer = (price: number, gone: boolean, name?: string) => ({
    '@type': 'Offer',
    ...(name ? { name } : {}),
    price,
    priceCurrency: 'NGN',
    url,
    availability: `https://schema.org/${gone ? 'SoldOut' : 'InStock'}`,
  });
  if (Array.isArray(types) && types.length > 0) {
    return { offers: types.map((t) => offer(t.price, soldOut || (t.available ?? 1) <= 0, t.name)) };
  }
  return typeof event.price === 'number' ? { offers: offer(event.price, soldOut) } : {};
}

/** '2025-06-15' + '10:00' -> '2025-06-15T10:00:00+01:00' (Lagos has no DST); the day alone without a stored time. */
export function lagosDateTime(day: string, time: string): string {
  return clockMinutes(time) === null ? day : `${day}T${time}:00+01:00`;
}

export function eventJsonLd(event: Event, origin: string) {
  const soldOut = registrationState(event, event.seatsTaken, new Date()) === 'full';
  const image = event.imageUrl || EVENT_DEFAULT_IMAGE;
  return {
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: lagosDateTime(event.date, event.startTime),
    // An end before the start runs past midnight into the next Lagos day.
    endDate: lagosDateTime((clockMinutes(event.endTime) ?? 0) < (clockMinutes(event.startTime) ?? 0) ? addDays(event.date, 1) : event.date, event.endTime),
    eventStatus: `https://schema.org/${event.status === 'cancelled' ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location,
      address: { '@type': 'PostalAddress', streetAddress: event.address, addressLocality: 'Lagos', addressCountry: 'NG' },
    },
    image: [/^https?:\/\//.test(image) ? image : `${origin}${image}`],
    maximumAttendeeCapacity: event.maxParticipants,
    organizer: { '@type': 'Organization', name: site.name, url: origin },
    ...offersOf(event, `${origin}${eventPath(event.id)}`, soldOut),
  };
}

export function EventsJsonLd({ events }: { events: Event[] }) {
  const origin = useSiteOrigin();
  // Without an origin (a build that does not know its domain) there is no absolute URL to give.
  if (events.length === 0 || origin === null) return null;
  const data = { '@context': 'https://schema.org', '@graph': events.map((e) => eventJsonLd(e, origin)) };
  // '<' escaped so no text in an event can close the element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
