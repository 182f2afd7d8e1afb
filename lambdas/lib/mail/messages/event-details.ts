// The event block that confirmation, reminder, cancellation and the
// provider's notices share: when (the Lagos day and the stored times, read
// as '10:00 AM'), where (with a map search link), and what it costs.
import { formatClockTime } from '../../../../contract/clock-time';
import { formatLongDay } from '../../../../contract/dates';
import { formatNaira } from '../../../../contract/naira';
import { detailRows, escapeHtml, plainLink } from './html';
import type { MailEvent } from './types';

export function mapsLink(event: Pick<MailEvent, 'location' | 'address'>): string {
  const query = [event.location, event.address].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** 'Sunday, June 15, 2025, 10:00 AM – 4:00 PM (Lagos time)' */
export function whenText(event: Pick<MailEvent, 'date' | 'startTime' | 'endTime'>): string {
  const times = [event.startTime, event.endTime].filter(Boolean).map(formatClockTime).join(' – ');
  return times ? `${formatLongDay(event.date)}, ${times} (Lagos time)` : formatLongDay(event.date);
}

export function eventDetailsHtml(event: MailEvent): string {
  return detailRows([
    ['Event', escapeHtml(event.title)],
    ['When', escapeHtml(whenText(event))],
    ['Where', `${escapeHtml(event.location)}<br>${escapeHtml(event.address)}<br>${plainLink(mapsLink(event), 'Open in Google Maps')}`],
    ['Price', escapeHtml(formatNaira(event.price))],
  ]);
}

export function eventDetailsText(event: MailEvent): string {
  return [
    `Event: ${event.title}`,
    `When:  ${whenText(event)}`,
    `Where: ${event.location}, ${event.address}`,
    `Map:   ${mapsLink(event)}`,
    `Price: ${formatNaira(event.price)}`,
  ].join('\n');
}

/** The attendee's page for this registration: ticket, QR, cancel. */
export function manageLink(origin: string, ticketToken: string): string {
  return `${origin}/tickets/${encodeURIComponent(ticketToken)}`;
}
