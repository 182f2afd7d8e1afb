// The local data folder (DATA_DIR, default .data/, git-ignored): the store's
// files, the JWT signing secret, the endpoint of a running store, and the ids
// the seed wrote. One module so `npm start` and the admin CLI agree on it.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { storeKind, type StoreKind } from './store-kind';

export const MEMORY = ':memory:';
export const DEFAULT_DATA_DIR = '.data';

export type DataPaths = {
  root: string;
  store: string;
  jwtSecret: string;
  storeEndpoint: string;
  seededIds: string;
};

/**
 * Each store kind keeps its own folder (dynalite's LevelDB in store/, DynamoDB
 * Local's file in dynamodb-local/) and its own record of what the seed wrote,
 * so switching STORE on one DATA_DIR seeds the other store rather than finding
 * it empty with every seed marked done.
 */
export function dataPaths(dataDir: string, kind: StoreKind = storeKind()): DataPaths {
  const root = path.resolve(dataDir);
  const dynamoDbLocal = kind === 'dynamodb-local';
  return {
    root,
    store: path.join(root, dynamoDbLocal ? 'dynamodb-local' : 'store'),
    jwtSecret: path.join(root, 'jwt-secret'),
    storeEndpoint: path.join(root, 'store-endpoint'),
    seededIds: path.join(root, dynamoDbLocal ? 'seeded-ids-dynamodb-local.json' : 'seeded-ids.json'),
  };
}

/** The signing secret file, created once with a random secret, readable by the owner only. */
export function ensureJwtSecret(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  // A copy made by hand may have lost its mode.
  chmodSync(file, 0o600);
}

export function readSeededIds(file: string): Set<string> {
  try {
    const ids: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function writeSeededIds(file: string, ids: Iterable<string>): void {
  writeFileSync(file, JSON.stringify([...new Set(ids)].sort(), null, 2) + '\n');
}

export function writeStoreEndpoint(file: string, endpoint: string): void {
  writeFileSync(file, endpoint + '\n');
}

export function removeStoreEndpoint(file: string): void {
  rmSync(file, { force: true });
}

/** The endpoint of the store a running `npm start` serves, if it answers; else null. */
export async function runningStoreEndpoint(file: string): Promise<string | null> {
  let endpoint: string;
  try {
    endpoint = readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  // Loopback only: this file must never send the CLI elsewhere.
  if (url.hostname !== '127.0.0.1' || url.protocol !== 'http:') return null;
  const reachable = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: Number(url.port) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
  return reachable ? endpoint : null;
}
