// Changing fields of an item found earlier, only while it still exists: what erasure
// (erasure-repo.ts) and the person's corrections (correction-repo.ts) write.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { isConditionFailed, type Item } from './items';
import type { Key } from './keys';

export const keyOf = (item: Item): Key => ({ pk: String(item.pk), sk: String(item.sk) });

/**
 * SET these, REMOVE those, on an item that still exists; false when it is gone. With `unless`, also
 * false when the item's field already holds that value (a pseudonymisation already made: two runs at
 * once change it once).
 */
export async function rewrite(key: Key, set: Item, remove: string[] = [], unless?: { field: string; is: unknown }): Promise<boolean> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(set).map(([field, value], i) => {
    names[`#s${i}`] = field;
    values[`:s${i}`] = value;
    return `#s${i} = :s${i}`;
  });
  const removes = remove.map((field, i) => {
    names[`#r${i}`] = field;
    return `#r${i}`;
  });
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : ''].join(' ').trim(),
        ConditionExpression: unless ? 'attribute_exists(pk) AND #unless <> :unless' : 'attribute_exists(pk)',
        ExpressionAttributeNames: unless ? { ...names, '#unless': unless.field } : names,
        ExpressionAttributeValues: unless ? { ...values, ':unless': unless.is } : sets.length ? values : undefined,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
