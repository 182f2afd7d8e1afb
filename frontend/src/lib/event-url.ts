// The public address of one event, for sharing. Until events have pages of
// their own it is the events page with the event's card as its fragment;
// when they do, this is the one line to change.
import { linkSourceOf, SOURCE_PARAM, type LinkSource } from '../../../contract/stats';
import { site } from '../content/site';

export function eventPageUrl(eventId: string, origin = typeof window !== 'undefined' ? window.location.origin : site.url): string {
  return `${origin}/events#event-${encodeURIComponent(eventId)}`;
}

/**
 * A shared address that says where it was shared (?utm_source=whatsapp):
 * a booking made from it counts under that source in the admin's insights
 * (docs/ARCHITECTURE.md, Insights). Kept before the #fragment.
 */
export function sharedVia(url: string, source: LinkSource): string {
  const [address, fragment] = url.split(/#(.*)/s, 2);
  const joined = `${address}${address.includes('?') ? '&' : '?'}${SOURCE_PARAM}=${source}`;
  return fragment === undefined ? joined : `${joined}#${fragment}`;
}

/** The source the current address carries (a share link's utm_source), if it is one the register route takes. */
export function sourceOfThisVisit(): LinkSource | undefined {
  if (typeof window === 'undefined') return undefined;
  return linkSourceOf(new URLSearchParams(window.location.search).get(SOURCE_PARAM));
}
