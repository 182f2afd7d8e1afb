// Back from Paystack's checkout (or any visit while unpaid): ask our server,
// which asks Paystack, how the payment stands. The `reference` in the address
// is never trusted: the server verifies the ticket's own reference.
import useSWR from 'swr';
import type { TicketView } from '../../../../contract/schemas';
import { api } from '../../lib/api';

export function useVerifyPayment(token: string, ticket: TicketView | undefined, onSettled: () => void) {
  const needed = ticket?.status === 'pending_payment' && (ticket.payment?.status === 'pending' || ticket.payment?.status === 'failed');
  const { isValidating, mutate } = useSWR(needed ? ['verifyPayment', token] : null, () => api.call('verifyPayment', { params: { token } }), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    // A settled answer changes the ticket itself: read it again.
    onSuccess: (answer) => {
      if (answer.status !== 'pending_payment' || answer.payment?.status !== ticket?.payment?.status) onSettled();
    },
  });
  return { confirming: needed && isValidating, verify: () => mutate() };
}
