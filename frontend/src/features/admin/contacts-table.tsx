import { IconButton } from '@chakra-ui/react/button';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Trash2 } from 'lucide-react';
import { formatShortDate } from '../../../../contract/dates';
import type { ContactSubmission } from '../../../../contract/schemas';
import { MailStatus } from './mail-status';
import { PhoneLink } from './phone-link';
import { serviceLabel } from './submission-columns';
import { stickyActions } from './sticky-actions';
import { TableFrame } from './table-frame';

export function ContactsTable({ items, onDelete }: { items: readonly ContactSubmission[]; onDelete: (id: string) => void }) {
  return (
    <TableFrame label="Contact messages">
      <Table.Root size="sm" aria-label="Contact messages">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Contact</Table.ColumnHeader>
            <Table.ColumnHeader>Service</Table.ColumnHeader>
            <Table.ColumnHeader>Message</Table.ColumnHeader>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Mail</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" {...stickyActions}>
              <Text srOnly>Actions</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((c) => (
            <Table.Row key={c.id}>
              <Table.Cell fontWeight="semibold" minW="28">
                {c.name}
              </Table.Cell>
              <Table.Cell>
                <Text>{c.email}</Text>
                {c.phone && (
                  <Text fontSize="sm" color="fg.muted">
                    <PhoneLink phone={c.phone} name={c.name} />
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{serviceLabel(c.service)}</Table.Cell>
              <Table.Cell minW="56" maxW="md" whiteSpace="pre-wrap">
                {c.message}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatShortDate(c.createdAt)}</Table.Cell>
              <Table.Cell minW="32">
                <MailStatus mail={c.mail} resource="contacts" who={c.name} />
              </Table.Cell>
              <Table.Cell textAlign="end" {...stickyActions}>
                <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete message from ${c.name}`} onClick={() => onDelete(c.id)}>
                  <Trash2 />
                </IconButton>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
