// The admin's Announcements tab (docs/PRODUCT-RULES.md, Mailing list): how many people each audience
// holds (only those who said yes), a new announcement (subject, Markdown text, audience), then send it
// or cancel it, and what happened: recipients, sent, bounced, complained, unsubscribed. No tracking.
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import type { AnnouncementView, AudienceKind } from '../../../../contract/news';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/api-error';
import { useAdminSession } from './admin-session';

export const ANNOUNCEMENT_TEXT = {
  title: 'Announcements',
  saved: 'Announcement saved as a draft',
  sent: 'Announcement is being sent',
  cancelled: 'Announcement cancelled',
  failed: 'Something went wrong. Please try again.',
} as const;

const KINDS: { value: AudienceKind; label: string }[] = [
  { value: 'subscribers', label: 'Subscribers' },
  { value: 'past-attendees', label: 'Past attendees who agreed to news' },
  { value: 'learners', label: 'Learners and guardians who agreed to news' },
  { value: 'waitlist', label: 'An event’s waitlist (who agreed to news)' },
];

export function AnnouncementsTab() {
  const { client } = useAdminSession();
  const audiences = useSWR('adminListAudiences', () => client.listAudiences(), { revalidateOnFocus: false });
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [kind, setKind] = useState<AudienceKind>('subscribers');
  const [eventId, setEventId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [current, setCurrent] = useState<AnnouncementView | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toaster.create({ type: 'success', title: done });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, ANNOUNCEMENT_TEXT.failed) });
    } finally {
      setBusy(false);
    }
  };
  const refresh = async (id: string) => setCurrent(await client.getAnnouncement(id));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    await run(async () => {
      try {
        const audience = { kind, ...(eventId.trim() ? { eventId: eventId.trim() } : {}) };
        const answer = await client.createAnnouncement({ subject, body, audience });
        if (answer.id) await refresh(answer.id);
      } catch (error) {
        const fields = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
        if (fields) setErrors(fields);
        throw error;
      }
    }, ANNOUNCEMENT_TEXT.saved);
  };

  const counts = audiences.data;
  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body gap="4">
          <Heading as="h2" size="md">
            {ANNOUNCEMENT_TEXT.title}
          </Heading>
          {counts && (
            <Text fontSize="sm" color="fg.muted" data-testid="audience-counts">
              Who may receive one now: {counts.subscribers} subscribers, {counts.pastAttendees} past attendees, {counts.learners} learners.
            </Text>
          )}
          <form onSubmit={(e) => void save(e)} noValidate aria-label="New announcement">
            <Stack gap="4">
              <Field.Root invalid={Boolean(errors.subject)} required>
                <Field.Label>Subject</Field.Label>
                <Input value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={150} />
                {errors.subject && <Field.ErrorText>{errors.subject}</Field.ErrorText>}
              </Field.Root>
              <Field.Root invalid={Boolean(errors.body)} required>
                <Field.Label>Text (Markdown: **bold**, *italic*, [link](https://…), lists)</Field.Label>
                <Textarea value={body} rows={8} onChange={(e) => setBody(e.target.value)} />
                {errors.body && <Field.ErrorText>{errors.body}</Field.ErrorText>}
              </Field.Root>
              <Field.Root>
                <Field.Label>Audience</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={kind} onChange={(e) => setKind(e.target.value as AudienceKind)}>
                    {KINDS.map((k) => (
                      <option key={k.value} value={k.value}>
                        {k.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              {(kind === 'past-attendees' || kind === 'waitlist') && (
                <Field.Root invalid={Boolean(errors['audience.eventId'])}>
                  <Field.Label>Event id {kind === 'past-attendees' ? '(empty: every event)' : ''}</Field.Label>
                  <Input value={eventId} onChange={(e) => setEventId(e.target.value)} />
                  {errors['audience.eventId'] && <Field.ErrorText>{errors['audience.eventId']}</Field.ErrorText>}
                </Field.Root>
              )}
              <Button type="submit" colorPalette="brand" loading={busy} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
                Save as draft
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>

      {current && (
        <Card.Root>
          <Card.Body gap="3">
            <Heading as="h3" size="sm">
              {current.subject}
            </Heading>
            <Alert.Root status="info" variant="subtle" role="status">
              <Alert.Indicator />
              <Alert.Title>
                Status: {current.status} · recipients {current.recipients} · sent {current.sent} · bounced {current.bounced} · complained {current.complained} · unsubscribed {current.unsubscribed}
              </Alert.Title>
            </Alert.Root>
            <Flex gap="3" wrap="wrap">
              {current.status === 'draft' && (
                <Button colorPalette="brand" loading={busy} onClick={() => void run(async () => (await client.sendAnnouncement(current.id), await refresh(current.id)), ANNOUNCEMENT_TEXT.sent)}>
                  Send now
                </Button>
              )}
              {current.status !== 'cancelled' && (
                <Button variant="outline" loading={busy} onClick={() => void run(async () => (await client.cancelAnnouncement(current.id), await refresh(current.id)), ANNOUNCEMENT_TEXT.cancelled)}>
                  Cancel
                </Button>
              )}
              <Button variant="ghost" onClick={() => void refresh(current.id)}>
                Refresh
              </Button>
            </Flex>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
