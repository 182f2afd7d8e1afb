// Create or edit a monthly programme (docs/PRODUCT-RULES.md, Monthly programmes):
// name, lesson, monthly fee in naira, its weekly meetings (Lagos time),
// capacity and first day. The server's messages land on their fields.
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId, useState, type ReactNode } from 'react';
import type { Programme } from '../../../../../contract/programmes';
import { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '../../../../../contract/school';
import type { ProgrammeInput } from '../../../../../contract/programme-schemas';
import { SERVICE_OPTIONS, type ServiceValue } from '../../../../../contract/schemas';
import { toaster } from '../../../components/toaster';
import { api } from '../../../lib/api';
import { ApiError, errorMessage } from '../../../lib/api-error';

type Meeting = { day: Weekday; time: string; minutes: string };
type Draft = { name: string; service: string; monthlyFee: string; capacity: string; startsOn: string; meets: Meeting[] };

const NEW_MEETING: Meeting = { day: 'sat', time: '10:00', minutes: '60' };
const draftOf = (p?: Programme): Draft =>
  p
    ? { name: p.name, service: p.service, monthlyFee: String(p.monthlyFee), capacity: String(p.capacity), startsOn: p.startsOn, meets: p.meets.map((m) => ({ ...m, minutes: String(m.minutes) })) }
    : { name: '', service: '', monthlyFee: '', capacity: '', startsOn: '', meets: [NEW_MEETING] };

/** A labelled control with its error, tied by aria-describedby. */
function Labelled({ label, error, required, children }: { label: string; error?: string; required?: boolean; children: (describedBy?: string) => ReactNode }) {
  const id = useId();
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children(error ? `${id}-error` : undefined)}
      {error && (
        <Field.ErrorText id={`${id}-error`} color="red.700" _dark={{ color: 'red.300' }}>
          {error}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}

export function ProgrammeEditor({ token, programme, onSaved, onCancel }: { token: string; programme?: Programme; onSaved: () => void; onCancel?: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(programme));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const setMeeting = (i: number, change: Partial<Meeting>) => set({ meets: draft.meets.map((m, j) => (j === i ? { ...m, ...change } : m)) });

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    // An empty number is 0, which the server refuses with the field's own message.
    const body: ProgrammeInput = {
      ...draft,
      service: draft.service as ServiceValue,
      monthlyFee: Number(draft.monthlyFee),
      capacity: Number(draft.capacity),
      meets: draft.meets.map((m) => ({ ...m, minutes: Number(m.minutes) })),
    };
    try {
      const answer = programme
        ? await api.call('adminUpdateProgrammes', { token, params: { id: programme.id }, body })
        : await api.call('adminCreateProgrammes', { token, body });
      toaster.create({ type: 'success', title: answer.message ?? 'Programme saved.' });
      if (!programme) setDraft(draftOf());
      onSaved();
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors) setErrors(e.fieldErrors);
      toaster.create({ type: 'error', title: 'Not saved', description: errorMessage(e, 'Could not save the programme.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void save(e)} aria-label={programme ? `Edit ${programme.name}` : 'New programme'}>
      <Stack gap="4">
        <Labelled label="Name" required error={errors.name}>
          {(d) => <Input value={draft.name} onChange={(e) => set({ name: e.target.value })} aria-describedby={d} />}
        </Labelled>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Labelled label="Lesson" required error={errors.service}>
            {(d) => (
              <NativeSelect.Root>
                <NativeSelect.Field value={draft.service} onChange={(e) => set({ service: e.target.value })} aria-describedby={d}>
                  <option value="">Choose a lesson</option>
                  {SERVICE_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </Labelled>
          <Labelled label="Monthly fee (₦)" required error={errors.monthlyFee}>
            {(d) => <Input type="number" inputMode="numeric" value={draft.monthlyFee} onChange={(e) => set({ monthlyFee: e.target.value })} aria-describedby={d} />}
          </Labelled>
          <Labelled label="Capacity (learners)" required error={errors.capacity}>
            {(d) => <Input type="number" inputMode="numeric" value={draft.capacity} onChange={(e) => set({ capacity: e.target.value })} aria-describedby={d} />}
          </Labelled>
          <Labelled label="First day" required error={errors.startsOn}>
            {(d) => <Input type="date" value={draft.startsOn} onChange={(e) => set({ startsOn: e.target.value })} aria-describedby={d} />}
          </Labelled>
        </SimpleGrid>
        <Stack gap="2" as="fieldset">
          <Text as="legend" fontWeight="medium" textStyle="sm">
            Meets every week (Lagos time)
          </Text>
          {errors.meets && (
            <Text role="alert" color="red.700" _dark={{ color: 'red.300' }} textStyle="sm">
              {errors.meets}
            </Text>
          )}
          {draft.meets.map((m, i) => (
            <SimpleGrid key={i} columns={{ base: 2, md: 4 }} gap="2" alignItems="end" data-testid="meeting-row">
              <Labelled label="Day">
                {() => (
                  <NativeSelect.Root>
                    <NativeSelect.Field value={m.day} onChange={(e) => setMeeting(i, { day: e.target.value as Weekday })}>
                      {WEEKDAYS.map((d) => (
                        <option key={d} value={d}>
                          {WEEKDAY_LABELS[d]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
              </Labelled>
              <Labelled label="Time" error={errors[`meets.${i}.time`]}>
                {(d) => <Input type="time" value={m.time} onChange={(e) => setMeeting(i, { time: e.target.value })} aria-describedby={d} />}
              </Labelled>
              <Labelled label="Minutes" error={errors[`meets.${i}.minutes`]}>
                {(d) => <Input type="number" inputMode="numeric" value={m.minutes} onChange={(e) => setMeeting(i, { minutes: e.target.value })} aria-describedby={d} />}
              </Labelled>
              <Button
                variant="outline"
                colorPalette="red"
                disabled={draft.meets.length === 1}
                onClick={() => set({ meets: draft.meets.filter((_, j) => j !== i) })}
                aria-label={`Remove ${WEEKDAY_LABELS[m.day]} ${m.time}`}
              >
                Remove
              </Button>
            </SimpleGrid>
          ))}
          <Button alignSelf="flex-start" variant="outline" size="sm" onClick={() => set({ meets: [...draft.meets, NEW_MEETING] })}>
            Add a meeting
          </Button>
        </Stack>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button type="submit" colorPalette="brand" loading={busy} loadingText="Saving...">
            {programme ? 'Save changes' : 'Create programme'}
          </Button>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
