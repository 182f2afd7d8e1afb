// 'Cancel my registration' behind a confirm dialog: cancelling frees the
// seat for someone else and cannot be undone from the ticket.
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { TICKET_MESSAGES } from '../../../../contract/messages';
import { formatNaira } from '../../../../contract/naira';
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
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} role="alertdialog" placement="center" lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="red">
          Cancel registration
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Cancel your registration?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                Your seat for <strong>{eventTitle}</strong> will be released for someone else. You can register again while seats are
                available.
              </Text>
              {refund ? (
                <Text mt="3" data-testid="refund-on-cancel">
                  You will be refunded <strong>{formatNaira(refund)}</strong> through Paystack, to the card or account you paid with.
                </Text>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  Keep my seat
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={() => void cancel()} loading={busy} loadingText="Cancelling...">
                Yes, cancel
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
