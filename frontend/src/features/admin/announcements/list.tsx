// The announcements, newest first: subject, status, when, sent of recipients. Opening one shows its figures.
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { announcementPhase, PHASE_LABELS, type AnnouncementPhase, type AnnouncementRow } from '../../../../../contract/news';
import { formatLagosTime } from './lagos-time';

const PALETTE: Record<AnnouncementPhase, string> = { draft: 'gray', scheduled: 'purple', sending: 'blue', sent: 'green', cancelled: 'red' };

function when(row: AnnouncementRow, phase: AnnouncementPhase): string {
  if (phase === 'scheduled' && row.sendAt) return `For ${formatLagosTime(row.sendAt)}`;
  if ((phase === 'sent' || phase === 'sending') && (row.sendAt ?? row.startedAt)) return `Sent ${formatLagosTime(row.sendAt && row.startedAt && row.sendAt > row.startedAt ? row.sendAt : (row.startedAt ?? row.sendAt)!)}`;
  return `Saved ${formatLagosTime(row.createdAt)}`;
}

export function AnnouncementsList({ rows, onOpen, now = new Date() }: { rows: AnnouncementRow[]; onOpen: (id: string) => void; now?: Date }) {
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h3" size="sm">
          Announcements so far
        </Heading>
        {rows.length === 0 && <Text color="fg.muted">None yet.</Text>}
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Announcements, newest first">
          {rows.map((row) => {
            const phase = announcementPhase(row, now);
            return (
              <li key={row.id}>
                <Button variant="outline" w="full" h="auto" py="2" px="3" justifyContent="flex-start" textAlign="start" whiteSpace="normal" onClick={() => onOpen(row.id)} aria-label={`Open ${row.subject}`}>
                  <Stack gap="1" w="full">
                    <Flex gap="2" align="center" justify="space-between">
                      <Text fontWeight="semibold" overflowWrap="anywhere">
                        {row.subject}
                      </Text>
                      <Badge colorPalette={PALETTE[phase]} flexShrink={0}>
                        {PHASE_LABELS[phase]}
                      </Badge>
                    </Flex>
                    <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                      {when(row, phase)} · {row.sent} of {row.recipients} sent
                    </Text>
                  </Stack>
                </Button>
              </li>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
