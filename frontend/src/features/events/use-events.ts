// The two server lists of the Events page (upcoming and past): two SWR keys, so each
// list loads, fails and caches on its own.
import useSWR from 'swr';
import type { ApiAnswer, GetRouteName } from '../../../../contract/routes';

export function useUpcomingEvents() {
  const { data, error, isLoading } = useSWR<ApiAnswer<'listUpcomingEvents'>, Error>('listUpcomingEvents' satisfies GetRouteName);
  return { events: data?.events ?? [], error, isLoading };
}

export function usePastEvents() {
  const { data, error, isLoading } = useSWR<ApiAnswer<'listPastEvents'>, Error>('listPastEvents' satisfies GetRouteName);
  return { events: data?.events ?? [], error, isLoading };
}
