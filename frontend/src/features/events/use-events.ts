// The two server lists of the Events page (SPEC §2): two SWR keys, so each
// list loads, fails and caches on its own.
import useSWR from 'swr';
import type { ApiAnswer } from '../../../../contract/routes';
import { api } from '../../lib/api';

export function useUpcomingEvents() {
  const { data, error, isLoading } = useSWR<ApiAnswer<'listUpcomingEvents'>>(api.key('listUpcomingEvents'));
  return { events: data?.events ?? [], error, isLoading };
}

export function usePastEvents() {
  const { data, error, isLoading } = useSWR<ApiAnswer<'listPastEvents'>>(api.key('listPastEvents'));
  return { events: data?.events ?? [], error, isLoading };
}
