// One announcement: its status (a sent one whose send-at is still to come is Scheduled), its figures
// (recipients, sent, bounced, complained, unsubscribed: no tracking), and what can still be done with it:
// send now (or schedule, when it has a send-at; resume one whose queuing stopped), cancel before it starts, refresh.
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { announcementPhase, type AnnouncementView } from '../../../../../contract/news';
import { formatLagosTime } from './lagos-time';

export type DetailActions = { send: () => void; cancel: () => void; refresh: () => void; busy: boolean };

export function AnnouncementDetail({ announcement: a, actions, now = new Date() }: { announcement: AnnouncementView; actions: DetailActions; now?: Date }) {
  const phase = announcementPhase(a, now);
  const later = a.sendAt && Date.parse(a.sendAt) > now.getTime() ? a.sendAt : null;
  return (
    <Card.Root data-testid="announcement-detail">
      <Card.Body gap="3">
        <Heading as="h3" size="sm" overflowWrap="anywhere">
          {a.subject}
        </Heading>
        <Alert.Root status="info" variant="subtle" role="status">
          <Alert.Indicator />
          <Alert.Title>
            Status: {phase} · recipients {a.recipients} · sent {a.sent} · bounced {a.bounced} · complained {a.complained} · unsubscribed {a.unsubscribed}
          </Alert.Title>
        </Alert.Root>
        {later && (
          <Text fontSize="sm">
            {phase === 'draft' ? 'Will go at' : 'Goes at'} {formatLagosTime(later)}
          </Text>
        )}
        <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
          {phase === 'draft' && (
            <Button colorPalette="brand" loading={actions.busy} onClick={actions.send}>
              {later ? `Schedule for ${formatLagosTime(later)}` : 'Send now'}
            </Button>
          )}
          {phase === 'sending' && (
            // Queuing stopped midway (the request timed out, the phone lost the network): the send resumes where it
            // stopped and queues nobody twice.
            <Button colorPalette="brand" loading={actions.busy} onClick={actions.send}>
              Resume sending
            </Button>
          )}
          {(phase === 'draft' || phase === 'scheduled' || phase === 'sending') && (
            <Button variant="outline" loading={actions.busy} onClick={actions.cancel}>
              Cancel
            </Button>
          )}
          <Button variant="ghost" onClick={actions.refresh}>
            Refresh
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
