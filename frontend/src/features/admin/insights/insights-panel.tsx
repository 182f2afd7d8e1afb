// The overview's charts (docs/PRODUCT-RULES.md, Admin dashboard: Insights):
// naira per day or week, registrations per day, seats taken against capacity
// of upcoming events (sold, held by checkouts, held for waitlist offers, free,
// and the seats the waitlist asks for), check-in rate of past events, where bookings came from,
// and a table per event with its CSV. One request (GET /api/admin/stats, the
// counters the writes keep); loaded on its own (overview-tab.tsx imports it
// lazily) so the chart library never weighs on the public pages or sign-in.
import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Spinner } from '@chakra-ui/react/spinner';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { todayInLagos } from '../../../../../contract/dates';
import { statsPeriod, type EventStats, type StatsData, type StatsPeriod } from '../../../../../contract/stats';
import { errorMessage } from '../../../lib/api-error';
import { useAdminSession } from '../admin-session';
import { buildCsv, downloadCsv } from '../csv';
import { TableFrame } from '../table-frame';
import { BarChart, chartColor as color, type BarRow } from './bar-chart';
import { ChartFigure } from './chart-figure';
import { CustomPeriod } from './custom-period';
import { ProgrammesTable, ServicesTable } from './school-tables';
import {
  checkInRate,
  codesLine,
  CUSTOM_PERIOD,
  EVENT_COLUMNS,
  longDay,
  naira,
  noShows,
  PERIODS,
  pastEvents,
  periodOf,
  registrationPoints,
  revenuePoints,
  seatParts,
  seatsTable,
  sourcePoints,
  summaries,
  upcomingEvents,
  typesLine,
  type PeriodChoice,
  type Point,
} from './stats-view';

const BRAND = color('brand.solid');
const GOLD = color('gold.solid');
// The seats' other parts: Chakra's palettes the theme keeps (theme.ts UNUSED_PALETTES), readable in both modes.
const BLUE = color('blue.solid');
const GREEN = color('green.solid');
const GREY = color('gray.solid');

const compact = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });
const compactNaira = (value: number) => `₦${compact.format(value)}`;
/** Long titles cut for an axis on a phone; the table and caption have them whole. */
const shortTitle = (title: string) => (title.length > 14 ? `${title.slice(0, 13)}…` : title);

/** One value per point (a day, a week, a source) as bars. */
const pointRows = (points: Point[]): BarRow[] => points.map((p) => ({ key: p.key, label: p.label, values: { value: p.value } }));

function PointsChart({ points, name, format, layout = 'columns', fill = BRAND }: { points: Point[]; name: string; format: (value: number) => string; layout?: 'columns' | 'rows'; fill?: string }) {
  return <BarChart layout={layout} rows={pointRows(points)} series={[{ key: 'value', name, color: fill }]} format={format} />;
}

function RevenueFigure({ data }: { data: StatsData }) {
  const [by, setBy] = useState<'day' | 'week'>('day');
  const points = revenuePoints(data, by);
  const controls = (['day', 'week'] as const).map((value) => (
    <Button key={value} size="xs" minH="8" variant={by === value ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={by === value} onClick={() => setBy(value)}>
      Per {value}
    </Button>
  ));
  return (
    <ChartFigure
      title={`Naira collected per ${by}`}
      summary={summaries.revenue(data, by)}
      controls={controls}
      table={{ headers: [by === 'day' ? 'Day' : 'Week', 'Naira (paid minus refunded)'], rows: points.map((p) => [p.label, naira(p.value)]) }}
    >
      <PointsChart points={points} name="Naira" format={compactNaira} />
    </ChartFigure>
  );
}

/** The seats' parts in the order they stack, as the legend lists them. */
const SEAT_SERIES = [
  { key: 'sold', name: 'Sold', color: BRAND },
  { key: 'held', name: 'Held by checkouts', color: BLUE },
  { key: 'offered', name: 'Held for offers', color: GREEN },
  { key: 'free', name: 'Free', color: GOLD },
  // Past capacity: the seats the people still waiting ask for.
  { key: 'waiting', name: "Waitlist's seats", color: GREY },
];
const count = (value: number) => value.toLocaleString('en-NG');

function SeatsFigure({ events }: { events: EventStats[] }) {
  const rows = events.map((e) => ({ key: e.id, label: shortTitle(e.title), values: seatParts(e) }));
  return (
    <ChartFigure
      title="Seats taken against capacity"
      summary={summaries.seats(events)}
      height={Math.max(160, 48 * events.length + 60)}
      table={seatsTable(events)}
    >
      <BarChart layout="rows" rows={rows} series={SEAT_SERIES} format={count} />
    </ChartFigure>
  );
}

function CheckInFigure({ events }: { events: EventStats[] }) {
  // The ten latest on the chart; the table has them all.
  const rows = events.slice(0, 10).map((e) => ({ key: e.id, label: shortTitle(e.title), values: { rate: checkInRate(e) } }));
  return (
    <ChartFigure
      title="Check-in rate of past events"
      summary={summaries.checkIns(events)}
      height={Math.max(160, 40 * rows.length + 40)}
      table={{
        headers: ['Past event', 'Checked in', 'Seats taken', 'Check-in rate'],
        rows: events.map((e) => [`${e.title} (${longDay(e.date)})`, e.checkedIn, e.seatsTaken, `${checkInRate(e)}%`]),
      }}
    >
      <BarChart layout="rows" rows={rows} series={[{ key: 'rate', name: 'Checked in', color: BRAND }]} format={(v) => `${v}%`} top={100} />
    </ChartFigure>
  );
}

function EventsTable({ events }: { events: EventStats[] }) {
  const headingId = useId();
  const today = todayInLagos();
  const download = () => downloadCsv(`events-insights-${today}.csv`, buildCsv(EVENT_COLUMNS, events));
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap" mb="2">
        <Heading as="h3" size="sm" id={headingId}>
          Per event
        </Heading>
        <Button size="xs" minH="8" variant="outline" onClick={download} disabled={events.length === 0}>
          <Download aria-hidden="true" /> Download CSV
        </Button>
      </Flex>
      {events.length === 0 ? (
        <Text color="fg.muted">No events yet.</Text>
      ) : (
        <TableFrame label="Sales by ticket type and by code, revenue, refunds and no-shows per event">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {EVENT_COLUMNS.filter((c) => c.header !== 'Status' && c.header !== 'Date').map((c, i) => (
                  <Table.ColumnHeader key={c.header} scope="col" textAlign={i === 0 || i > 6 ? 'start' : 'end'} whiteSpace="nowrap">
                    {c.header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {events.map((e) => (
                <Table.Row key={e.id}>
                  <Table.Cell as="th" scope="row" fontWeight="normal" minW="10rem">
                    {e.title}
                    <Text as="span" display="block" fontSize="xs" color="fg.muted">
                      {longDay(e.date)}
                      {e.status ? ` · ${e.status}` : ''}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{e.seatsTaken}</Table.Cell>
                  <Table.Cell textAlign="end">{e.capacity}</Table.Cell>
                  <Table.Cell textAlign="end">{naira(e.revenue)}</Table.Cell>
                  <Table.Cell textAlign="end">{naira(e.refunded)}</Table.Cell>
                  <Table.Cell textAlign="end">{e.checkedIn}</Table.Cell>
                  <Table.Cell textAlign="end">{e.date < today ? noShows(e) : '–'}</Table.Cell>
                  <Table.Cell minW="9rem">{typesLine(e) || '–'}</Table.Cell>
                  <Table.Cell minW="9rem">{codesLine(e) || '–'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableFrame>
      )}
    </Box>
  );
}

export default function InsightsPanel() {
  const { token, client } = useAdminSession();
  const [choice, setChoice] = useState<PeriodChoice>('30');
  const [custom, setCustom] = useState<StatsPeriod>(() => periodOf('30'));
  // The admin's own dates are checked as the server does; a wrong range asks nothing and says why.
  const asked = choice === CUSTOM_PERIOD.value ? statsPeriod(custom) : periodOf(choice);
  const period = 'error' in asked ? null : asked;
  const { data, error, isLoading, mutate } = useSWR<StatsData, unknown>(period && ['admin', 'stats', token, period.from, period.to], () => client.stats(period!), {
    keepPreviousData: true,
  });
  const selectId = useId();
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} aria-busy={isLoading} data-insights={data ? 'ready' : isLoading ? 'loading' : 'error'}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="md" id={headingId}>
          Insights
        </Heading>
        <Flex align="center" gap="2">
          <label htmlFor={selectId}>
            <Text as="span" fontSize="sm">
              Period
            </Text>
          </label>
          <NativeSelect.Root size="sm" w="11rem">
            <NativeSelect.Field id={selectId} value={choice} onChange={(e) => setChoice(e.target.value as PeriodChoice)}>
              {[...PERIODS, CUSTOM_PERIOD].map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
        {choice === CUSTOM_PERIOD.value && <CustomPeriod value={custom} onChange={setCustom} error={'error' in asked ? asked.error : undefined} />}
      </Flex>
      {!data && isLoading && (
        <Box py="8" textAlign="center">
          <Spinner aria-label="Loading insights" />
        </Box>
      )}
      {!data && Boolean(error) && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{errorMessage(error, 'Could not load the insights.')}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => void mutate()}>
            Retry
          </Button>
        </Alert.Root>
      )}
      {data && (
        <Flex direction="column" gap="4">
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <RevenueFigure data={data} />
            <ChartFigure
              title="Registrations per day"
              summary={summaries.registrations(data)}
              table={{ headers: ['Day', 'Registrations'], rows: registrationPoints(data).map((p) => [p.label, p.value]) }}
            >
              <PointsChart points={registrationPoints(data)} name="Registrations" format={(v) => compact.format(v)} />
            </ChartFigure>
            <SeatsFigure events={upcomingEvents(data.events)} />
            <CheckInFigure events={pastEvents(data.events)} />
            <ChartFigure
              title="Where bookings came from"
              summary={summaries.sources(data)}
              height={160}
              table={{ headers: ['Source', 'Bookings'], rows: sourcePoints(data).map((p) => [p.label, p.value]) }}
            >
              <PointsChart layout="rows" points={sourcePoints(data)} name="Bookings" format={count} fill={GOLD} />
            </ChartFigure>
          </SimpleGrid>
          <EventsTable events={data.events} />
          <ServicesTable services={data.services} />
          <ProgrammesTable programmes={data.programmes} />
        </Flex>
      )}
    </Box>
  );
}
