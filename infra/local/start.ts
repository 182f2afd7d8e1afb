// `npm start`: the whole product on one machine, in one process (docs/ARCHITECTURE.md).
// The local store (store.ts: embedded dynalite, or AWS's DynamoDB Local with
// STORE=dynamodb-local; persisted under DATA_DIR, or in memory with
// DATA_DIR=:memory:), the idempotent seed, the first admin, and one HTTP
// server for the API emulator and the built SPA; the local SES server with the
// mailer and the daily mail jobs (local-mailer.ts); the media bucket on an
// S3-compatible server (media-server.ts), its files under DATA_DIR/media.
//   PORT (3000; 0 picks a free port), HOST (127.0.0.1), DATA_DIR (.data), STORE (dynalite),
//   ADMIN_PASSWORD (the first admin's password; random and printed otherwise),
//   PROVIDER_EMAIL, MAIL_FROM (local defaults in lambdas/lib/mail/config.ts),
//   MAIL_RETRY_MS (wait before each retry of a failed send; the AWS backoff otherwise)
//   PAYSTACK_SECRET_KEY, PAYSTACK_BASE_URL, PAYSTACK_GATEWAY=off, PAYMENT_HOLD_MINUTES
//   (payments: the local Paystack gateway unless PAYSTACK_BASE_URL is set; local-payments.ts)
//   LOCAL_MOVABLE_CLOCK=1 (tests only: a server clock that POST /_local/clock moves forward; movable-clock.ts)
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Route } from '../../contract/routes';
import { resetClient } from '../../lambdas/lib/db/client';
import { adminUsersRepo } from '../../lambdas/lib/db/admin-users-repo';
import { migrateLists } from '../../lambdas/lib/db/list-maintenance';
import {
  DEFAULT_DATA_DIR,
  MEMORY,
  dataPaths,
  ensureJwtSecret,
  readSeededIds,
  removeStoreEndpoint,
  runningStoreEndpoint,
  writeSeededIds,
  writeStoreEndpoint,
} from './data-dir';
import { buildIfStale } from './build-if-stale';
import { startLocalMailer, type LocalMailer } from './local-mailer';
import { startLocalPayments, type LocalPayments } from './local-payments';
import { createLocalPublisher, scopeOfAnswer, type LocalPublisher } from './local-publisher';
import { seed } from './seed';
import { formatReport, migrateEvents } from '../migrate/migrate-events';
import { resetMediaClient } from '../../lambdas/lib/media/storage';
import { startLocalMedia, UPLOAD_PATH, type LocalMedia } from './media-server';
import { clockRoute, installMovableClock, LOCAL_CLOCK_PATH, type MovableClock } from './movable-clock';
import { createLocalServer, listen } from './server';
import { DEFAULT_DIST_DIR } from './static-server';
import { startStore, type Store } from './store';

export const FIRST_ADMIN = 'admin';

export type LocalStackOptions = {
  port?: number;
  host?: string;
  /** A folder, or ':memory:' for a store that lives as long as the process. */
  dataDir?: string;
  adminPassword?: string;
  distDir?: string;
  log?: (line: string) => void;
  /** Wait before each retry of a failed send (tests and MAIL_RETRY_MS); the production backoff otherwise. */
  mailRetryMs?: number;
  /** Keep the served pages published with the store's data (lambdas/publisher/); kitDir defaults to the build's. */
  publish?: { kitDir?: string };
  /** A clock the tests move forward (movable-clock.ts): adds POST /_local/clock. */
  clock?: MovableClock;
};

export type LocalStack = {
  url: string;
  storeEndpoint: string;
  mailInboxUrl: string;
  /** The local Paystack gateway, when this stack runs one. */
  paystackGatewayUrl: string | null;
  publisher: LocalPublisher | null;
  close(): Promise<void>;
};

/** Create `admin` when there is no admin at all; returns the password only when it was generated here. */
export async function bootstrapAdmin(adminPassword: string | undefined): Promise<{ created: boolean; generatedPassword?: string }> {
  if ((await adminUsersRepo.list()).length > 0) return { created: false };
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new Error('ADMIN_PASSWORD is too short: use at least 8 characters.');
  }
  const password = adminPassword ?? randomBytes(12).toString('base64url');
  // Loaded only here: later starts skip bcrypt (cost 12, the slow part of a
  // first start) and the JWT and Secrets Manager modules auth pulls in.
  // (require, not import(): esbuild-register hooks require only.)
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- lazy on purpose, and esbuild-register hooks require only
  const { hashPassword } = require('../../lambdas/lib/auth') as typeof import('../../lambdas/lib/auth');
  await adminUsersRepo.create(FIRST_ADMIN, await hashPassword(password));
  return { created: true, generatedPassword: adminPassword === undefined ? password : undefined };
}

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const memory = dataDir === MEMORY;
  const paths = memory ? null : dataPaths(dataDir);

  // What the handlers read, as the CDK stack sets it for each Lambda.
  if (paths) {
    // LevelDB admits one process (dynalite would fail later with an obscure
    // error); one data folder is one running site's store, whichever store it is.
    if (await runningStoreEndpoint(paths.storeEndpoint)) {
      throw new Error(`Another \`npm start\` is already using ${paths.root}. Stop it first, or set DATA_DIR to another folder.`);
    }
    mkdirSync(paths.root, { recursive: true });
    ensureJwtSecret(paths.jwtSecret);
    process.env.JWT_SECRET_FILE = paths.jwtSecret;
  } else {
    process.env.JWT_SECRET ||= randomBytes(48).toString('base64url');
  }

  let store: Store;
  try {
    store = await startStore({ dataDir: paths?.store });
  } catch (error) {
    if (paths && /lock/i.test(String((error as Error)?.message))) {
      throw new Error(`The store in ${paths.store} is in use by another process (is \`npm start\` already running?).`);
    }
    throw error;
  }
  process.env.TABLE_NAME = store.tableName;
  process.env.DYNAMODB_ENDPOINT = store.endpoint;
  // Every handler shares this process with the store: bcrypt runs in a worker
  // thread so password checks cannot starve the store (lambdas/lib/password-hashing.ts).
  process.env.PASSWORD_WORKER ??= '1';
  process.env.AWS_REGION ||= 'us-east-1';
  resetClient();

  let server: Server | undefined;
  let mailer: LocalMailer | undefined;
  let media: LocalMedia | undefined;
  let payments: LocalPayments | undefined;
  let publisher: LocalPublisher | null = null;
  const close = async () => {
    publisher?.close();
    await publisher?.idle();
    if (paths) removeStoreEndpoint(paths.storeEndpoint);
    // Before the store: its last run may still be writing.
    await mailer?.close();
    await payments?.close();
    if (server) {
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    }
    resetClient();
    resetMediaClient();
    await media?.close();
    await store.close();
  };

  try {
    // The admin CLI finds a running store here (LevelDB admits one process).
    if (paths) writeStoreEndpoint(paths.storeEndpoint, store.endpoint);

    const seeded = paths ? readSeededIds(paths.seededIds) : new Set<string>();
    const result = await seed({ skip: seeded });
    if (paths && result.created.length) writeSeededIds(paths.seededIds, [...seeded, ...result.created]);
    if (result.created.length) log(`Seeded ${result.created.length} items.`);
    // A data folder from an earlier version: bring its events to the current shapes (npm run migrate).
    const migratedEvents = await migrateEvents();
    if (migratedEvents.converted.length || migratedEvents.refused.length || migratedEvents.raced.length) log(formatReport(migratedEvents));
    // Data from before the paged lists: searchText and the counters (docs/ARCHITECTURE.md, Admin lists that scale).
    const migrated = await migrateLists();
    if (migrated.searchTextAdded) log(`Gave ${migrated.searchTextAdded} items their searchText and recounted the lists.`);
    if (migrated.stats) log(`Counted the insights of ${migrated.stats.registrations} registrations.`);

    const admin = await bootstrapAdmin(options.adminPassword);
    if (admin.generatedPassword) {
      log(`Created the first admin: username '${FIRST_ADMIN}', password '${admin.generatedPassword}'`);
      log('  (shown once; change it with: npm run admin -- set-password admin)');
    } else if (admin.created) {
      log(`Created the first admin '${FIRST_ADMIN}' with ADMIN_PASSWORD.`);
    }

    mailer = await startLocalMailer({ log, retryMs: options.mailRetryMs });
    media = await startLocalMedia({ dataDir: paths ? path.join(paths.root, 'media') : undefined });
    process.env.MEDIA_BUCKET = media.bucket;
    process.env.S3_ENDPOINT = media.endpoint;
    resetMediaClient();
    const onAnswer = (route: Route, status: number) => {
      const scope = scopeOfAnswer(route, status);
      if (scope) publisher?.schedule(scope);
    };
    // The ticket page's handler answers with built HTML (lambdas/lib/site-pages.ts).
    process.env.SITE_PAGES_DIR = path.resolve(options.distDir ?? DEFAULT_DIST_DIR);
    const localRoutes = new Map(mailer.routes);
    if (options.clock) localRoutes.set(LOCAL_CLOCK_PATH, clockRoute(options.clock));
    server = createLocalServer({ static: { distDir: options.distDir }, api: { onAnswer }, local: localRoutes, media });
    const url = await listen(server, options.port ?? 3000, options.host ?? '127.0.0.1');
    // The links in the mail point at this site.
    process.env.SITE_ORIGIN = url;
    // Browsers upload through this site's origin (media-server.ts).
    process.env.S3_PUBLIC_ENDPOINT = `${url}${UPLOAD_PATH}`;
    // The gateway needs the site's address for its webhook, so it starts once the server listens.
    payments = await startLocalPayments({ siteUrl: url, log });
    for (const [route, handler] of payments.routes) localRoutes.set(route, handler);
    if (options.publish) {
      // The origin this server answers on: canonical links and the sitemap name what is actually served.
      publisher = createLocalPublisher({ distDir: options.distDir ?? DEFAULT_DIST_DIR, kitDir: options.publish.kitDir, origin: url, log });
    }
    return { url, storeEndpoint: store.endpoint, mailInboxUrl: mailer.inboxUrl, paystackGatewayUrl: payments.gatewayUrl, publisher, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a number from 0 to 65535, not '${value}'.`);
  return port;
}

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const port = portFromEnv(process.env.PORT);
  const host = process.env.HOST || '127.0.0.1';
  // Before anything reads the time: every handler of this process then sees the moved clock.
  const clock = process.env.LOCAL_MOVABLE_CLOCK === '1' ? installMovableClock() : undefined;
  // The SPA build (when its sources changed) overlaps the store start and seed.
  const built = buildIfStale().then(
    () => null,
    (error: Error) => error,
  );
  let stack: LocalStack;
  try {
    stack = await startLocalStack({
      port,
      host,
      dataDir: process.env.DATA_DIR || DEFAULT_DATA_DIR,
      distDir: process.env.SITE_DIR || undefined,
      adminPassword: process.env.ADMIN_PASSWORD || undefined,
      mailRetryMs: Number(process.env.MAIL_RETRY_MS) > 0 ? Number(process.env.MAIL_RETRY_MS) : undefined,
      publish: {},
      clock,
    });
  } catch (error) {
    await built;
    const e = error as NodeJS.ErrnoException;
    if (e?.code === 'EADDRINUSE') console.error(`Port ${port} on ${host} is in use: stop the other server or set PORT.`);
    else console.error(e?.message ?? e);
    process.exit(1);
  }
  const buildError = await built;
  if (buildError) {
    console.error(buildError.message);
    await stack.close();
    process.exit(1);
  }
  // Before the address is printed: the first visitor already gets the store's data.
  await stack.publisher?.run('all');
  console.log(`Site running at ${stack.url}  (ready in ${Math.round(process.uptime() * 1000)} ms; Ctrl+C stops it)`);
  console.log(`Mail the site sends is caught locally: ${stack.mailInboxUrl}  (as JSON: ${stack.url}/_local/mail)`);
  if (clock) console.log(`The server's clock moves forward with POST ${stack.url}${LOCAL_CLOCK_PATH}?advanceSeconds=<N> (LOCAL_MOVABLE_CLOCK=1)`);
  if (stack.paystackGatewayUrl) console.log(`Payments go to the local Paystack test gateway: ${stack.paystackGatewayUrl}`);
  else if (process.env.PAYSTACK_SECRET_KEY) console.log(`Payments go to ${process.env.PAYSTACK_BASE_URL || 'https://api.paystack.co'}`);
  else console.log('No Paystack key: priced events are paid at the venue.');
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void stack.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) void main();
