// The Audit tab: the newest admin changes, who made them and when
// (docs/PRODUCT-RULES.md, Audit log). Written by the API's one wrapper.
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import useSWR from 'swr';
import type { AuditEntry } from '../../../../contract/schemas';
import { errorMessage } from '../../lib/api-error';
import { useAdminSession } from './admin-session';
import { formatMoment } from './when';
import { TableFrame } from './table-frame';

export function AuditTab() {
  const { token, client } = useAdminSession();
  const { data, error, isLoading, mutate } = useSWR<AuditEntry[], unknown>(['admin', 'audit', token], () => client.listAudit());
  if (isLoading) return <Spinner aria-label="Loading the audit log" />;
  if (error) return <Text color="fg.error">{errorMessage(error, 'Could not load the audit log.')}</Text>;
  const entries = data ?? [];
  if (entries.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center">
        No admin changes yet.
      </Text>
    );
  }
  return (
    <Stack gap="3">
      <Stack direction="row" justify="space-between" align="center">
        <Text color="fg.muted" fontSize="sm">
          {entries.length === 1 ? 'The newest admin change.' : `The newest ${entries.length} admin changes.`}
        </Text>
        <Button size="xs" variant="outline" onClick={() => void mutate()}>
          Refresh
        </Button>
      </Stack>
      <TableFrame label="Audit log">
        <Table.Root size="sm" aria-label="Audit log">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>When</Table.ColumnHeader>
              <Table.ColumnHeader>Who</Table.ColumnHeader>
              <Table.ColumnHeader>What</Table.ColumnHeader>
              <Table.ColumnHeader>Route</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entries.map((entry) => (
              <Table.Row key={entry.id}>
                <Table.Cell whiteSpace="nowrap">{formatMoment(entry.at)}</Table.Cell>
                <Table.Cell>{entry.username}</Table.Cell>
                <Table.Cell>{entry.summary}</Table.Cell>
                <Table.Cell fontSize="xs" fontFamily="mono">
                  {entry.route}
                  {entry.targetId ? ` · ${entry.targetId}` : ''}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableFrame>
    </Stack>
  );
}
