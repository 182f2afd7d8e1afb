// The agenda's "Enrol in a programme" for one trial lesson (docs/PRODUCT-RULES.md, Monthly programmes): the admin
// picks a programme with seats left (the trial's lesson first); the server holds a seat for 48 hours and mails the
// first month's payment link, which the admin may also copy and share.
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useRef, useState } from 'react';
import useSWR from 'swr';
import type { Programme, TrialEnrolResponse } from '../../../../contract/programmes';
import { formatSlotTime, type TrialBooking } from '../../../../contract/school';
import { toaster } from '../../components/toaster';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { copyText } from '../../lib/copy-text';

/** Programmes with a seat left, those of the trial's lesson first, then by name. */
export function programmesFor(programmes: Programme[], service: TrialBooking['service']): Programme[] {
  return programmes
    .filter((p) => p.seatsTaken < p.capacity)
    .sort((a, b) => Number(b.service === service) - Number(a.service === service) || a.name.localeCompare(b.name));
}

type Props = { booking: TrialBooking; token: string; onEnrolled: () => unknown };

export function TrialEnrol({ booking, token, onEnrolled }: Props) {
  const [open, setOpen] = useState(false);
  const [programmeId, setProgrammeId] = useState('');
  const [sending, setSending] = useState(false);
  const [started, setStarted] = useState<TrialEnrolResponse['data'] | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const { data: programmes, mutate } = useSWR<Programme[], Error>(open || booking.enrolment ? ['adminListProgrammes'] : null, async () =>
    (await api.call('adminListProgrammes', { token })).data.items,
  );

  if (started) {
    return (
      <Stack gap="2" data-testid="trial-enrol-started">
        <Text fontSize="sm">
          Payment link mailed to {booking.email}. The seat is held until {formatSlotTime(started.holdExpiresAt)}.
        </Text>
        <Field.Root>
          <Field.Label>Payment link</Field.Label>
          <Flex gap="2">
            <Input ref={linkRef} readOnly value={started.authorizationUrl} />
            <Button
              size="md"
              variant="outline"
              onClick={() => void copyText(started.authorizationUrl, linkRef.current).then((ok) => ok && toaster.create({ type: 'success', title: 'Copied!', description: 'Link copied to clipboard.' }))}
            >
              Copy
            </Button>
          </Flex>
        </Field.Root>
      </Stack>
    );
  }
  if (booking.enrolment) {
    const name = programmes?.find((p) => p.id === booking.enrolment?.programmeId)?.name;
    return <Text fontSize="sm">Enrolment started{name ? ` in ${name}` : ''}.</Text>;
  }
  if (booking.status !== 'booked' && booking.status !== 'attended') return null;
  if (!open) {
    return (
      <Button size="md" variant="outline" colorPalette="brand" alignSelf="flex-start" onClick={() => setOpen(true)} aria-label={`${booking.name}: enrol in a programme`}>
        Enrol in a programme
      </Button>
    );
  }

  const choices = programmes ? programmesFor(programmes, booking.service) : [];
  const send = async () => {
    setSending(true);
    try {
      const answer = await api.call('adminEnrolTrialBooking', { token, params: { id: booking.id }, body: { programmeId } });
      toaster.create({ type: 'success', title: 'Enrolment started', description: answer.message });
      setStarted(answer.data);
      await Promise.all([onEnrolled(), mutate()]);
    } catch (e) {
      toaster.create({ type: 'error', title: 'Not enrolled', description: errorMessage(e, 'Could not start the enrolment. Please try again.') });
      await mutate();
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="2" as="form" aria-label={`Enrol ${booking.name} in a programme`} onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      {programmes && choices.length === 0 ? (
        <Text fontSize="sm">No programme has a seat left.</Text>
      ) : (
        <Field.Root required>
          <Field.Label>Programme</Field.Label>
          <NativeSelect.Root disabled={!programmes}>
            <NativeSelect.Field value={programmeId} onChange={(e) => setProgrammeId(e.target.value)}>
              <option value="">Choose a programme</option>
              {choices.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.capacity - p.seatsTaken} left)
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      <Flex gap="2" wrap="wrap">
        <Button type="submit" size="md" colorPalette="brand" disabled={!programmeId} loading={sending}>
          Send the payment link
        </Button>
        <Button size="md" variant="ghost" onClick={() => setOpen(false)}>
          Not now
        </Button>
      </Flex>
    </Stack>
  );
}
