// The Query that reads one whole gsi1 partition (never a Scan): built here
// once for both clients, the SDK's (items.ts queryPartition, admin and jobs)
// and the lean one (public-partition.ts, the public reads), so the two
// cannot drift apart.
import { TABLE } from './table-definition';
import { tableName } from './store-settings';

export type QueryOptions = {
  newestFirst?: boolean;
  /** Key condition on gsi1sk, e.g. { op: '>=', value: '2025-06-15' }. */
  sortKey?: { op: '>=' | '<'; value: string };
  activeOnly?: boolean;
};

export function partitionQuery(partition: string, options: QueryOptions = {}) {
  const names: Record<string, string> = { '#pk': TABLE.gsi1.partitionKey };
  const values: Record<string, string | boolean> = { ':pk': partition };
  let keyCondition = '#pk = :pk';
  if (options.sortKey) {
    names['#sk'] = TABLE.gsi1.sortKey;
    values[':sk'] = options.sortKey.value;
    keyCondition += ` AND #sk ${options.sortKey.op} :sk`;
  }
  let filter: string | undefined;
  if (options.activeOnly) {
    names['#active'] = 'isActive';
    values[':active'] = true;
    filter = '#active = :active';
  }
  return {
    TableName: tableName(),
    IndexName: TABLE.gsi1.name,
    KeyConditionExpression: keyCondition,
    ...(filter ? { FilterExpression: filter } : {}),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: !options.newestFirst,
  };
}
