// The embedded DynamoDB-compatible store for one machine and for tests:
// dynalite on loopback, in memory or persisted with LevelDB under dataDir,
// behind a small proxy that adds the transactions dynalite lacks.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import { ensureTable } from '../../lambdas/lib/db/local-table';
import { LOCAL_TABLE_NAME } from '../../lambdas/lib/db/table-definition';
import { STORE_KEEP_ALIVE_MS, startTransactionsProxy, type TransactionsProxy } from './transactions-proxy';

type DynaliteOptions = { path?: string; createTableMs?: number; deleteTableMs?: number; updateTableMs?: number };
// dynalite ships no types; it returns a plain http.Server.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- dynalite ships no types, so the cast below gives it one
const dynalite = require('dynalite') as (options: DynaliteOptions) => Server;

export type StoreOptions = { dataDir?: string; port?: number; tableName?: string };
export type Store = { endpoint: string; close(): Promise<void> };

export async function startStore(options: StoreOptions = {}): Promise<Store> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Tables would otherwise stay CREATING for 500 ms after every CreateTable.
  const server = dynalite({ path: options.dataDir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  // The proxy's connections to it, reused as the SDK's are (see the constant).
  server.keepAliveTimeout = STORE_KEEP_ALIVE_MS;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const closeDynalite = () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
  let proxy: TransactionsProxy;
  try {
    proxy = await startTransactionsProxy(`http://127.0.0.1:${port}`, options.port ?? 0);
  } catch (error) {
    await closeDynalite().catch(() => undefined);
    throw error;
  }
  const { endpoint } = proxy;
  const close = async () => {
    await proxy.close();
    await closeDynalite();
  };
  try {
    await ensureTable(endpoint, options.tableName ?? LOCAL_TABLE_NAME);
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  return { endpoint, close };
}
