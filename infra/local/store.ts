// The local DynamoDB-compatible store, for one machine and for tests. Two kinds,
// chosen by STORE:
// - unset or `dynalite`: the embedded store, no Java needed. dynalite on
//   loopback, in memory or persisted with LevelDB under dataDir, behind a small
//   proxy that adds the transactions dynalite lacks (transactions-proxy.ts) and
//   calls dynalite in the same process.
// - `dynamodb-local`: AWS's own DynamoDB Local (dynamodb-local.ts, Java 17+),
//   in memory or persisted under dataDir. Under `npm run test:dynamodb-local`
//   one JVM serves the whole run (jest-dynamodb-local-setup.ts puts its endpoint in
//   DYNAMODB_LOCAL_ENDPOINT) and each in-memory store is a table of its own
//   there, dropped on close.
import type { RequestListener, Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { deleteLocalTable, ensureTable } from '../../lambdas/lib/db/local-table';
import { LOCAL_TABLE_NAME } from '../../lambdas/lib/db/table-definition';
import { serveInProcess } from '../../lambdas/lib/aws/in-process-endpoints';
import { startDynamoDbLocal } from './dynamodb-local';
import { requestInProcess } from './in-process-request';
import { storeKind } from './store-kind';
import { startTransactionsProxy, type TransactionsProxy } from './transactions-proxy';

type DynaliteOptions = { path?: string; createTableMs?: number; deleteTableMs?: number; updateTableMs?: number };
// dynalite ships no types; it returns a plain http.Server.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- dynalite ships no types, so the cast below gives it one
const dynalite = require('dynalite') as (options: DynaliteOptions) => Server;

export type StoreOptions = { dataDir?: string; port?: number; tableName?: string };
/** tableName: the table the store serves (TABLE_NAME for the handlers). */
export type Store = { endpoint: string; tableName: string; close(): Promise<void> };

/** The endpoint of the JVM a jest run shares (set by jest-dynamodb-local-setup.ts). */
export const SHARED_DYNAMODB_LOCAL_ENV = 'DYNAMODB_LOCAL_ENDPOINT';

export async function startStore(options: StoreOptions = {}): Promise<Store> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return storeKind() === 'dynamodb-local' ? startDynamoDbLocalStore(options) : startDynaliteStore(options);
}

async function startDynamoDbLocalStore(options: StoreOptions): Promise<Store> {
  if (options.port) throw new Error('A fixed store port is for the embedded store only; DynamoDB Local takes a free port.');
  const shared = process.env[SHARED_DYNAMODB_LOCAL_ENV];
  if (shared && !options.dataDir) {
    // Many stores at once in one JVM: each its own table, so files cannot see each other's items.
    const tableName = options.tableName ?? `${LOCAL_TABLE_NAME}-${randomUUID()}`;
    await ensureTable(shared, tableName);
    return { endpoint: shared, tableName, close: () => deleteLocalTable(shared, tableName) };
  }
  const jvm = await startDynamoDbLocal({ dbPath: options.dataDir });
  const tableName = options.tableName ?? LOCAL_TABLE_NAME;
  try {
    await ensureTable(jvm.endpoint, tableName);
  } catch (error) {
    await jvm.close().catch(() => undefined);
    throw error;
  }
  return { endpoint: jvm.endpoint, tableName, close: () => jvm.close() };
}

async function startDynaliteStore(options: StoreOptions): Promise<Store> {
  // Tables would otherwise stay CREATING for 500 ms after every CreateTable.
  const server = dynalite({ path: options.dataDir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  // Nothing connects to it (the proxy calls its listener in this process), but
  // its close() closes the database only once it has listened.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const closeDynalite = () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
  let proxy: TransactionsProxy;
  try {
    proxy = await startTransactionsProxy(server.listeners('request')[0] as RequestListener, options.port ?? 0);
  } catch (error) {
    await closeDynalite().catch(() => undefined);
    throw error;
  }
  const { endpoint } = proxy;
  // The handlers of this process (npm start, a test file) call it without a socket.
  const stopServing = serveInProcess(endpoint, (request) => requestInProcess(proxy.listener, request));
  const close = async () => {
    stopServing();
    await proxy.close();
    await closeDynalite();
  };
  const tableName = options.tableName ?? LOCAL_TABLE_NAME;
  try {
    await ensureTable(endpoint, tableName);
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  return { endpoint, tableName, close };
}
