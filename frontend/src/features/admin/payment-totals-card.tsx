// Naira per event above the registrations (payment-totals.ts); nothing when no event is priced.
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { formatNaira } from '../../../../contract/naira';
import type { EventRegistration } from '../../../../contract/schemas';
import { paymentTotals } from './payment-totals';
import { TableFrame } from './table-frame';

const naira = (amount: number) => (amount === 0 ? '₦0' : formatNaira(amount));

export function PaymentTotalsTable({ registrations, eventTitle }: { registrations: readonly EventRegistration[]; eventTitle: (id: string) => string | undefined }) {
  const totals = paymentTotals(registrations);
  if (totals.length === 0) return null;
  return (
    <TableFrame label="Payments per event" mb="4">
      <Table.Root size="sm" aria-label="Payments per event">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Event</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Paid</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Still to pay</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Refund due</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {totals.map((t) => (
            <Table.Row key={t.eventId}>
              <Table.Cell>
                <Text>{eventTitle(t.eventId) ?? t.eventId}</Text>
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {naira(t.paid)} ({t.paidCount})
              </Table.Cell>
              <Table.Cell textAlign="end">{naira(t.outstanding)}</Table.Cell>
              <Table.Cell textAlign="end">{naira(t.refundDue)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
