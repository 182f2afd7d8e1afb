// A new announcement: subject, Markdown text, who receives it (picked from lists, with its count), an
// optional event or programme card, an optional send-at time (Lagos), then preview it, send a test to
// yourself, or save it as a draft (sending is on the draft, below).
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import type { AnnouncementContentInput } from '../../../../../contract/news';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-error';
import { useAdminSession } from '../admin-session';
import { AudienceFields, audienceQuery, Select, type AudienceChoice, type Option } from './audience-fields';
import { isoToLagosInput, lagosInputToIso } from './lagos-time';
import { MailPreview, type Preview } from './mail-preview';

export const COMPOSE_TEXT = { saved: 'Announcement saved as a draft', tested: 'Test mail queued: check the inbox', failed: 'Something went wrong. Please try again.' } as const;

const fieldErrorsOf = (error: unknown) => (error as { fieldErrors?: Record<string, string> }).fieldErrors;

export function ComposeAnnouncement({ onSaved }: { onSaved: (id: string) => void }) {
  const { client } = useAdminSession();
  const events = useSWR('announcement-events', async () => (await client.list('events')).items, { revalidateOnFocus: false });
  const programmes = useSWR('announcement-programmes', () => client.listProgrammes(), { revalidateOnFocus: false });
  const eventOptions: Option[] = (events.data ?? []).map((e) => ({ value: e.id, label: `${e.title} (${e.date})` }));
  const programmeOptions: Option[] = (programmes.data ?? []).map((p) => ({ value: p.id, label: p.name }));

  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [audience, setAudience] = useState<AudienceChoice>({ kind: 'subscribers', interest: '', eventId: '', programmeId: '' });
  const [card, setCard] = useState('');
  const [sendAt, setSendAt] = useState('');
  const [testTo, setTestTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState<'save' | 'preview' | 'test' | null>(null);

  const content = (): AnnouncementContentInput => {
    const [kind, id] = card.split(':');
    return { subject, body, ...(kind === 'event' ? { eventId: id } : kind === 'programme' ? { programmeId: id } : {}) };
  };
  const run = async (which: 'save' | 'preview' | 'test', work: () => Promise<string | null>) => {
    setBusy(which);
    setErrors({});
    try {
      const done = await work();
      if (done) toaster.create({ type: 'success', title: done });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(fields);
      toaster.create({ type: 'error', title: errorMessage(error, COMPOSE_TEXT.failed) });
    } finally {
      setBusy(null);
    }
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    void run('save', async () => {
      const at = sendAt ? lagosInputToIso(sendAt) : null;
      if (sendAt && !at) {
        setErrors({ sendAt: 'Enter a date and time' });
        return null;
      }
      const answer = await client.createAnnouncement({ ...content(), audience: audienceQuery(audience), ...(at ? { sendAt: at } : {}) });
      if (answer.id) onSaved(answer.id);
      return COMPOSE_TEXT.saved;
    });
  };

  return (
    <form onSubmit={save} noValidate aria-label="New announcement">
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
        <AudienceFields choice={audience} onChange={setAudience} events={eventOptions} programmes={programmeOptions} errors={errors} />
        <Select label="Card in the mail (with its Register or Enrol button)" value={card} onChange={setCard} options={[{ value: '', label: 'No card' }]} error={errors.eventId ?? errors.programmeId}>
          {eventOptions.length > 0 && (
            <optgroup label="Events">
              {eventOptions.map((o) => (
                <option key={o.value} value={`event:${o.value}`}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          )}
          {programmeOptions.length > 0 && (
            <optgroup label="Programmes">
              {programmeOptions.map((o) => (
                <option key={o.value} value={`programme:${o.value}`}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          )}
        </Select>
        <Field.Root invalid={Boolean(errors.sendAt)}>
          <Field.Label>Send at, Lagos time (empty: when you tap Send now)</Field.Label>
          <Input type="datetime-local" value={sendAt} min={isoToLagosInput(new Date().toISOString())} onChange={(e) => setSendAt(e.target.value)} />
          {errors.sendAt && <Field.ErrorText>{errors.sendAt}</Field.ErrorText>}
        </Field.Root>
        <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
          <Button type="button" variant="outline" loading={busy === 'preview'} onClick={() => void run('preview', async () => (setPreview(await client.previewAnnouncement(content())), null))}>
            Preview
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy === 'save'}>
            Save as draft
          </Button>
        </Flex>
        {preview && <MailPreview preview={preview} />}
        <Field.Root invalid={Boolean(errors.to)}>
          <Field.Label>Send a test to (empty: the notification address)</Field.Label>
          <Input type="email" autoComplete="email" value={testTo} onChange={(e) => setTestTo(e.target.value)} />
          {errors.to && <Field.ErrorText>{errors.to}</Field.ErrorText>}
        </Field.Root>
        <Button type="button" variant="outline" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={busy === 'test'} onClick={() => void run('test', async () => (await client.testAnnouncement({ ...content(), ...(testTo.trim() ? { to: testTo.trim() } : {}) }), COMPOSE_TEXT.tested))}>
          Send a test
        </Button>
      </Stack>
    </form>
  );
}
