// 'Give this ticket to someone else' (docs/PRODUCT-RULES.md, Transfers):
// their name and email, then the server moves the ticket in one step. This
// link stops working at once; the new holder gets their own by mail.
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import { formatLongDay } from '../../../../contract/dates';
import { MESSAGES } from '../../../../contract/messages';
import { toaster } from '../../components/toaster';
import { api } from '../../lib/api';
import { ApiError, errorMessage } from '../../lib/api-error';
import { PrivacyNote } from '../../components/privacy-note';

type Props = { token: string; eventTitle: string; until: string; onTransferred: (message: string) => void };

export function TransferTicketDialog({ token, eventTitle, until, onTransferred }: Props) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The quick checks here; the server's (contract/schemas.ts, transferInput) are the real ones. No zod on the ticket page.
    const found: Record<string, string> = {};
    if (name.trim().length < 2) found.name = MESSAGES.name;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = MESSAGES.email;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await api.call('transferTicket', { params: { token }, body: { name: name.trim(), email: email.trim(), phone: undefined } });
      setOpen(false);
      onTransferred(answer.message);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      toaster.create({ type: 'error', title: 'Could not transfer', description: errorMessage(error, 'Please try again in a moment.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="center" lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        <Button variant="outline">Transfer ticket</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(e) => void submit(e)} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>Give your ticket to someone else</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text>
                    Your seat for <strong>{eventTitle}</strong> goes to them, with a new ticket by mail. This link and its QR code stop working at
                    once. Possible until the end of {formatLongDay(until)}.
                  </Text>
                  <Field.Root required invalid={Boolean(errors.name)}>
                    <Field.Label>Their name</Field.Label>
                    <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
                    <Field.ErrorText>{errors.name}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required invalid={Boolean(errors.email)}>
                    <Field.Label>Their email</Field.Label>
                    <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
                    <Field.ErrorText>{errors.email}</Field.ErrorText>
                  </Field.Root>
                  {/* Their details are personal data too: the notice, just above the Transfer button. */}
                  <PrivacyNote />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={busy}>
                    Keep my ticket
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="purple" loading={busy} loadingText="Transferring...">
                  Transfer
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
