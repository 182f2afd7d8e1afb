// The admin's agenda on a phone: today or this week, the programmes' class
// meetings (class-meetings.tsx), then each trial lesson with the learner's
// contact, marked attended or no-show (docs/PRODUCT-RULES.md, Trial lessons).
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import useSWR from 'swr';
import { addDays, todayInLagos } from '../../../../contract/dates';
import { formatSlotTime, type TrialBooking } from '../../../../contract/school';
import { SERVICE_OPTIONS } from '../../../../contract/schemas';
import { toaster } from '../../components/toaster';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { ClassMeetings } from './class-meetings';
import { TrialEnrol } from './trial-enrol';

const STATUS: Record<TrialBooking['status'], { label: string; palette: string }> = {
  booked: { label: 'Booked', palette: 'blue' },
  cancelled: { label: 'Cancelled', palette: 'gray' },
  attended: { label: 'Attended', palette: 'green' },
  'no-show': { label: 'No-show', palette: 'red' },
};

export function TrialAgenda({ token }: { token: string }) {
  const [range, setRange] = useState<'today' | 'week'>('today');
  const from = todayInLagos();
  const to = range === 'today' ? from : addDays(from, 6);
  const { data, error, isLoading, mutate } = useSWR<TrialBooking[], Error>(['adminListTrialBookings', from, to], async () =>
    (await api.call('adminListTrialBookings', { token, query: { from, to } })).data.items,
  );

  const mark = async (booking: TrialBooking, status: 'attended' | 'no-show') => {
    try {
      const answer = await api.call('adminMarkTrialBooking', { token, params: { id: booking.id }, body: { status } });
      toaster.create({ type: 'success', title: 'Marked', description: answer.message });
      await mutate();
    } catch (e) {
      toaster.create({ type: 'error', title: 'Not marked', description: errorMessage(e, 'Could not mark the lesson. Please try again.') });
    }
  };

  return (
    <Stack gap="4" as="section" aria-labelledby="agenda-title">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h2" id="agenda-title" size="xl">
          Classes and trial lessons
        </Heading>
        <Flex gap="2" role="group" aria-label="Show">
          <Button size="md" variant={range === 'today' ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={range === 'today'} onClick={() => setRange('today')}>
            Today
          </Button>
          <Button size="md" variant={range === 'week' ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={range === 'week'} onClick={() => setRange('week')}>
            This week
          </Button>
        </Flex>
      </Flex>
      <ClassMeetings token={token} from={from} to={to} />
      <Heading as="h3" size="lg">
        Trial lessons
      </Heading>
      {isLoading && <Spinner aria-label="Loading the agenda" />}
      {error && <Text role="alert">{errorMessage(error, 'Could not load the agenda.')}</Text>}
      {data && data.length === 0 && <Text data-testid="agenda-empty">No trial lessons {range === 'today' ? 'today' : 'this week'}.</Text>}
      <Stack gap="3" as="ul" listStyleType="none" aria-label="Lessons">
        {data?.map((b) => (
          <Card.Root as="li" key={b.id} size="sm" data-testid="agenda-item">
            <Card.Body gap="2">
              <Flex justify="space-between" gap="2" wrap="wrap">
                <Text fontWeight="bold">{formatSlotTime(b.startsAt)}</Text>
                <Badge colorPalette={STATUS[b.status].palette}>{STATUS[b.status].label}</Badge>
              </Flex>
              <Text>
                {b.name}, {b.age} · {SERVICE_OPTIONS.find((o) => o.value === b.service)?.label ?? b.service}
              </Text>
              {b.guardianName && <Text fontSize="sm">Parent or guardian: {b.guardianName}</Text>}
              <Flex gap="3" wrap="wrap" fontSize="sm">
                <Link href={`tel:${b.phone}`} minH="6" colorPalette="brand">
                  {b.phone}
                </Link>
                <Link href={`mailto:${b.email}`} minH="6" colorPalette="brand">
                  {b.email}
                </Link>
              </Flex>
              {b.note && <Text fontSize="sm" color="fg.muted">{b.note}</Text>}
              {b.status !== 'cancelled' && b.startsAt.slice(0, 10) <= addDays(from, 1) && (
                <Flex gap="2">
                  <Button size="md" colorPalette="green" variant={b.status === 'attended' ? 'solid' : 'outline'} onClick={() => void mark(b, 'attended')} aria-label={`${b.name}: attended`}>
                    Attended
                  </Button>
                  <Button size="md" colorPalette="red" variant={b.status === 'no-show' ? 'solid' : 'outline'} onClick={() => void mark(b, 'no-show')} aria-label={`${b.name}: no-show`}>
                    No-show
                  </Button>
                </Flex>
              )}
              <TrialEnrol booking={b} token={token} onEnrolled={mutate} />
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}
