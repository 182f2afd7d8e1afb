// The programmes' class meetings in the admin's agenda (docs/PRODUCT-RULES.md,
// Monthly programmes): time, programme, learners expected and present so far,
// each linking to the door for that meeting.
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { ClassMeeting } from '../../../../contract/attendance';
import { formatLongDay } from '../../../../contract/dates';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';

/** The door in class-meeting mode for one meeting. */
export const doorPath = (m: Pick<ClassMeeting, 'programmeId' | 'date'>) => `/admin/check-in?${new URLSearchParams({ programme: m.programmeId, date: m.date }).toString()}`;

export function ClassMeetings({ token, from, to }: { token: string; from: string; to: string }) {
  const { data, error, isLoading } = useSWR<ClassMeeting[], Error>(['adminListClassMeetings', from, to], async () =>
    (await api.call('adminListClassMeetings', { token, query: { from, to } })).data.items,
  );
  return (
    <Stack gap="3" as="section" aria-labelledby="class-meetings-title">
      <Heading as="h3" id="class-meetings-title" size="lg">
        Class meetings
      </Heading>
      {isLoading && <Spinner aria-label="Loading the class meetings" />}
      {error && <Text role="alert">{errorMessage(error, 'Could not load the class meetings.')}</Text>}
      {data && data.length === 0 && <Text data-testid="class-meetings-empty">No class meetings {from === to ? 'today' : 'this week'}.</Text>}
      <Stack gap="3" as="ul" listStyleType="none" aria-label="Class meetings">
        {data?.map((m) => (
          <Card.Root as="li" key={`${m.programmeId}#${m.date}`} size="sm" data-testid="class-meeting">
            <Card.Body gap="1">
              <Flex justify="space-between" gap="2" wrap="wrap">
                <Text fontWeight="bold">
                  {from === to ? '' : `${formatLongDay(m.date)}, `}
                  {m.time} ({m.minutes} minutes)
                </Text>
                <Text data-testid="class-meeting-counts">
                  {m.present} present / {m.expected} expected
                </Text>
              </Flex>
              <Text>{m.programmeName}</Text>
              <Link asChild colorPalette="brand" minH="6" alignSelf="start">
                <RouterLink to={doorPath(m)}>Take attendance at the door</RouterLink>
              </Link>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}
