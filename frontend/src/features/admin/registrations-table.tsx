import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Trash2 } from 'lucide-react';
import { formatShortDate } from '../../../../contract/dates';
import type { Event, EventRegistration } from '../../../../contract/schemas';
import { allAnswersText, orderLines } from './registration-order';
import { MailStatus } from './mail-status';
import { PaymentCell } from './payment-cell';
import { PhoneLink } from './phone-link';
import { stickyActions } from './sticky-actions';
import { TableFrame } from './table-frame';

/** An order's tickets (type, attendee, checked in) and answers, under the buyer's name. */
function OrderDetails({ registration, event }: { registration: EventRegistration; event: Event | undefined }) {
  const lines = orderLines(registration, event);
  const answers = allAnswersText(registration, event);
  if (!registration.tickets?.length && !answers) return null;
  return (
    <>
      <Box as="ul" fontSize="xs" color="fg.muted" listStyleType="none" aria-label={`Tickets of ${registration.name}`}>
        {lines.map((l) => (
          <li key={l.key}>
            {l.name}
            {l.typeName ? ` · ${l.typeName}` : ''}
            {l.checkedInAt ? ' · checked in' : ''}
          </li>
        ))}
      </Box>
      {answers && (
        <Text fontSize="xs" maxW="xs">
          {answers}
        </Text>
      )}
    </>
  );
}

type Props = {
  items: readonly EventRegistration[];
  eventTitle: (eventId: string) => string | undefined;
  /** The event, to name the order's ticket types and questions. */
  eventOf?: (eventId: string) => Event | undefined;
  onDelete: (id: string) => void;
};

export function RegistrationsTable({ items, eventTitle, eventOf = () => undefined, onDelete }: Props) {
  return (
    <TableFrame label="Event registrations">
      <Table.Root size="sm" aria-label="Event registrations">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Phone</Table.ColumnHeader>
            <Table.ColumnHeader>Event</Table.ColumnHeader>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Payment</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" {...stickyActions}>
              <Text srOnly>Actions</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((r) => {
            const title = eventTitle(r.eventId);
            const cancelled = r.status === 'cancelled';
            return (
              <Table.Row key={r.id} color={cancelled ? 'fg.muted' : undefined}>
                <Table.Cell minW="40">
                  <Text fontWeight="semibold">{r.name}</Text>
                  <OrderDetails registration={r} event={eventOf(r.eventId)} />
                </Table.Cell>
                <Table.Cell>{r.email}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <PhoneLink phone={r.phone} name={r.name} />
                </Table.Cell>
                <Table.Cell minW="40">
                  <Text fontFamily="mono" fontSize="xs">
                    {r.eventId}
                  </Text>
                  {title && (
                    <Text fontSize="sm" color="fg.muted">
                      {title}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatShortDate(r.createdAt)}</Table.Cell>
                <Table.Cell minW="36">
                  {cancelled ? (
                    <Badge colorPalette="red" title={r.cancelledAt ? `Cancelled on ${formatShortDate(r.cancelledAt)}` : undefined}>
                      Cancelled
                    </Badge>
                  ) : (
                    <MailStatus mail={r.mail} resource="registrations" who={r.name} />
                  )}
                </Table.Cell>
                <Table.Cell>
                  {r.payment ? (
                    <PaymentCell registration={{ ...r, payment: r.payment }} />
                  ) : (
                    <Text fontSize="sm" color="fg.muted">
                      Free
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end" {...stickyActions}>
                  <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete registration of ${r.name}`} onClick={() => onDelete(r.id)}>
                    <Trash2 />
                  </IconButton>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
