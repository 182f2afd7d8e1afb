// 'Cancel my registration' behind a confirm dialog: cancelling frees the
// seat for someone else and cannot be undone from the ticket.
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { TICKET_MESSAGES } from '../../../../contract/messages';
import { formatNaira } from '../../../../contract/naira';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toaster } from '../../components/toaster';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';

type Props = { token: string; eventTitle: string; /** Naira the cancel refunds (the event's policy), shown before confirming. */ refund?: number; onCancelled: () => void };

export function CancelTicketDialog({ token, eventTitle, refund, onCancelled }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    setBusy(true);
    try {
      const answer = await api.call('cancelTicket', { params: { token } });
      toaster.create({ type: 'success', title: 'Registration cancelled', description: answer.message ?? TICKET_MESSAGES.cancelled });
      setOpen(false);
      onCancelled();
    } catch (error) {
      toaster.create({ type: 'error', title: 'Could not cancel', description: errorMessage(error, 'Please try again in a moment.') });
      // Already cancelled elsewhere (another tab): show the ticket as it is now.
      onCancelled();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" colorPalette="red">
          Cancel registration
        </Button>
      }
      title="Cancel your registration?"
      keepLabel="Keep my seat"
      confirmLabel="Yes, cancel"
      busyLabel="Cancelling..."
      busy={busy}
      onConfirm={() => void cancel()}
    >
      <Text>
        Your seat for <strong>{eventTitle}</strong> will be released for someone else. You can register again while seats are
        available.
      </Text>
      {refund ? (
        <Text mt="3" data-testid="refund-on-cancel">
          You will be refunded <strong>{formatNaira(refund)}</strong> through Paystack, to the card or account you paid with.
        </Text>
      ) : null}
    </ConfirmDialog>
  );
}
