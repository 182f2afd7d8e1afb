// A programme's learners (docs/PRODUCT-RULES.md, Monthly programmes): each with
// their status (awaiting payment, active, overdue, stopped) and the last day
// paid for, and the roster as CSV.
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Download } from 'lucide-react';
import useSWR from 'swr';
import { formatShortDate, todayInLagos } from '../../../../../contract/dates';
import { formatNaira } from '../../../../../contract/naira';
import type { Learner, LearnerStatus, Programme } from '../../../../../contract/programmes';
import { formatSlotTime } from '../../../../../contract/school';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { buildCsv, downloadCsv } from '../csv';
import { TableFrame } from '../table-frame';
import { ROSTER_COLUMNS, rosterFilename } from './roster-csv';
import { useAdminSession } from '../admin-session';
import { exportPeopleData } from '../export-data';

const STATUS: Record<LearnerStatus, { label: string; palette: string }> = {
  pending: { label: 'Pending', palette: 'orange' },
  active: { label: 'Active', palette: 'green' },
  overdue: { label: 'Overdue', palette: 'red' },
  stopped: { label: 'Stopped', palette: 'gray' },
};

/** Why a learner stopped without paying, and money a late first payment left to refund. */
function RosterNote({ learner }: { learner: Learner }) {
  if (learner.refundDue) {
    return (
      <Text fontSize="xs" color="fg.error" data-testid="roster-note">
        Refund due: {formatNaira(learner.refundDue.kobo / 100)} ({learner.refundDue.reason})
      </Text>
    );
  }
  if (learner.releasedAt) {
    return (
      <Text fontSize="xs" color="fg.muted" data-testid="roster-note">
        Not paid in time: seat released
      </Text>
    );
  }
  if (learner.status === 'pending' && learner.holdExpiresAt) {
    return (
      <Text fontSize="xs" color="fg.muted" data-testid="roster-note">
        Seat held until {formatSlotTime(learner.holdExpiresAt)}
      </Text>
    );
  }
  return null;
}

export function ProgrammeRoster({ programme, token }: { programme: Programme; token: string }) {
  const { client } = useAdminSession();
  const { data, error } = useSWR<Learner[], Error>(['adminListProgrammeLearners', programme.id], async () =>
    (await api.call('adminListProgrammeLearners', { token, params: { id: programme.id } })).data.items,
  );
  if (error) return <Text role="alert">{errorMessage(error, 'Could not load the learners.')}</Text>;
  if (!data) return <Spinner role="status" aria-label={`Loading the learners of ${programme.name}`} />;
  // People's data: asks the server first, which may want "Confirm it's you" (export-data.ts).
  const exportRoster = () => exportPeopleData(client, { kind: 'learners', count: data.length }, () => downloadCsv(rosterFilename(programme.name, todayInLagos()), buildCsv(ROSTER_COLUMNS, data)));
  return (
    <Stack gap="3">
      {data.length === 0 ? (
        <Text color="fg.muted">No learners yet.</Text>
      ) : (
        <TableFrame label={`Learners of ${programme.name}`}>
          <Table.Root size="sm" aria-label={`Learners of ${programme.name}`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Learner</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Paid through</Table.ColumnHeader>
                <Table.ColumnHeader>Contact</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.map((l) => (
                <Table.Row key={l.id} data-testid="roster-row">
                  <Table.Cell>
                    {l.name}, {l.age}
                    {l.guardianName && (
                      <Text fontSize="xs" color="fg.muted">
                        Guardian: {l.guardianName}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATUS[l.status].palette} data-testid="roster-status">
                      {STATUS[l.status].label}
                    </Badge>
                    <RosterNote learner={l} />
                  </Table.Cell>
                  <Table.Cell>{l.paidThrough ? formatShortDate(l.paidThrough) : '—'}</Table.Cell>
                  <Table.Cell>
                    <Text fontSize="sm">{l.email}</Text>
                    <Text fontSize="sm">{l.phone}</Text>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableFrame>
      )}
      <Button
        alignSelf="flex-start"
        variant="outline"
        size="sm"
        disabled={data.length === 0}
        onClick={() => void exportRoster()}
      >
        <Download aria-hidden /> Export CSV
      </Button>
    </Stack>
  );
}
