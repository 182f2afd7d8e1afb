// The event's waitlist on the registrations screen (docs/PRODUCT-RULES.md, Waitlist): who waits, for how
// many seats, in what state and until when an offer holds; the seats held for offers; Remove and Offer now,
// each behind a confirm. After either, the queue and the events' seat counts are read again.
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { Spinner } from '@chakra-ui/react/spinner';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import useSWR from 'swr';
import type { Event } from '../../../../contract/schemas';
import type { WaitlistEntry, WaitlistStatus } from '../../../../contract/waitlist';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api-error';
import { useAdminSession } from './admin-session';
import { runMutation } from './run-mutation';
import { TableFrame } from './table-frame';
import { refreshAdminList } from './use-admin-list';
import { formatMoment } from './when';

const STATUS: Record<WaitlistStatus, { label: string; palette: string }> = {
  waiting: { label: 'Waiting', palette: 'gray' },
  offered: { label: 'Offered', palette: 'purple' },
  claimed: { label: 'Claimed', palette: 'green' },
  expired: { label: 'Expired', palette: 'orange' },
  removed: { label: 'Removed', palette: 'red' },
};

const seats = (n: number) => (n === 1 ? '1 seat' : `${n} seats`);

function EntryActions({ entry, onDone }: { entry: WaitlistEntry; onDone: () => void }) {
  const { client } = useAdminSession();
  const act = async (action: 'offer' | 'remove') => {
    await runMutation(() => (action === 'offer' ? client.offerFromWaitlist(entry.id) : client.removeFromWaitlist(entry.id)), action === 'offer' ? 'Offer sent.' : 'Removed.');
    onDone();
  };
  return (
    <HStack gap="2" justify="flex-end">
      {entry.status === 'waiting' && (
        <ConfirmDialog
          trigger={
            <Button size="2xs" variant="outline" colorPalette="purple" aria-label={`Offer now: ${entry.name}`}>
              Offer now
            </Button>
          }
          title={`Offer ${seats(entry.quantity)} to ${entry.name}?`}
          keepLabel="Not now"
          confirmLabel="Send the offer"
          busyLabel="Offering..."
          colorPalette="purple"
          onConfirm={() => act('offer')}
        >
          <Text>
            {seats(entry.quantity)} will be held for {entry.name} ({entry.email}), out of queue order, and they get the offer mail with a link to
            claim {entry.quantity === 1 ? 'it' : 'them'}.
          </Text>
        </ConfirmDialog>
      )}
      {(entry.status === 'waiting' || entry.status === 'offered') && (
        <ConfirmDialog
          trigger={
            <Button size="2xs" variant="outline" colorPalette="red" aria-label={`Remove: ${entry.name}`}>
              Remove
            </Button>
          }
          title={`Remove ${entry.name} from the waitlist?`}
          keepLabel="Keep them"
          confirmLabel="Remove"
          busyLabel="Removing..."
          onConfirm={() => act('remove')}
        >
          <Text>
            {entry.status === 'offered'
              ? 'Their offer ends now and its seats pass to the next person waiting whose request fits.'
              : 'They lose their place in the queue and get no offer.'}
          </Text>
        </ConfirmDialog>
      )}
    </HStack>
  );
}

export function WaitlistPanel({ event }: { event: Pick<Event, 'id' | 'title' | 'seatsOffered'> }) {
  const { token, client } = useAdminSession();
  const { data, error, isLoading, mutate } = useSWR<WaitlistEntry[], unknown>(['admin', 'waitlist', token, event.id], () => client.waitlist(event.id));
  const onDone = () => {
    void mutate();
    refreshAdminList('events');
  };
  const held = event.seatsOffered ?? 0;
  return (
    <Box as="section" aria-labelledby="waitlist-heading" mb="6">
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <Heading as="h3" size="sm" id="waitlist-heading">
          Waitlist: {event.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted" data-testid="seats-held">
          {held > 0 ? `${seats(held)} held for offers` : 'No seats held for offers'}
        </Text>
      </HStack>
      {isLoading ? (
        <Spinner aria-label="Loading the waitlist" />
      ) : error ? (
        <Text color="fg.error">{errorMessage(error, 'Could not load the waitlist.')}</Text>
      ) : !data?.length ? (
        <Text color="fg.muted">Nobody is on the waitlist for this event.</Text>
      ) : (
        <TableFrame label="Waitlist">
          <Table.Root size="sm" aria-label="Waitlist">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Seats</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Offer ends (Lagos)</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Text srOnly>Actions</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.map((entry) => (
                <Table.Row key={entry.id}>
                  <Table.Cell>{entry.name}</Table.Cell>
                  <Table.Cell>{entry.email}</Table.Cell>
                  <Table.Cell>{entry.quantity}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATUS[entry.status].palette} variant="subtle">
                      {STATUS[entry.status].label}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{entry.status === 'offered' ? formatMoment(entry.offerExpiresAt) : ''}</Table.Cell>
                  <Table.Cell>
                    <EntryActions entry={entry} onDone={onDone} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableFrame>
      )}
    </Box>
  );
}
