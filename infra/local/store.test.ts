import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DescribeTableCommand, DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { LOCAL_TABLE_NAME } from '../../lambdas/lib/db/table-definition';
import { startStore } from './store';

const clientFor = (endpoint: string) =>
  new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });

describe('startStore', () => {
  it('serves an ACTIVE table with gsi1 on a free loopback port, in memory', async () => {
    const store = await startStore({});
    try {
      expect(store.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const client = clientFor(store.endpoint);
      const { Table } = await client.send(new DescribeTableCommand({ TableName: LOCAL_TABLE_NAME }));
      expect(Table?.TableStatus).toBe('ACTIVE');
      expect(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName)).toEqual(['gsi1']);
      client.destroy();
    } finally {
      await store.close();
    }
  });

  it('keeps data under dataDir across restarts and reuses the existing table', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'store-test-'));
    try {
      const first = await startStore({ dataDir });
      const a = clientFor(first.endpoint);
      await a.send(new PutItemCommand({ TableName: LOCAL_TABLE_NAME, Item: { pk: { S: 'K' }, sk: { S: 'S' }, v: { S: 'kept' } } }));
      a.destroy();
      await first.close();

      const second = await startStore({ dataDir });
      const b = clientFor(second.endpoint);
      const { Item } = await b.send(new GetItemCommand({ TableName: LOCAL_TABLE_NAME, Key: { pk: { S: 'K' }, sk: { S: 'S' } } }));
      expect(Item?.v).toEqual({ S: 'kept' });
      b.destroy();
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
