// The learner's own trial booking at /trial-lessons/{token}: when, and, until
// 2 hours before, a new time or cancelling (docs/PRODUCT-RULES.md, Trial lessons).
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import useSWR, { mutate as mutateAll } from 'swr';
import { formatSlotTime, type TrialBookingView } from '../../../../contract/school';
import { SERVICE_OPTIONS } from '../../../../contract/schemas';
import { toaster } from '../../components/toaster';
import { api } from '../../lib/api';
import { ApiError, errorMessage } from '../../lib/api-error';
import { SlotPicker } from './slot-picker';

const STATUS_TEXT: Record<TrialBookingView['status'], string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  attended: 'Attended',
  'no-show': 'Missed',
};

export function TrialManage({ token, notFound }: { token: string; notFound: React.ReactNode }) {
  const { data, error, isLoading, mutate } = useSWR<TrialBookingView, Error>(['getTrialBooking', token], async () => (await api.call('getTrialBooking', { params: { token } })).data);
  const [moving, setMoving] = useState(false);
  const [slotId, setSlotId] = useState('');
  const [busy, setBusy] = useState(false);

  if (error instanceof ApiError && error.status === 404) return <>{notFound}</>;
  if (isLoading) return <Spinner size="lg" aria-label="Loading your trial lesson" />;
  if (error || !data) return <Text role="alert">We could not load your trial lesson. Please try again in a moment.</Text>;

  const change = async (action: 'reschedule' | 'cancel') => {
    setBusy(true);
    try {
      const answer =
        action === 'reschedule'
          ? await api.call('rescheduleTrialBooking', { params: { token }, body: { slotId } })
          : await api.call('cancelTrialBooking', { params: { token } });
      await mutate(answer.data, { revalidate: false });
      void mutateAll((key) => Array.isArray(key) && key[0] === 'listTrialSlots');
      setMoving(false);
      setSlotId('');
      toaster.create({ type: 'success', title: action === 'reschedule' ? 'Moved' : 'Cancelled', description: answer.message });
    } catch (e) {
      toaster.create({ type: 'error', title: 'Not changed', description: errorMessage(e, 'Your trial lesson could not be changed. Please try again.') });
      void mutateAll((key) => Array.isArray(key) && key[0] === 'listTrialSlots');
    } finally {
      setBusy(false);
    }
  };

  const service = SERVICE_OPTIONS.find((o) => o.value === data.service)?.label ?? data.service;
  return (
    <Card.Root w="full" maxW="2xl" variant="elevated">
      <Card.Body gap="4">
        <Heading as="h1" size="2xl" fontFamily="heading">
          Your free trial lesson
        </Heading>
        <Stack gap="1" data-testid="trial-details">
          <Text>
            <strong>Lesson:</strong> {service}
          </Text>
          <Text>
            <strong>When:</strong> <span data-testid="trial-when">{formatSlotTime(data.startsAt)}</span> (Lagos time)
          </Text>
          <Text>
            <strong>Status:</strong> <span data-testid="trial-status">{STATUS_TEXT[data.status]}</span>
          </Text>
        </Stack>
        {data.canChange ? (
          <Text color="fg.muted">You can reschedule or cancel until {formatSlotTime(data.changeUntil)}.</Text>
        ) : (
          data.status === 'booked' && <Text color="fg.muted">It is less than 2 hours before the lesson: please call us to change it.</Text>
        )}
        {data.canChange && !moving && (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button colorPalette="brand" size="lg" onClick={() => setMoving(true)}>
              Choose a new time
            </Button>
            <Button variant="outline" colorPalette="red" size="lg" disabled={busy} onClick={() => void change('cancel')}>
              Cancel my trial lesson
            </Button>
          </Stack>
        )}
        {data.canChange && moving && (
          <Stack gap="4">
            <Heading as="h2" size="lg">
              Choose a new time
            </Heading>
            <SlotPicker service={data.service} value={slotId} onChange={(slot) => setSlotId(slot.id)} label="New time" />
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button colorPalette="brand" size="lg" disabled={!slotId || busy} onClick={() => void change('reschedule')}>
                Move my lesson
              </Button>
              <Button variant="ghost" size="lg" onClick={() => setMoving(false)}>
                Keep the current time
              </Button>
            </Stack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
