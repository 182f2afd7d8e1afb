// Back from Paystack's checkout (or any visit while unpaid): ask our server,
// which asks Paystack, how the payment stands. The `reference` in the address
// is never trusted: the server verifies the ticket's own reference.
import { useEffect, useState } from 'react';
import type { TicketView, VerifyPaymentResponse } from '../../../../contract/schemas';
import { api } from '../../lib/api';

const OPEN = new Set(['pending', 'failed']);

export function useVerifyPayment(token: string, ticket: TicketView | undefined, onSettled: () => void) {
  const [state, setState] = useState<'idle' | 'confirming' | 'done' | 'error'>('idle');
  const [result, setResult] = useState<VerifyPaymentResponse | null>(null);
  const needed = ticket?.status === 'pending_payment' && OPEN.has(ticket.payment?.status ?? '');

  const verify = async () => {
    setState('confirming');
    try {
      const answer = await api.call('verifyPayment', { params: { token } });
      setResult(answer);
      setState('done');
      if (answer.status !== 'pending_payment' || answer.payment?.status !== ticket?.payment?.status) onSettled();
    } catch {
      setState('error');
    }
  };

  useEffect(() => {
    if (needed && state === 'idle') void verify();
    // Once per page load; "Check again" calls verify itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- verify reads the latest ticket; re-running on its identity would loop
  }, [needed, state]);

  return { state, result, verify };
}
