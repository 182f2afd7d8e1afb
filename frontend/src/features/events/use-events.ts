// The two server lists of the Events page (upcoming and past): two SWR keys, so each
// list loads, fails and caches on its own.
import useSWR from 'swr';
import type { EventsResponse } from '../../../../contract/schemas';

export const UPCOMING_EVENTS_PATH = '/api/events/upcoming';
export const PAST_EVENTS_PATH = '/api/events/past';

export function useUpcomingEvents() {
  const { data, error, isLoading } = useSWR<EventsResponse, Error>(UPCOMING_EVENTS_PATH);
  return { events: data?.events ?? [], error, isLoading };
}

export function usePastEvents() {
  const { data, error, isLoading } = useSWR<EventsResponse, Error>(PAST_EVENTS_PATH);
  return { events: data?.events ?? [], error, isLoading };
}
