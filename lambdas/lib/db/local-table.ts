// The table on a local DynamoDB-compatible endpoint (dynalite or DynamoDB Local, see
// infra/local/store.ts): created here, next to the table definition, so the
// rest of the repository never talks to DynamoDB itself.
import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand, DynamoDBClient, ListTablesCommand, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { createTableInput } from './table-definition';

export type LocalTableDescription = { status: string | null; indexNames: string[] };

// The local store accepts any credentials; never look for real ones.
const localClient = (endpoint: string) =>
  new DynamoDBClient({
    endpoint,
    region: process.env.AWS_REGION ?? 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

/** Create the table unless it exists, and wait until it is ACTIVE. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = localClient(endpoint);
  try {
    const exists = await describe(client, tableName);
    if (!exists) await client.send(new CreateTableCommand(createTableInput(tableName)));
    for (let i = 0; i < 100; i++) {
      if ((await describe(client, tableName))?.status === 'ACTIVE') return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`Table ${tableName} did not become ACTIVE`);
  } finally {
    client.destroy();
  }
}

/** The table's status and index names, or null when there is no such table. */
export async function describeLocalTable(endpoint: string, tableName: string): Promise<LocalTableDescription | null> {
  const client = localClient(endpoint);
  try {
    return await describe(client, tableName);
  } finally {
    client.destroy();
  }
}

async function describe(client: DynamoDBClient, tableName: string): Promise<LocalTableDescription | null> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    return {
      status: Table?.TableStatus ?? null,
      indexNames: (Table?.GlobalSecondaryIndexes ?? []).flatMap((index) => (index.IndexName ? [index.IndexName] : [])),
    };
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return null;
    throw error;
  }
}

/** Drop a table (a test file's own table on a shared DynamoDB Local). */
export async function deleteLocalTable(endpoint: string, tableName: string): Promise<void> {
  const client = localClient(endpoint);
  try {
    await client.send(new DeleteTableCommand({ TableName: tableName }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  } finally {
    client.destroy();
  }
}

/** Whether a local store answers DynamoDB calls yet (a JVM still starting does not). */
export async function localStoreAnswers(endpoint: string): Promise<boolean> {
  const client = localClient(endpoint);
  try {
    await client.send(new ListTablesCommand({ Limit: 1 }));
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}
