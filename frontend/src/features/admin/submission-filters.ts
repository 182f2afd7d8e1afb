// The Forms tab's filters. The search and the event run on the server
// (docs/ARCHITECTURE.md, Admin lists that scale): the lists are paged, so a
// filter over the rows loaded so far would miss the rest. What stays here is
// pure and tested alone.
import type { Event, EventRegistration } from '../../../../contract/schemas';
import type { ListFilters } from './use-admin-list';

export const ALL_EVENTS = '';

/** The query of the registrations list for the search box and the event select. */
export function registrationFilters(search: string, eventId: string): ListFilters {
  return { search: search.trim(), eventId: eventId === ALL_EVENTS ? undefined : eventId };
}

/** Events that exist plus ids only registrations know (e.g. the default workshop), in that order. */
export function eventOptions(events: readonly Pick<Event, 'id' | 'title'>[], registrations: readonly Pick<EventRegistration, 'eventId'>[]) {
  const options = new Map(events.map((e) => [e.id, e.title]));
  for (const r of registrations) if (!options.has(r.eventId)) options.set(r.eventId, r.eventId);
  return [...options].map(([value, label]) => ({ value, label }));
}
