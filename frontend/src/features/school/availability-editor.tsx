// The admin's weekly trial-lesson hours (Lagos time), days off and how far
// ahead slots open; saved whole (PUT /api/admin/availability).
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { WEEKDAY_LABELS, WEEKDAYS, type Availability, type AvailabilityWindow } from '../../../../contract/school';
import { toaster } from '../../components/toaster';
import { api } from '../../lib/api';
import { ApiError, errorMessage } from '../../lib/api-error';

type Row = Omit<AvailabilityWindow, 'slotMinutes'> & { slotMinutes: string };

export function AvailabilityEditor({ token }: { token: string }) {
  const { data } = useSWR<Availability, Error>(['adminGetAvailability'], async () => (await api.call('adminGetAvailability', { token })).data);
  const [rows, setRows] = useState<Row[]>([]);
  const [daysOff, setDaysOff] = useState('');
  const [daysAhead, setDaysAhead] = useState('14');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!data) return;
    /* eslint-disable react-hooks/set-state-in-effect -- the form starts from what the server holds, once it arrives */
    setRows(data.weekly.map((w) => ({ ...w, slotMinutes: String(w.slotMinutes) })));
    setDaysOff(data.daysOff.join(', '));
    setDaysAhead(String(data.daysAhead));
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [data]);

  const update = (i: number, change: Partial<Row>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const save = async () => {
    setErrors({});
    try {
      const body = {
        weekly: rows.map((r) => ({ day: r.day, from: r.from, to: r.to, slotMinutes: Number(r.slotMinutes), ...(r.services?.length ? { services: r.services } : {}) })),
        daysOff: daysOff.split(/[\s,]+/).filter(Boolean),
        daysAhead: Number(daysAhead),
      };
      const answer = await api.call('adminUpdateAvailability', { token, body });
      toaster.create({ type: 'success', title: 'Saved', description: answer.message ?? 'Availability saved.' });
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors) setErrors(e.fieldErrors);
      toaster.create({ type: 'error', title: 'Not saved', description: errorMessage(e, 'Could not save the hours.') });
    }
  };

  return (
    <Stack gap="4" as="section" aria-labelledby="hours-title">
      <Heading as="h2" id="hours-title" size="xl">
        Trial lesson hours
      </Heading>
      <Text color="fg.muted">Lagos time. Each row opens slots of its length between its times, every week.</Text>
      {rows.map((row, i) => (
        <SimpleGrid key={i} columns={{ base: 2, md: 5 }} gap="2" alignItems="end" data-testid="hours-row">
          <Field.Root>
            <Field.Label>Day</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={row.day} onChange={(e) => update(i, { day: e.target.value as Row['day'] })}>
                {WEEKDAYS.map((d) => (
                  <option key={d} value={d}>
                    {WEEKDAY_LABELS[d]}
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={Boolean(errors[`weekly.${i}.from`])}>
            <Field.Label>From</Field.Label>
            <Input type="time" value={row.from} onChange={(e) => update(i, { from: e.target.value })} />
            <Field.ErrorText>{errors[`weekly.${i}.from`]}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors[`weekly.${i}.to`])}>
            <Field.Label>To</Field.Label>
            <Input type="time" value={row.to} onChange={(e) => update(i, { to: e.target.value })} />
            <Field.ErrorText>{errors[`weekly.${i}.to`]}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors[`weekly.${i}.slotMinutes`])}>
            <Field.Label>Minutes per lesson</Field.Label>
            <Input type="number" inputMode="numeric" value={row.slotMinutes} onChange={(e) => update(i, { slotMinutes: e.target.value })} />
            <Field.ErrorText>{errors[`weekly.${i}.slotMinutes`]}</Field.ErrorText>
          </Field.Root>
          <Button variant="outline" colorPalette="red" onClick={() => setRows((all) => all.filter((_, j) => j !== i))} aria-label={`Remove ${WEEKDAY_LABELS[row.day]} ${row.from} to ${row.to}`}>
            Remove
          </Button>
        </SimpleGrid>
      ))}
      <Button alignSelf="flex-start" variant="outline" onClick={() => setRows((all) => [...all, { day: 'mon', from: '09:00', to: '12:00', slotMinutes: '60' }])}>
        Add hours
      </Button>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root invalid={Object.keys(errors).some((k) => k.startsWith('daysOff'))}>
          <Field.Label>Days off (YYYY-MM-DD, separated by commas)</Field.Label>
          <Input value={daysOff} onChange={(e) => setDaysOff(e.target.value)} />
          <Field.ErrorText>{Object.entries(errors).find(([k]) => k.startsWith('daysOff'))?.[1]}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.daysAhead)}>
          <Field.Label>Days ahead that can be booked</Field.Label>
          <Input type="number" inputMode="numeric" value={daysAhead} onChange={(e) => setDaysAhead(e.target.value)} />
          <Field.ErrorText>{errors.daysAhead}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Button alignSelf="flex-start" colorPalette="brand" onClick={() => void save()}>
        Save hours
      </Button>
    </Stack>
  );
}
