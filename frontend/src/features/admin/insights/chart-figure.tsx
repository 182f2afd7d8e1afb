// One chart of the overview as a figure: a heading, the sentence that says
// what the chart shows (the figcaption: its text alternative) and the same
// numbers as a table. The picture itself is hidden from screen readers (they
// get the caption and the table); the table is always in the page for them,
// and 'Show as table' puts it on screen instead of the picture.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useId, useState, type ReactNode } from 'react';
import { TableFrame } from '../table-frame';

export type FigureTable = { headers: readonly string[]; rows: readonly (readonly (string | number)[])[] };

/** Off screen, still read (the usual visually-hidden rule). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: '0',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: '0',
} as const;

function DataTable({ caption, table }: { caption: string; table: FigureTable }) {
  return (
    <Table.Root size="sm">
      <Table.Caption srOnly>{caption}</Table.Caption>
      <Table.Header>
        <Table.Row>
          {table.headers.map((header, i) => (
            <Table.ColumnHeader key={header} scope="col" textAlign={i === 0 ? 'start' : 'end'}>
              {header}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {table.rows.map((row) => (
          <Table.Row key={String(row[0])}>
            {row.map((cell, i) =>
              i === 0 ? (
                <Table.Cell key={i} as="th" scope="row" fontWeight="normal">
                  {cell}
                </Table.Cell>
              ) : (
                <Table.Cell key={i} textAlign="end">
                  {cell}
                </Table.Cell>
              ),
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

type Props = {
  title: string;
  /** The text alternative: what the chart shows, in one or two sentences. */
  summary: string;
  table: FigureTable;
  /** Controls above the chart (day/week), beside the table toggle. */
  controls?: ReactNode;
  /** The chart; it fills the box (height in px). */
  height?: number;
  children: ReactNode;
};

export function ChartFigure({ title, summary, table, controls, height = 220, children }: Props) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const tableId = useId();
  const empty = table.rows.length === 0;
  return (
    <Box as="figure" aria-labelledby={titleId} m="0" borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }} minW="0" data-chart={title}>
      <Flex gap="2" align="center" wrap="wrap" justify="space-between" mb="1">
        <Heading as="h3" size="sm" id={titleId}>
          {title}
        </Heading>
        <Flex gap="2" wrap="wrap">
          {controls}
          {!empty && (
            <Button size="xs" variant="outline" minH="8" aria-controls={tableId} aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
              Show as table
            </Button>
          )}
        </Flex>
      </Flex>
      <Text as="figcaption" fontSize="sm" color="fg.muted" mb="2">
        {summary}
      </Text>
      {!asTable && !empty && (
        <Box aria-hidden="true" h={`${height}px`} w="100%" minW="0">
          {children}
        </Box>
      )}
      {!empty && (
        <Box id={tableId} css={asTable ? undefined : VISUALLY_HIDDEN}>
          {asTable ? (
            <TableFrame label={`${title} as a table`}>
              <DataTable caption={title} table={table} />
            </TableFrame>
          ) : (
            <DataTable caption={title} table={table} />
          )}
        </Box>
      )}
    </Box>
  );
}
