// The attendee's ticket, by the token in the page's URL.
import useSWR from 'swr';
import type { TicketView } from '../../../../contract/schemas';
import { api } from '../../lib/api';

export function useTicket(token: string) {
  const { data, error, isLoading, mutate } = useSWR<TicketView, Error>(['getTicket', token], async () => (await api.call('getTicket', { params: { token } })).ticket);
  return { ticket: data, error, isLoading, refresh: () => mutate() };
}
