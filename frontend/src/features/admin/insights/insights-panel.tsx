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
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import useSWR from 'swr';
import { todayInLagos } from '../../../../../contract/dates';
import { statsPeriod, type EventStats, type StatsData, type StatsPeriod } from '../../../../../contract/stats';
import { errorMessage } from '../../../lib/api-error';
import { useAdminSession } from '../admin-session';
import { buildCsv, downloadCsv } from '../csv';
import { TableFrame } from '../table-frame';
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

// Chakra's colour tokens as CSS variables: the charts follow light and dark mode with the rest of the page.
const color = (token: string) => `var(--chakra-colors-${token.replace('.', '-')})`;
const BRAND = color('brand.solid');
const GOLD = color('gold.solid');
// The seats' other parts: Chakra's palettes the theme keeps (theme.ts UNUSED_PALETTES), readable in both modes.
const BLUE = color('blue.solid');
const GREEN = color('green.solid');
const GREY = color('gray.solid');
const MUTED = color('fg.muted');
const GRID = color('border');
const TICK = { fill: MUTED, fontSize: 12 };
const TOOLTIP = { contentStyle: { background: color('bg.panel'), borderColor: GRID, color: color('fg') }, cursor: { fill: color('bg.muted') } };

const compact = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });
const compactNaira = (value: number) => `₦${compact.format(value)}`;
/** Long titles cut for an axis on a phone; the table and caption have them whole. */
const shortTitle = (title: string) => (title.length > 14 ? `${title.slice(0, 13)}…` : title);

function PointsChart({ points, name, format }: { points: Point[]; name: string; format: (value: number) => string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={points} margin={{ top: 8, right: 4, left: 0, bottom: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis dataKey="label" tick={TICK} tickLine={false} interval="preserveStartEnd" minTickGap={12} />
        <YAxis width={52} tick={TICK} tickLine={false} axisLine={false} tickFormatter={format} allowDecimals={false} />
        <Tooltip {...TOOLTIP} formatter={(value) => [format(Number(value)), name]} />
        <Bar dataKey="value" name={name} fill={BRAND} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
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

/** The seats' parts in the order they stack, for the legend too (recharts would sort it by name). */
const SEAT_BARS = ['sold', 'held', 'offered', 'free', 'waiting'] as const;

function SeatsFigure({ events }: { events: EventStats[] }) {
  const rows = events.map((e) => ({ title: shortTitle(e.title), ...seatParts(e) }));
  return (
    <ChartFigure
      title="Seats taken against capacity"
      summary={summaries.seats(events)}
      height={Math.max(160, 48 * events.length + 60)}
      table={seatsTable(events)}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 8, left: 0, bottom: 0 }} accessibilityLayer={false}>
          <CartesianGrid horizontal={false} stroke={GRID} />
          <XAxis type="number" tick={TICK} tickLine={false} allowDecimals={false} />
          <YAxis type="category" dataKey="title" width={104} tick={TICK} tickLine={false} />
          <Tooltip {...TOOLTIP} />
          {/* Legend text in the page's muted colour: the series' own colours are too faint as text in dark mode. */}
          <Legend
            wrapperStyle={{ fontSize: 12 }}
            itemSorter={(item) => SEAT_BARS.indexOf(item.dataKey as (typeof SEAT_BARS)[number])}
            formatter={(value: string) => <span style={{ color: MUTED }}>{value}</span>}
          />
          <Bar dataKey="sold" name="Sold" stackId="seats" fill={BRAND} isAnimationActive={false} />
          <Bar dataKey="held" name="Held by checkouts" stackId="seats" fill={BLUE} isAnimationActive={false} />
          <Bar dataKey="offered" name="Held for offers" stackId="seats" fill={GREEN} isAnimationActive={false} />
          <Bar dataKey="free" name="Free" stackId="seats" fill={GOLD} isAnimationActive={false} />
          {/* Past capacity: the seats the people still waiting ask for. */}
          <Bar dataKey="waiting" name="Waitlist's seats" stackId="seats" fill={GREY} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

function CheckInFigure({ events }: { events: EventStats[] }) {
  // The ten latest on the chart; the table has them all.
  const rows = events.slice(0, 10).map((e) => ({ title: shortTitle(e.title), rate: checkInRate(e) }));
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
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 8, left: 0, bottom: 0 }} accessibilityLayer={false}>
          <CartesianGrid horizontal={false} stroke={GRID} />
          <XAxis type="number" domain={[0, 100]} tick={TICK} tickLine={false} tickFormatter={(v: number) => `${v}%`} />
          <YAxis type="category" dataKey="title" width={104} tick={TICK} tickLine={false} />
          <Tooltip {...TOOLTIP} formatter={(value) => [`${String(value)}%`, 'Checked in']} />
          <Bar dataKey="rate" name="Checked in" fill={BRAND} radius={[0, 3, 3, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
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
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={sourcePoints(data)} layout="vertical" margin={{ top: 4, right: 8, left: 0, bottom: 0 }} accessibilityLayer={false}>
                  <CartesianGrid horizontal={false} stroke={GRID} />
                  <XAxis type="number" tick={TICK} tickLine={false} allowDecimals={false} />
                  <YAxis type="category" dataKey="label" width={104} tick={TICK} tickLine={false} />
                  <Tooltip {...TOOLTIP} />
                  <Bar dataKey="value" name="Bookings" fill={GOLD} radius={[0, 3, 3, 0]} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
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
