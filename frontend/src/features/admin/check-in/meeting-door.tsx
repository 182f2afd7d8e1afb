// The door in class-meeting mode: the meeting's active and overdue learners,
// each marked present with one tap (and undo), offline too (use-meeting.ts).
import { Alert } from '@chakra-ui/react/alert';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import type { MeetingLearner } from '../../../../../contract/attendance';
import { formatLongDay } from '../../../../../contract/dates';
import { SessionExpiredAlert } from './session-expired-alert';
import { SyncNotes } from './sync-notes';
import { clock } from './use-door';
import { useMeeting } from './use-meeting';

export function MeetingDoor({ programmeId, date, token }: { programmeId: string; date: string; token: string }) {
  const door = useMeeting(programmeId, date, token);
  const [busy, setBusy] = useState<string | null>(null);
  const act = async (learner: MeetingLearner, action: (l: MeetingLearner) => Promise<void>) => {
    setBusy(learner.id);
    await action(learner);
    setBusy(null);
  };
  const meeting = door.roster?.meeting;
  return (
    <Stack gap="4">
      {door.queued > 0 && (
        <Badge alignSelf="start" colorPalette="orange">
          {door.queued} to sync
        </Badge>
      )}
      {door.expired && <SessionExpiredAlert>Marks go on on this phone and sync when you come back here signed in.</SessionExpiredAlert>}
      {door.error && !door.roster && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{door.error}</Alert.Description>
        </Alert.Root>
      )}
      {meeting && (
        <Stack gap="1">
          <Heading as="h2" size="md">
            {meeting.programmeName}
          </Heading>
          <Text>
            {formatLongDay(meeting.date)} at {meeting.time} ({meeting.minutes} minutes)
          </Text>
          <Text fontSize="lg" fontWeight="semibold" data-counts aria-label={`${meeting.present} of ${door.roster!.learners.length} present`}>
            {meeting.present} present / {door.roster!.learners.length} expected
          </Text>
        </Stack>
      )}
      <Text role="status" minH="6" fontWeight="medium">
        {door.said}
      </Text>
      <SyncNotes notes={door.notes} />
      {door.roster && door.roster.learners.length === 0 && <Text>No active learners in this programme.</Text>}
      {/* The items straight in the list (axe: a list holds only its items). */}
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Learners">
        {door.roster?.learners.map((l) => (
          <Flex as="li" key={l.id} justify="space-between" align="center" gap="2" p="3" bg="bg" borderWidth="1px" borderRadius="md" data-learner={l.name}>
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold">{l.name}</Text>
              <Text fontSize="xs" color="fg.muted">
                Age {l.age}
                {l.guardianName ? ` · parent or guardian: ${l.guardianName}` : ''}
              </Text>
              {l.status === 'overdue' && (
                <Badge alignSelf="start" colorPalette="orange" mt="1">
                  Payment overdue: remind them
                </Badge>
              )}
            </Stack>
            {l.presentAt ? (
              <Flex gap="2" align="center">
                <Badge colorPalette="green">Present at {clock(l.presentAt)}</Badge>
                <Button size="sm" variant="outline" loading={busy === l.id} onClick={() => void act(l, door.undo)} aria-label={`Undo: ${l.name} present`}>
                  Undo
                </Button>
              </Flex>
            ) : (
              <Button size="md" colorPalette="green" loading={busy === l.id} onClick={() => void act(l, door.mark)} aria-label={`Mark ${l.name} present`}>
                Present
              </Button>
            )}
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}
