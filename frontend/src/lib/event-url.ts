// The public address of one event, for sharing. Until events have pages of
// their own it is the events page with the event's card as its fragment;
// when they do, this is the one line to change.
import { site } from '../content/site';

export function eventPageUrl(eventId: string, origin = typeof window !== 'undefined' ? window.location.origin : site.url): string {
  return `${origin}/events#event-${encodeURIComponent(eventId)}`;
}
