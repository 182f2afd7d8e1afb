// Trial lessons per school service (issue 27 item 3): booked -> attended, and
// no-shows, from the counters the trial writes keep. A table: its own text
// alternative, readable on a phone (it scrolls sideways in its frame).
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useId } from 'react';
import type { ServiceStats } from '../../../../../contract/stats';
import { serviceLabel } from '../submission-columns';
import { TableFrame } from '../table-frame';

/** Attended of those booked, in whole percent (0 with none booked). */
export const attendedRate = (s: ServiceStats) => (s.booked > 0 ? Math.round((s.attended / s.booked) * 100) : 0);

export function ServicesTable({ services }: { services: ServiceStats[] }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" id={headingId} mb="2">
        Trial lessons per service
      </Heading>
      {services.length === 0 ? (
        <Text color="fg.muted">No trial lessons booked yet.</Text>
      ) : (
        <TableFrame label="Trial lessons booked, attended and missed per service">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {['Service', 'Booked', 'Attended', 'No-shows', 'Attended rate'].map((header, i) => (
                  <Table.ColumnHeader key={header} scope="col" textAlign={i === 0 ? 'start' : 'end'} whiteSpace="nowrap">
                    {header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {services.map((s) => (
                <Table.Row key={s.service}>
                  <Table.Cell as="th" scope="row" fontWeight="normal" minW="9rem">
                    {serviceLabel(s.service)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{s.booked}</Table.Cell>
                  <Table.Cell textAlign="end">{s.attended}</Table.Cell>
                  <Table.Cell textAlign="end">{s.noShows}</Table.Cell>
                  <Table.Cell textAlign="end">{attendedRate(s)}%</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableFrame>
      )}
    </Box>
  );
}
