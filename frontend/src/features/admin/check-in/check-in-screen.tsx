// The check-in screen at /admin/check-in (docs/PRODUCT-RULES.md, Check-in at
// the door): pick the event (today's first), scan, see the answer; find a
// name, undo, register walk-ins; live numbers; the attendance CSV. Or pick a
// class meeting (?programme=&date=) and mark its learners present.
import { Alert } from '@chakra-ui/react/alert';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { todayInLagos } from '../../../../../contract/dates';
import { SESSION_EXPIRED_MESSAGE } from '../../../../../contract/messages';
import type { ClassMeeting } from '../../../../../contract/attendance';
import type { Event } from '../../../../../contract/schemas';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { ADMIN_DASHBOARD_PATH } from '../session-storage';
import { AnswerBanner } from './answer-banner';
import { useAdminSession } from '../admin-session';
import { exportPeopleData } from '../export-data';
import { downloadAttendance } from './attendance-csv';
import { MeetingDoor } from './meeting-door';
import { SessionExpiredAlert } from './session-expired-alert';
import { SyncNotes } from './sync-notes';
import { AttendeeSearch } from './attendee-search';
import { CameraPanel } from './camera-panel';
import type { Scan } from './scanner';
import { useDoor } from './use-door';
import { WalkInForm } from './walk-in-form';
import { OfflineBanner } from '../offline-banner';

/** Today's event, else the next one, else the latest: what the door most likely wants. */
export function defaultEvent(events: readonly Event[], today: string): Event | undefined {
  const byDate = [...events].sort((a, b) => a.date.localeCompare(b.date));
  return byDate.find((e) => e.date === today) ?? byDate.find((e) => e.date > today) ?? byDate[byDate.length - 1];
}

/** A class meeting in the chooser: 'meeting:<programme id>:<day>' (event ids are UUIDs, never this). */
const meetingValue = (programmeId: string, date: string) => `meeting:${programmeId}:${date}`;
function choiceParams(value: string): Record<string, string> {
  const [kind, programme, date] = value.split(':');
  return kind === 'meeting' && programme && date ? { programme, date } : { event: value };
}

export function CheckInScreen({ token }: { token: string }) {
  const [params, setParams] = useSearchParams();
  const [events, setEvents] = useState<Event[] | null>(null);
  const [eventsError, setEventsError] = useState<string | null>(null);
  const [meetings, setMeetings] = useState<ClassMeeting[]>([]);
  const requested = params.get('event');
  const programmeId = params.get('programme');
  const date = params.get('date');
  const meetingMode = Boolean(programmeId && date);
  const eventId = meetingMode ? null : (requested ?? (events ? (defaultEvent(events, todayInLagos())?.id ?? null) : null));
  const door = useDoor(eventId, token);
  const { client } = useAdminSession();

  useEffect(() => {
    api.call('adminListEvents', { token }).then(
      (answer) => setEvents(answer.data.items),
      (error: unknown) => {
        // Offline: the door still works for the event in the address (the list kept on the phone).
        setEvents([]);
        setEventsError(error instanceof ApiError && error.status === 401 ? SESSION_EXPIRED_MESSAGE : 'Could not load the events list.');
      },
    );
    // Today's class meetings (offline: the one in the address still works from the phone's copy).
    const today = todayInLagos();
    api.call('adminListClassMeetings', { token, query: { from: today, to: today } }).then((answer) => setMeetings(answer.data.items), () => undefined);
  }, [token]);

  const onScan = useCallback((scan: Scan) => door.checkIn(scan.code, scan.frameAt), [door]);
  const event = door.list?.event;
  const seatsLeft = event ? event.maxParticipants - event.seatsTaken : 0;

  return (
    <Box minH="100dvh" bg="bg.subtle">
      {/* The whole screen is its main content: one landmark for screen readers to jump to. */}
      <Container as="main" maxW="lg" py="3">
        {/* Inside the one landmark: at the door the phone may well be offline (docs/PRODUCT-RULES.md, The admin as an app). */}
        <OfflineBanner />
        <Stack gap="4">
          <Flex justify="space-between" align="center" gap="2">
            <Heading as="h1" size="lg">
              Check-in
            </Heading>
            <Flex gap="2" align="center">
              <Badge colorPalette={door.online ? 'green' : 'red'} data-online={door.online}>
                {door.online ? 'Online' : 'Offline'}
              </Badge>
              {door.queued > 0 && <Badge colorPalette="orange">{door.queued} to sync</Badge>}
              <Link asChild fontSize="sm" textDecoration="underline">
                <RouterLink to={ADMIN_DASHBOARD_PATH}>Dashboard</RouterLink>
              </Link>
            </Flex>
          </Flex>

          {door.expired && (
            <SessionExpiredAlert>
              Scans go on against the list on this phone; {door.queued} waiting scan{door.queued === 1 ? ' is' : 's are'} kept and sync when you come back here
              signed in.
            </SessionExpiredAlert>
          )}

          <Field.Root>
            <Field.Label>Event or class</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={meetingMode ? meetingValue(programmeId!, date!) : (eventId ?? '')} onChange={(e) => setParams(choiceParams(e.target.value), { replace: true })}>
                {!events && <option value={eventId ?? ''}>Loading events…</option>}
                {events?.length === 0 && eventId && <option value={eventId}>{event?.title ?? eventId}</option>}
                {meetingMode && !meetings.some((m) => m.programmeId === programmeId && m.date === date) && (
                  <option value={meetingValue(programmeId!, date!)}>{date} · class</option>
                )}
                {meetings.length > 0 && (
                  <optgroup label="Today's classes">
                    {meetings.map((m) => (
                      <option key={meetingValue(m.programmeId, m.date)} value={meetingValue(m.programmeId, m.date)}>
                        {m.time} · {m.programmeName}
                      </option>
                    ))}
                  </optgroup>
                )}
                {[...(events ?? [])]
                  .sort((a, b) => b.date.localeCompare(a.date))
                  .map((e) => (
                    <option key={e.id} value={e.id}>
                      {e.date} · {e.title}
                    </option>
                  ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {eventsError && <Field.HelperText>{eventsError}</Field.HelperText>}
          </Field.Root>

          {meetingMode && <MeetingDoor key={meetingValue(programmeId!, date!)} programmeId={programmeId!} date={date!} token={token} />}

          {door.listError && !door.list && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Description>{door.listError}</Alert.Description>
            </Alert.Root>
          )}

          {event && (
            <Text fontSize="lg" fontWeight="semibold" aria-label={`${event.checkedIn} of ${event.seatsTaken} checked in`} data-counts>
              {event.checkedIn} checked in / {event.seatsTaken} registered
            </Text>
          )}

          {eventId && door.list && (
            <>
              <AnswerBanner answer={door.answer} />
              <CameraPanel onScan={onScan} />
            </>
          )}

          <SyncNotes notes={door.notes} />

          {door.list && eventId && (
            <>
              <Box as="section" bg="bg" p="4" borderRadius="lg" borderWidth="1px">
                <Heading as="h2" size="md" mb="3">
                  Without a ticket
                </Heading>
                <AttendeeSearch attendees={door.list.attendees} questions={door.list.event.questions} onCheckIn={(a) => door.checkIn(a.ticketToken ?? '')} onUndo={door.undo} />
              </Box>
              <Box as="section" bg="bg" p="4" borderRadius="lg" borderWidth="1px">
                <Heading as="h2" size="md" mb="3">
                  Walk-in
                </Heading>
                <WalkInForm eventId={eventId} seatsLeft={seatsLeft} onWalkIn={door.walkIn} />
              </Box>
              <Button variant="outline" onClick={() => void exportPeopleData(client, { kind: 'attendance', count: door.list!.attendees.length }, () => downloadAttendance(door.list!))}>
                Download attendance (CSV)
              </Button>
            </>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
