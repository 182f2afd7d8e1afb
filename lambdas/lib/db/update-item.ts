// An Update of some fields as one operation of a transaction (the counted
// writes in counters.ts need the update and the count to go together).
import { tableName } from './client';
import type { Item, TransactItem } from './items';
import type { Key } from './keys';
import { setOrRemove } from './update-expression';

/**
 * SET the given fields (REMOVE the undefined ones) on the item, under a
 * condition over the names #c0, #c1… and values :c0, :c1… of `condition`.
 */
export function updateItem(key: Key, fields: Item, condition: { expression: string; names?: Record<string, string>; values?: Item }): TransactItem {
  const names: Record<string, string> = { ...condition.names };
  const values: Item = { ...condition.values };
  const expression = setOrRemove(fields, names, values);
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: expression,
      ConditionExpression: condition.expression,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: Object.keys(values).length ? values : undefined,
    },
  };
}
