// Tests only: every item of the local table, for the erasure test that proves nothing of a person is
// left anywhere (issue 36, Done when). The product never Scans (docs/ARCHITECTURE.md, The table).
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

export async function wholeTable(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
