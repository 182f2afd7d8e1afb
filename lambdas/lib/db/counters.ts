// Running counts for the admin overview (docs/ARCHITECTURE.md, Admin lists
// that scale). Each count is one item (keys.counter); a write that adds or
// removes a counted item carries counterItem() as one more operation of its
// own transaction, so a count never drifts from the data it counts. The
// overview reads every counter with one Query instead of downloading lists.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { COUNTER_NAMES } from '../../../contract/constants';
import type { CounterName, Counts } from '../../../contract/schemas';
import { db, tableName } from './client';
import type { TransactItem } from './items';
import { keys } from './keys';
import { TABLE } from './table-definition';

/**
 * The transaction operation that moves one count by delta. Unconditional:
 * the first write creates the counter item (if_not_exists), and it never
 * makes the surrounding transaction fail.
 */
export function counterItem(name: CounterName, delta: number): TransactItem {
  const { pk, sk, gsi1pk, gsi1sk } = keys.counter(name);
  return {
    Update: {
      TableName: tableName(),
      Key: { pk, sk },
      UpdateExpression: 'SET #count = if_not_exists(#count, :zero) + :delta, #gpk = :gpk, #gsk = :gsk',
      ExpressionAttributeNames: { '#count': 'count', '#gpk': TABLE.gsi1.partitionKey, '#gsk': TABLE.gsi1.sortKey },
      ExpressionAttributeValues: { ':zero': 0, ':delta': delta, ':gpk': gsi1pk, ':gsk': gsi1sk },
    },
  };
}

/** The counter operations for a set of deltas, leaving out zeros. */
export function counterItems(deltas: Partial<Record<CounterName, number>>): TransactItem[] {
  return Object.entries(deltas)
    .filter(([, delta]) => delta)
    .map(([name, delta]) => counterItem(name as CounterName, delta));
}

/**
 * The registration counts: every registration item (cancelled ones stay until
 * deleted) and, of those, the cancelled ones. One helper per write so the
 * registration and ticket transactions each add one line.
 */
export const registrationCounters = {
  created: () => counterItems({ registrations: 1 }),
  cancelled: () => counterItems({ cancelledRegistrations: 1 }),
  removed: (wasCancelled: boolean) => counterItems({ registrations: -1, cancelledRegistrations: wasCancelled ? -1 : 0 }),
};

/** Every count, 0 for a counter never written: one Query of the counters partition. */
export async function readCounts(): Promise<Counts> {
  const counts = Object.fromEntries(COUNTER_NAMES.map((name) => [name, 0])) as Counts;
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: TABLE.gsi1.name,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': TABLE.gsi1.partitionKey },
      ExpressionAttributeValues: { ':pk': keys.countersPartition },
    }),
  );
  for (const item of Items ?? []) {
    const name = String(item.gsi1sk) as CounterName;
    if (COUNTER_NAMES.includes(name)) counts[name] = Number(item.count ?? 0);
  }
  return counts;
}
