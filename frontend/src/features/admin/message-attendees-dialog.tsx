// 'Message attendees' on an event row: the admin's own subject and words go
// by mail to everyone registered who has not cancelled (a change of venue, a
// cancellation). Asks to confirm before sending; on a failure the dialog
// stays open with what was typed.
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { LIMITS } from '../../../../contract/constants';
import { MESSAGES } from '../../../../contract/messages';
import type { Event } from '../../../../contract/schemas';
import { useAdminSession } from './admin-session';
import { runMutation } from './run-mutation';

export function MessageAttendeesDialog({ event }: { event: Pick<Event, 'id' | 'title'> }) {
  const { client } = useAdminSession();
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!subject.trim() || !message.trim()) return;
    if (!window.confirm(`Send this message to everyone registered for ${event.title}?`)) return;
    setBusy(true);
    const outcome = await runMutation(() => client.messageEvent(event.id, { subject, message }), 'Message queued.');
    setBusy(false);
    if (!outcome.ok) return;
    setOpen(false);
    setSubject('');
    setMessage('');
    setTried(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="center" size={{ base: 'full', md: 'lg' }} lazyMount>
      <Dialog.Trigger asChild>
        <Button size="xs" variant="outline" aria-label={`Message attendees: ${event.title}`}>
          <Send aria-hidden="true" />
          Message attendees
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(e) => void submit(e)} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>Message all attendees of {event.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required invalid={tried && !subject.trim()}>
                    <Field.Label>Subject</Field.Label>
                    <Input value={subject} maxLength={LIMITS.short} onChange={(e) => setSubject(e.target.value)} />
                    <Field.ErrorText>{MESSAGES.required}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required invalid={tried && !message.trim()}>
                    <Field.Label>Message</Field.Label>
                    <Textarea value={message} rows={6} maxLength={LIMITS.text} onChange={(e) => setMessage(e.target.value)} />
                    <Field.HelperText>Sent by email to everyone registered who has not cancelled.</Field.HelperText>
                    <Field.ErrorText>{MESSAGES.required}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={busy}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="purple" loading={busy} loadingText="Sending...">
                  Send to attendees
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
