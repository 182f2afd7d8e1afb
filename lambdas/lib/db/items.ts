// Small single-table helpers shared by the repositories: conditional create,
// full-partition Query on gsi1 (never Scan), field updates, deletes.
import { BatchGetCommand, BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from './client';
import type { Key } from './keys';
import { setOrRemove } from './update-expression';
import { partitionQuery, type QueryOptions } from './partition-query';
import { ItemExistsError } from './store-errors';

export type Item = Record<string, unknown>;

// Defined beside the 503 classification so http-core.ts maps it without importing the SDK.
export { ItemExistsError } from './store-errors';

export function isConditionFailed(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException || (error as { name?: string })?.name === 'ConditionalCheckFailedException';
}

export async function getItem(key: Key): Promise<Item | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item ?? null;
}

/**
 * Many items by key, in BatchGetItem requests of 100 (strongly consistent; keys not found are left out;
 * keys DynamoDB left unprocessed are asked again). For a page of people at once, not one read each.
 */
export async function getMany(keyList: Key[]): Promise<Item[]> {
  const found: Item[] = [];
  for (let i = 0; i < keyList.length; i += 100) {
    let pending: Key[] = keyList.slice(i, i + 100);
    for (let attempt = 1; pending.length > 0; attempt++) {
      const { Responses, UnprocessedKeys } = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true } } }));
      found.push(...(Responses?.[tableName()] ?? []));
      pending = (UnprocessedKeys?.[tableName()]?.Keys ?? []) as Key[];
      if (pending.length && attempt >= 8) throw new Error(`BatchGet: ${pending.length} keys still unprocessed`);
      if (pending.length) await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
  return found;
}

/**
 * Put many items fast: BatchWriteItem, 25 a request, `parallel` requests at once, unprocessed items sent
 * again. No conditions: only for items with fresh keys (the volume seed), never for live data.
 */
export async function putMany(items: Item[], parallel = 4): Promise<void> {
  const batches: Item[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      let requests = batches[next++].map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 1; requests.length > 0; attempt++) {
        const { UnprocessedItems } = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
        requests = (UnprocessedItems?.[tableName()] ?? []) as typeof requests;
        if (requests.length && attempt >= 8) throw new Error(`BatchWrite: ${requests.length} items still unprocessed`);
        if (requests.length) await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/** Put only if no item has this key. */
export async function putNew(item: Item & Key, what: string): Promise<void> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if (isConditionFailed(error)) throw new ItemExistsError(what);
    throw error;
  }
}

export type { QueryOptions } from './partition-query';

/** Every item of one gsi1 partition: ONE Query, followed through LastEvaluatedKey (the public reads use public-partition.ts). */
export async function queryPartition(partition: string, options: QueryOptions = {}): Promise<Item[]> {
  const input = partitionQuery(partition, options);
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/**
 * Every item of one table partition (pk), optionally only sort keys starting
 * with `skPrefix`: ONE Query, followed through LastEvaluatedKey. For the
 * items kept beside their owner (an event's email guards, an admin's
 * sessions, a content section's versions), which are never on gsi1.
 */
export async function queryItemPartition(
  pk: string,
  options: { skPrefix?: string; newestFirst?: boolean; projection?: string } = {},
): Promise<Item[]> {
  const values: Record<string, unknown> = { ':pk': pk };
  let keyCondition = 'pk = :pk';
  if (options.skPrefix !== undefined) {
    values[':prefix'] = options.skPrefix;
    keyCondition += ' AND begins_with(sk, :prefix)';
  }
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: keyCondition,
        ExpressionAttributeValues: values,
        ProjectionExpression: options.projection,
        ScanIndexForward: !options.newestFirst,
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/**
 * SET the given fields (REMOVE those that are undefined) on an existing item.
 * Returns the new item, or null when there is no such item.
 */
export async function updateExisting(key: Key, fields: Item): Promise<Item | null> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const expression = setOrRemove(fields, names, values);
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: expression,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: Object.keys(values).length ? values : undefined,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ?? null;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

/** Delete an item; returns the old item, or null when there was none. */
export async function deleteExisting(key: Key): Promise<Item | null> {
  try {
    const { Attributes } = await db().send(
      new DeleteCommand({ TableName: tableName(), Key: key, ConditionExpression: 'attribute_exists(pk)', ReturnValues: 'ALL_OLD' }),
    );
    return Attributes ?? null;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/**
 * Write all of the items or none: one TransactWriteItems. Returns null when it
 * went through, else the index of every operation whose condition failed (a
 * transaction cancelled for a conflict with another one is retried first).
 */
export async function transact(items: TransactItem[]): Promise<number[] | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return null;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException) && (error as { name?: string })?.name !== 'TransactionCanceledException') throw error;
      const codes = ((error as TransactionCanceledException).CancellationReasons ?? []).map((r) => r.Code);
      const failed = codes.flatMap((code, i) => (code === 'ConditionalCheckFailed' ? [i] : []));
      if (failed.length > 0) return failed;
      // TransactionConflict: another transaction held one of the items; DynamoDB asks us to retry.
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

/** Unconditional delete (sessions, throttles). */
export async function deleteItem(key: Key): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
}

export { pick } from './pick';

export const newId = (): string => crypto.randomUUID();
let lastMs = 0;
/** Creation time, strictly increasing within a process so "newest first" has no ties between quick writes. */
export function nowIso(): string {
  lastMs = Math.max(Date.now(), lastMs + 1);
  return new Date(lastMs).toISOString();
}
