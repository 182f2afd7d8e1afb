// The attendee's ticket, by the token in the page's URL; a waitlist offer's link reads as the offer instead.
import useSWR from 'swr';
import type { TicketView } from '../../../../contract/schemas';
import type { WaitlistOfferView } from '../../../../contract/waitlist';
import { api } from '../../lib/api';

export function useTicket(token: string) {
  const { data, error, isLoading, mutate } = useSWR<{ ticket?: TicketView; offer?: WaitlistOfferView }, Error>(['getTicket', token], () => api.call('getTicket', { params: { token } }));
  return { ticket: data?.ticket, offer: data?.offer, error, isLoading, refresh: () => mutate() };
}
