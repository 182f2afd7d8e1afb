import { Badge } from '@chakra-ui/react/badge';
import { IconButton } from '@chakra-ui/react/button';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Trash2 } from 'lucide-react';
import { formatShortDate } from '../../../../contract/dates';
import type { EventRegistration } from '../../../../contract/schemas';
import { MailStatus } from './mail-status';
import { PaymentCell } from './payment-cell';
import { PhoneLink } from './phone-link';
import { stickyActions } from './sticky-actions';
import { TableFrame } from './table-frame';

type Props = {
  items: readonly EventRegistration[];
  eventTitle: (eventId: string) => string | undefined;
  onDelete: (id: string) => void;
};

export function RegistrationsTable({ items, eventTitle, onDelete }: Props) {
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
                <Table.Cell fontWeight="semibold" minW="28">
                  {r.name}
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
