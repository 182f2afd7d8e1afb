// Who receives it, picked from lists (never an id typed by hand): the kind, then the interest (subscribers),
// the event (past attendees, a waitlist) or the programme (learners); and how many people that is right now,
// counted by the server exactly as the send would count them.
import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { NEWS_INTERESTS, type AnnouncementInput, type AudienceKind, type NewsInterest } from '../../../../../contract/news';
import { SERVICE_OPTIONS } from '../../../../../contract/schemas';
import { useAdminSession } from '../admin-session';

export type AudienceChoice = { kind: AudienceKind; interest: string; eventId: string; programmeId: string };
export type Option = { value: string; label: string };

const KINDS: { value: AudienceKind; label: string }[] = [
  { value: 'subscribers', label: 'Subscribers' },
  { value: 'past-attendees', label: 'Past attendees who agreed to news' },
  { value: 'learners', label: 'Learners and guardians who agreed to news' },
  { value: 'waitlist', label: 'An event’s waitlist (who agreed to news)' },
];
const INTEREST_LABELS: Record<string, string> = { ...Object.fromEntries(SERVICE_OPTIONS.map((o) => [o.value, o.label])), events: 'Events' };

/** The query the count and the announcement send: empty choices left out. */
export function audienceQuery(choice: AudienceChoice): AnnouncementInput['audience'] {
  return {
    kind: choice.kind,
    ...(choice.kind === 'subscribers' && choice.interest ? { interest: choice.interest as NewsInterest } : {}),
    ...((choice.kind === 'past-attendees' || choice.kind === 'waitlist') && choice.eventId ? { eventId: choice.eventId } : {}),
    ...(choice.kind === 'learners' && choice.programmeId ? { programmeId: choice.programmeId } : {}),
  };
}

export function Select({ label, value, onChange, options, error, children }: { label: string; value: string; onChange: (value: string) => void; options: Option[]; error?: string; children?: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function AudienceFields({ choice, onChange, events, programmes, errors }: { choice: AudienceChoice; onChange: (choice: AudienceChoice) => void; events: Option[]; programmes: Option[]; errors: Record<string, string> }) {
  const { client } = useAdminSession();
  const query = audienceQuery(choice);
  const ready = !(choice.kind === 'waitlist' && !choice.eventId);
  const count = useSWR(ready ? ['adminCountAudience', query.kind, query.interest, query.eventId, query.programmeId] : null, () => client.countAudience(query), { revalidateOnFocus: false });
  const set = (patch: Partial<AudienceChoice>) => onChange({ ...choice, ...patch });
  return (
    <>
      <Select label="Audience" value={choice.kind} onChange={(kind) => set({ kind: kind as AudienceKind })} options={KINDS} />
      {choice.kind === 'subscribers' && (
        <Select label="Interested in" value={choice.interest} onChange={(interest) => set({ interest })} options={[{ value: '', label: 'Every subscriber' }, ...NEWS_INTERESTS.map((i) => ({ value: i, label: INTEREST_LABELS[i] ?? i }))]} error={errors['audience.interest']} />
      )}
      {(choice.kind === 'past-attendees' || choice.kind === 'waitlist') && (
        <Select
          label={choice.kind === 'waitlist' ? 'Event whose waitlist receives it' : 'Attendees of'}
          value={choice.eventId}
          onChange={(eventId) => set({ eventId })}
          options={[{ value: '', label: choice.kind === 'waitlist' ? 'Choose an event' : 'Every event' }, ...events]}
          error={errors['audience.eventId']}
        />
      )}
      {choice.kind === 'learners' && (
        <Select label="Learners of" value={choice.programmeId} onChange={(programmeId) => set({ programmeId })} options={[{ value: '', label: 'Every programme' }, ...programmes]} error={errors['audience.programmeId']} />
      )}
      <Text fontSize="sm" aria-live="polite" data-testid="audience-selected-count">
        {!ready ? 'Choose an event to see who would receive it.' : count.data === undefined ? (count.error ? 'Could not count the recipients.' : 'Counting the recipients…') : `Would go to ${count.data} ${count.data === 1 ? 'person' : 'people'} now (only those who agreed to news).`}
      </Text>
    </>
  );
}
