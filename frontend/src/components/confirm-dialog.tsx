// The confirm step of an action that cannot be undone (cancel a ticket, take someone off the waitlist, offer
// seats by hand): an alertdialog opened by its trigger, saying what will happen, with a way out and the action.
// It stays open while the action runs and closes when it is done, whatever the outcome (the caller's toast says it).
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { useState, type ReactNode } from 'react';

type Props = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  children: ReactNode;
  /** The way out, e.g. 'Keep my seat'. */
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  colorPalette?: 'red' | 'purple';
  /** The action waits for something the dialog asks (the reason of an erasure). */
  confirmDisabled?: boolean;
  onConfirm: () => Promise<void>;
};

export function ConfirmDialog({ trigger, title, children, keepLabel, confirmLabel, busyLabel, colorPalette = 'red', confirmDisabled = false, onConfirm }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} role="alertdialog" placement="center" lazyMount unmountOnExit>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {keepLabel}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={colorPalette} onClick={() => void confirm()} loading={busy} loadingText={busyLabel} disabled={confirmDisabled}>
                {confirmLabel}
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
