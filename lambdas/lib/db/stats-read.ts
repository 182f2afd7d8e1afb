// The insights' answer (GET /api/admin/stats, docs/ARCHITECTURE.md,
// Insights): read from the counters stats-repo.ts's rule keeps, never from
// the registrations themselves, so it costs the same at any volume.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { BOOKING_SOURCES, daysOf, monthsOf, SERVICE_FIELDS, type BookingSource, type CodeSales, type EventStats, type ProgrammeStats, type ServiceField, type StatsData, type StatsPeriod, type TypeSales } from '../../../contract/stats';
import { soldOf, ticketTypesOf, type BoxOfficeEvent } from '../../../contract/ticket-types';
import { db, tableName } from './client';
import type { Item } from './items';
import { keys } from './keys';
import { DAY_FIELDS, EVENT_FIELDS, SOURCE_FIELD } from './stats-repo';
import { TABLE } from './table-definition';

/** Every item of one gsi1 partition, optionally a range of sort keys, only the named attributes. */
async function queryGsi(partition: string, attributes: readonly string[], range?: { from: string; to: string }): Promise<Item[]> {
  const names: Record<string, string> = { '#pk': TABLE.gsi1.partitionKey };
  attributes.forEach((name, i) => (names[`#a${i}`] = name));
  const values: Record<string, unknown> = { ':pk': partition };
  let condition = '#pk = :pk';
  if (range) {
    names['#sk'] = TABLE.gsi1.sortKey;
    values[':from'] = range.from;
    values[':to'] = range.to;
    condition += ' AND #sk BETWEEN :from AND :to';
  }
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: TABLE.gsi1.name,
        KeyConditionExpression: condition,
        ProjectionExpression: attributes.map((_, i) => `#a${i}`).join(', '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const naira = (kobo: number) => Math.round(kobo) / 100;

/** Tickets sold per type, from the event item's own counters (an event from before the box office: its one type). */
function typeSales(item: Item): TypeSales[] {
  const event = item as BoxOfficeEvent;
  return ticketTypesOf(event).map((type) => ({ id: type.id, name: type.name, sold: soldOf(event, type.id), ...(type.quota === undefined ? {} : { quota: type.quota }) }));
}

/** The codes limited to one event, by event id, from the codes' own counters (a code for every event is not split). */
function codeSalesByEvent(codes: Item[]): Map<string, CodeSales[]> {
  const byEvent = new Map<string, CodeSales[]>();
  for (const code of codes) {
    if (typeof code.eventId !== 'string') continue;
    const list = byEvent.get(code.eventId) ?? [];
    list.push({ code: String(code.id), uses: num(code.uses), revenue: num(code.revenue) });
    byEvent.set(code.eventId, list);
  }
  return byEvent;
}

/**
 * GET /api/admin/stats: five Queries of small partitions, whatever the
 * number of registrations: the period's day counters, every event's money,
 * held-seat and waitlist counters, the events (seats, capacity, check-ins, tickets per type) and the
 * promo codes (uses and revenue of the codes limited to an event), and the
 * school services' trial-lesson counters (school/trial-stats.ts).
 */
export async function readStats(period: StatsPeriod): Promise<StatsData> {
  const months = monthsOf(period);
  const [dayItems, eventCounters, eventItems, codeItems, serviceItems, programmeItems, programmeCounters, monthItems] = await Promise.all([
    queryGsi(keys.statsDaysPartition, [TABLE.gsi1.sortKey, ...DAY_FIELDS], period),
    queryGsi(keys.statsEventsPartition, [TABLE.gsi1.sortKey, ...EVENT_FIELDS]),
    queryGsi(keys.eventsPartition, ['id', 'title', 'date', 'maxParticipants', 'seatsTaken', 'seatsOffered', 'checkedIn', 'status', 'price', 'ticketTypes', 'ticketsSold']),
    queryGsi(keys.promoCodesPartition, ['id', 'eventId', 'uses', 'revenue']),
    queryGsi(keys.statsServicesPartition, [TABLE.gsi1.sortKey, ...SERVICE_FIELDS]),
    queryGsi(keys.programmesPartition, ['id', 'name', 'service']),
    queryGsi(keys.statsProgrammesPartition, [TABLE.gsi1.sortKey, 'activeLearners', 'overdueLearners']),
    // gsi1sk is `YYYY-MM#id`: '~' sorts after '#', so the last month's every programme is in.
    queryGsi(keys.statsProgrammeMonthsPartition, [TABLE.gsi1.sortKey, 'collectedKobo'], { from: months[0], to: `${months[months.length - 1]}~` }),
  ]);
  const codes = codeSalesByEvent(codeItems);
  const byDay = new Map(dayItems.map((item) => [String(item[TABLE.gsi1.sortKey]), item]));
  const money = new Map(eventCounters.map((item) => [String(item[TABLE.gsi1.sortKey]), item]));
  const days = daysOf(period);
  const sources = Object.fromEntries(BOOKING_SOURCES.map((source) => [source, 0])) as Record<BookingSource, number>;
  for (const item of dayItems) for (const source of BOOKING_SOURCES) sources[source] += num(item[SOURCE_FIELD[source]]);
  const events: EventStats[] = eventItems
    .map((item) => {
      const counters = money.get(String(item.id));
      const collected = num(counters?.collectedKobo);
      const refunded = num(counters?.refundedKobo);
      return {
        id: String(item.id),
        title: typeof item.title === 'string' ? item.title : '',
        date: typeof item.date === 'string' ? item.date : '',
        seatsTaken: num(item.seatsTaken),
        seatsHeld: num(counters?.seatsHeld),
        seatsOffered: num(item.seatsOffered),
        waitlisted: num(counters?.waitlisted),
        waitlistSeats: num(counters?.waitlistSeats),
        capacity: num(item.maxParticipants),
        revenue: naira(collected - refunded),
        refunded: naira(refunded),
        checkedIn: num(item.checkedIn),
        ...(typeof item.status === 'string' ? { status: item.status } : {}),
        types: typeSales(item),
        codes: codes.get(String(item.id)) ?? [],
      };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  return {
    from: period.from,
    to: period.to,
    revenue: days.map((day) => {
      const item = byDay.get(day);
      return { day, naira: naira(num(item?.collectedKobo) - num(item?.refundedKobo)) };
    }),
    registrations: days.map((day) => ({ day, count: num(byDay.get(day)?.registrations) })),
    events,
    sources,
    services: serviceItems
      .map((item) => ({ service: String(item[TABLE.gsi1.sortKey]), ...(Object.fromEntries(SERVICE_FIELDS.map((f) => [f, num(item[f])])) as Record<ServiceField, number>) }))
      .sort((a, b) => a.service.localeCompare(b.service)),
    programmes: programmeStats(programmeItems, programmeCounters, monthItems, months),
  };
}

/** Each programme's learner counters and its naira per month of the period (0 for a month with no charge). */
function programmeStats(programmes: Item[], counters: Item[], monthItems: Item[], months: string[]): ProgrammeStats[] {
  const byId = new Map(counters.map((item) => [String(item[TABLE.gsi1.sortKey]), item]));
  const kobo = new Map(monthItems.map((item) => [String(item[TABLE.gsi1.sortKey]), num(item.collectedKobo)]));
  return programmes
    .map((item) => {
      const id = String(item.id);
      const counter = byId.get(id);
      return {
        id,
        name: typeof item.name === 'string' ? item.name : '',
        service: typeof item.service === 'string' ? item.service : '',
        activeLearners: num(counter?.activeLearners),
        overdueLearners: num(counter?.overdueLearners),
        revenue: months.map((month) => ({ month, naira: naira(kobo.get(`${month}#${id}`) ?? 0) })),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
