// The insights' counters recounted from the registrations and the waitlists (docs/ARCHITECTURE.md,
// Insights): for data written before the counters existed, and after the volume
// seed. The same tally() and waitlistTally() the writes use, summed over every
// registration and every event's waitlist entries; then
// each counter item is overwritten and the ones nothing counts any more deleted.
// Like rebuildCounters, a write landing during the recount can be lost from it:
// run it while the site is quiet. `migrateLists` runs it once (a marker item
// remembers it); `npm run lists -- recount-stats` runs it again.
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import type { Item } from './items';
import { keys, type Key } from './keys';
import { DAY_FIELDS, EVENT_FIELDS, Tally, tally, waitlistTally } from './stats-repo';
import { TABLE } from './table-definition';

/** The attributes of a registration that tally() reads. */
const TALLIED = ['createdAt', 'status', 'source', 'promoCode', 'payment', 'eventId', 'tickets'];
/** The attributes of a waitlist entry that waitlistTally() reads. */
const WAIT_TALLIED = ['status', 'quantity', 'eventId'];

async function* gsiPages(partition: string, projection?: readonly string[]): AsyncGenerator<Item[]> {
  let start: Record<string, unknown> | undefined;
  const names: Record<string, string> = { '#pk': TABLE.gsi1.partitionKey };
  projection?.forEach((name, i) => (names[`#a${i}`] = name));
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: TABLE.gsi1.name,
        KeyConditionExpression: '#pk = :pk',
        ...(projection ? { ProjectionExpression: projection.map((_, i) => `#a${i}`).join(', ') } : {}),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':pk': partition },
        ExclusiveStartKey: start,
      }),
    );
    yield page.Items ?? [];
    start = page.LastEvaluatedKey;
  } while (start);
}

/** Run `work` over `items`, `parallel` at a time. */
async function each<T>(items: readonly T[], work: (item: T) => Promise<unknown>, parallel = 8): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}

export type StatsRecount = { registrations: number; days: number; events: number };

/**
 * What the counters count, for the marker: 2 added seatsHeld and the waitlist counters. A table recounted
 * at an older version (the marker without one is 1) is recounted once more, so counters the writes only
 * started keeping (an order left unpaid, someone waiting from before) do not go below zero.
 */
export const STATS_VERSION = 2;

/** Count every registration and waitlist entry again and overwrite the day and event counters with the result. */
export async function rebuildStats(): Promise<StatsRecount> {
  const counted = new Tally();
  let registrations = 0;
  for await (const page of gsiPages(keys.registrationsPartition, TALLIED)) {
    for (const item of page) tally(counted, item, 1);
    registrations += page.length;
  }
  // The waitlists: one queue per event (gsi1 WAITLIST#EVENT#<id>), so one Query per event.
  for await (const events of gsiPages(keys.eventsPartition, ['id'])) {
    for (const event of events) {
      for await (const page of gsiPages(keys.waitlistQueue(String(event.id)), WAIT_TALLIED)) for (const entry of page) waitlistTally(counted, entry, 1);
    }
  }
  const puts: Item[] = [
    ...[...counted.days].map(([day, deltas]) => ({ ...keys.statsDay(day), ...Object.fromEntries(DAY_FIELDS.map((f) => [f, deltas[f] ?? 0])) })),
    ...[...counted.events].map(([id, deltas]) => ({ ...keys.statsEvent(id), ...Object.fromEntries(EVENT_FIELDS.map((f) => [f, deltas[f] ?? 0])) })),
  ];
  const kept = new Set(puts.map((item) => String(item.pk)));
  const stale: Key[] = [];
  for (const partition of [keys.statsDaysPartition, keys.statsEventsPartition]) {
    for await (const page of gsiPages(partition, ['pk', 'sk'])) {
      for (const item of page) if (!kept.has(String(item.pk))) stale.push({ pk: String(item.pk), sk: String(item.sk) });
    }
  }
  await each(puts, (Item) => db().send(new PutCommand({ TableName: tableName(), Item })));
  await each(stale, (Key) => db().send(new DeleteCommand({ TableName: tableName(), Key })));
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.statsRebuilt, at: new Date().toISOString(), registrations, version: STATS_VERSION } }));
  return { registrations, days: counted.days.size, events: counted.events.size };
}

/** The recount, unless it already ran on this table at this STATS_VERSION: null when skipped. */
export async function rebuildStatsOnce(): Promise<StatsRecount | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.statsRebuilt }));
  return Item && Number(Item.version ?? 1) >= STATS_VERSION ? null : rebuildStats();
}
