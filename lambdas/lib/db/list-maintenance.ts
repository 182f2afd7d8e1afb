// Bringing existing data up to the paged lists (docs/ARCHITECTURE.md, Admin
// lists that scale): items written before searchText existed get it, and the
// counters are recounted from the items. Idempotent; `npm start` runs it after
// the seed and `npm run lists -- migrate` runs it against any table.
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminResource } from '../../../contract/routes';
import { COUNTER_NAMES } from '../../../contract/constants';
import type { CounterName, Counts } from '../../../contract/schemas';
import { db, tableName } from './client';
import { counterItem } from './counters';
import { transact } from './items';
import { keys } from './keys';
import { searchTextOf } from './pages';
import { rebuildStatsOnce, type StatsRecount } from './stats-maintenance';
import { TABLE } from './table-definition';

const PARTITIONS: Record<AdminResource, string> = {
  events: keys.eventsPartition,
  testimonials: keys.testimonialsPartition,
  gallery: keys.galleryPartition,
  contacts: keys.contactsPartition,
  registrations: keys.registrationsPartition,
};

/** How many items of a gsi1 partition match: Select COUNT, paged, no items sent back. */
async function countPartition(partition: string, filter?: { field: string; value: unknown }): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: TABLE.gsi1.name,
        KeyConditionExpression: '#pk = :pk',
        FilterExpression: filter ? '#f = :f' : undefined,
        ExpressionAttributeNames: { '#pk': TABLE.gsi1.partitionKey, ...(filter ? { '#f': filter.field } : {}) },
        ExpressionAttributeValues: { ':pk': partition, ...(filter ? { ':f': filter.value } : {}) },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

/**
 * Count every list again and overwrite the counters. A write landing between
 * the count and the overwrite is lost from the count: run it while the site
 * is quiet (at start, or in a maintenance window).
 */
export async function rebuildCounters(): Promise<Counts> {
  const counts: Counts = {
    events: await countPartition(PARTITIONS.events),
    activeEvents: await countPartition(PARTITIONS.events, { field: 'isActive', value: true }),
    contacts: await countPartition(PARTITIONS.contacts),
    registrations: await countPartition(PARTITIONS.registrations),
    cancelledRegistrations: await countPartition(PARTITIONS.registrations, { field: 'status', value: 'cancelled' }),
    gallery: await countPartition(PARTITIONS.gallery),
    testimonials: await countPartition(PARTITIONS.testimonials),
  };
  for (const name of COUNTER_NAMES) await setCounter(name, counts[name]);
  return counts;
}

async function setCounter(name: CounterName, value: number): Promise<void> {
  // counterItem's SET with if_not_exists: write the difference from what is stored.
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: TABLE.gsi1.name,
      KeyConditionExpression: '#pk = :pk AND #sk = :sk',
      ExpressionAttributeNames: { '#pk': TABLE.gsi1.partitionKey, '#sk': TABLE.gsi1.sortKey },
      ExpressionAttributeValues: { ':pk': keys.countersPartition, ':sk': name },
    }),
  );
  const stored = Number(Items?.[0]?.count ?? 0);
  if (stored !== value || !Items?.length) await transact([counterItem(name, value - stored)]);
}

/** Give searchText to every listed item that lacks it (written before search existed). Returns how many changed. */
export async function backfillSearchText(): Promise<number> {
  let changed = 0;
  for (const [resource, partition] of Object.entries(PARTITIONS) as [AdminResource, string][]) {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: TABLE.gsi1.name,
          KeyConditionExpression: '#pk = :pk',
          FilterExpression: 'attribute_not_exists(#search)',
          ExpressionAttributeNames: { '#pk': TABLE.gsi1.partitionKey, '#search': 'searchText' },
          ExpressionAttributeValues: { ':pk': partition },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) {
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { pk: String(item.pk), sk: String(item.sk) },
            UpdateExpression: 'SET #search = :search',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#search': 'searchText' },
            ExpressionAttributeValues: { ':search': searchTextOf(resource, item) },
          }),
        ).catch((error: { name?: string }) => {
          // Deleted since the read: nothing to give a searchText to.
          if (error?.name !== 'ConditionalCheckFailedException') throw error;
        });
        changed++;
      }
      start = page.LastEvaluatedKey;
    } while (start);
  }
  return changed;
}

/**
 * All three, in the order that makes sense: search first, then the counts,
 * then (once per table) the insights' counters (stats-maintenance.ts).
 */
export async function migrateLists(): Promise<{ searchTextAdded: number; counts: Counts; stats: StatsRecount | null }> {
  const searchTextAdded = await backfillSearchText();
  const counts = await rebuildCounters();
  return { searchTextAdded, counts, stats: await rebuildStatsOnce() };
}

