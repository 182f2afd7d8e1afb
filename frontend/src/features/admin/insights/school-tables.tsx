// The music school in the insights (issue 27 item 3): per service, trial lessons
// booked -> attended -> learners enrolled; per monthly programme, its learners
// and the naira each month of the period collected. Tables: their own text
// alternative, readable on a phone (they scroll sideways in their frame).
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useId, type ReactNode } from 'react';
import { formatNaira } from '../../../../../contract/naira';
import type { ProgrammeStats, ServiceStats } from '../../../../../contract/stats';
import { serviceLabel } from '../submission-columns';
import { TableFrame } from '../table-frame';

/** Attended of those booked, in whole percent (0 with none booked). */
export const attendedRate = (s: ServiceStats) => (s.booked > 0 ? Math.round((s.attended / s.booked) * 100) : 0);

/** 'Nov 2026' for '2026-11'. */
const monthLabel = (month: string) => new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-NG', { month: 'short', year: 'numeric', timeZone: 'UTC' });

type Figures = { title: string; label: string; empty: string; headers: string[]; rows: { key: string; cells: ReactNode[] }[] };

/** A titled table of figures: the first cell of a row names it, the others are right-aligned numbers. */
function FiguresTable({ title, label, empty, headers, rows }: Figures) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" id={headingId} mb="2">
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <TableFrame label={label}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {headers.map((header, i) => (
                  <Table.ColumnHeader key={header} scope="col" textAlign={i === 0 ? 'start' : 'end'} whiteSpace="nowrap">
                    {header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map(({ key, cells: [name, ...figures] }) => (
                <Table.Row key={key}>
                  <Table.Cell as="th" scope="row" fontWeight="normal" minW="9rem">
                    {name}
                  </Table.Cell>
                  {figures.map((figure, i) => (
                    <Table.Cell key={headers[i + 1]} textAlign="end" whiteSpace="nowrap">
                      {figure}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableFrame>
      )}
    </Box>
  );
}

export function ServicesTable({ services }: { services: ServiceStats[] }) {
  return (
    <FiguresTable
      title="Trial lessons and enrolments per service"
      label="Trial lessons booked, attended and missed, and learners enrolled (of them, from a trial lesson), per service"
      empty="No trial lessons booked and no learners enrolled yet."
      headers={['Service', 'Booked', 'Attended', 'No-shows', 'Attended rate', 'Enrolled', 'From a trial']}
      rows={services.map((s) => ({ key: s.service, cells: [serviceLabel(s.service), s.booked, s.attended, s.noShows, `${attendedRate(s)}%`, s.enrolled, s.enrolledFromTrials] }))}
    />
  );
}

export function ProgrammesTable({ programmes }: { programmes: ProgrammeStats[] }) {
  const months = programmes[0]?.revenue.map((r) => r.month) ?? [];
  return (
    <FiguresTable
      title="Monthly programmes"
      label="Active and overdue learners, and naira collected per month, per programme"
      empty="No monthly programmes yet."
      headers={['Programme', 'Active learners', 'Overdue', ...months.map(monthLabel)]}
      rows={programmes.map((p) => ({ key: p.id, cells: [p.name, p.activeLearners, p.overdueLearners, ...p.revenue.map((r) => formatNaira(r.naira))] }))}
    />
  );
}
