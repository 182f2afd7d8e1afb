// The answer to the last scan, big enough to read at arm's length: green
// checked in, amber already, red anything else. It also carries the bench's
// figure (data-frame-to-answer-ms): from the camera frame to this render.
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef } from 'react';
import { signal } from './feedback';
import { clock, statusText, type DoorAnswer } from './use-door';

const TONE = { checked_in: 'green', already_checked_in: 'orange' } as const;

export function AnswerBanner({ answer }: { answer: DoorAnswer | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!answer) return;
    signal(answer.error ? 'invalid' : answer.status);
    // Measured after the answer is in the DOM: what the helper at the door actually waits for.
    if (answer.frameAt !== undefined && ref.current) ref.current.dataset.frameToAnswerMs = String(Math.round(performance.now() - answer.frameAt));
  }, [answer]);

  if (!answer) {
    return (
      <Box ref={ref} role="status" aria-live="polite" p="4" borderRadius="lg" bg="bg.muted" textAlign="center">
        <Text fontSize="lg">Point the camera at a ticket&apos;s QR code</Text>
      </Box>
    );
  }
  const tone = answer.error ? 'red' : (TONE[answer.status as keyof typeof TONE] ?? 'red');
  const counts = answer.counts;
  return (
    <Box
      ref={ref}
      key={answer.seq}
      role="status"
      aria-live="assertive"
      data-status={answer.error ? 'error' : answer.status}
      data-seq={answer.seq}
      p="5"
      borderRadius="lg"
      bg={`${tone}.solid`}
      color={`${tone}.contrast`}
      textAlign="center"
    >
      <Text fontSize="2xl" fontWeight="bold">
        {statusText(answer)}
      </Text>
      {answer.status === 'checked_in' && !answer.error && (
        <Text fontSize="md">
          1 seat · at {clock(answer.checkedInAt)}
          {counts ? ` · ${counts.checkedIn} of ${counts.registered} checked in` : ''}
        </Text>
      )}
      {answer.offline && <Text fontSize="sm">Offline: checked against the list on this phone; it will sync when the network is back.</Text>}
    </Box>
  );
}
