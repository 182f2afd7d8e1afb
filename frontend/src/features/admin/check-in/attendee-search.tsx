// For people without their ticket: find them by name, email or phone in the
// event's list (on the phone, so it works offline too), check in with one
// tap; undo a mistaken check-in from the same row.
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import type { Attendee } from '../../../../../contract/schemas';
import type { Answers, Question } from '../../../../../contract/box-office';
import { attendeeKey, searchAttendees } from './local-verdict';
import { clock } from './use-door';

type Props = {
  attendees: readonly Attendee[];
  onCheckIn: (attendee: Attendee) => Promise<void>;
  onUndo: (attendee: Attendee) => Promise<string | null>;
  /** The event's questions, to label each attendee's answers. */
  questions?: readonly Question[];
};

/** 'Voice part: Alto · First workshop?: Yes', in the questions' order. */
export function answersLine(questions: readonly Question[], answers: Answers | undefined): string {
  if (!answers) return '';
  return questions
    .filter((q) => answers[q.id] !== undefined && answers[q.id] !== '')
    .map((q) => `${q.label}: ${typeof answers[q.id] === 'boolean' ? (answers[q.id] ? 'Yes' : 'No') : String(answers[q.id])}`)
    .join(' · ');
}

export function AttendeeSearch({ attendees, onCheckIn, onUndo, questions = [] }: Props) {
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const found = searchAttendees(attendees, query);
  const act = async (attendee: Attendee, action: () => Promise<unknown>) => {
    setBusy(attendeeKey(attendee));
    setError(null);
    const problem = await action();
    if (typeof problem === 'string') setError(problem);
    setBusy(null);
  };
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>Find by name, email or phone</Field.Label>
        <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="e.g. Ada, ada@, 0803" autoComplete="off" />
      </Field.Root>
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      {query.trim().length >= 2 && found.length === 0 && <Text color="fg.muted">Nobody on the list matches.</Text>}
      <Stack as="ul" gap="2" listStyleType="none">
        {found.slice(0, 20).map((a) => (
          <Flex as="li" key={attendeeKey(a)} justify="space-between" align="center" gap="2" p="2" borderWidth="1px" borderRadius="md" data-attendee={a.name}>
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold" truncate>
                {a.name}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {a.email} · {a.phone}
              </Text>
              {(a.ticketTypeName || a.buyerName) && (
                <Text fontSize="xs" color="fg.muted">
                  {[a.ticketTypeName, a.buyerName ? `booked by ${a.buyerName}` : ''].filter(Boolean).join(' · ')}
                </Text>
              )}
              {answersLine(questions, a.answers) && (
                <Text fontSize="xs" data-testid="attendee-answers">
                  {answersLine(questions, a.answers)}
                </Text>
              )}
            </Stack>
            {a.status === 'cancelled' ? (
              <Badge colorPalette="red">Cancelled</Badge>
            ) : a.checkedInAt ? (
              <Flex gap="2" align="center">
                <Badge colorPalette="green">In at {clock(a.checkedInAt)}</Badge>
                <Button size="xs" variant="outline" loading={busy === attendeeKey(a)} onClick={() => void act(a, () => onUndo(a))}>
                  Undo
                </Button>
              </Flex>
            ) : (
              <Button size="sm" colorPalette="green" loading={busy === attendeeKey(a)} onClick={() => void act(a, () => onCheckIn(a))}>
                Check in
              </Button>
            )}
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}
