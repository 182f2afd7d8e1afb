// A destructive action behind a confirm dialog (role alertdialog): the
// trigger button, the question, what it means, 'keep' and 'yes'. The caller
// runs the action and closes it (open/onOpenChange), so a failure keeps it open.
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import type { ReactNode } from 'react';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it. */
  trigger: ReactNode;
  title: string;
  children: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
};

export function ConfirmDialog({ open, onOpenChange, trigger, title, children, keepLabel, confirmLabel, busyLabel, busy, onConfirm }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} role="alertdialog" placement="center" lazyMount unmountOnExit>
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
              <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText={busyLabel}>
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
