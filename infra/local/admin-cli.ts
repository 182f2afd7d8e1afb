// Admin accounts from the command line (docs/ARCHITECTURE.md, Auth):
//   npm run admin -- create <username>
//   npm run admin -- set-password <username>
//   npm run admin -- reset-two-step <username>
// The password (create, set-password) comes from ADMIN_PASSWORD or a hidden prompt (asked twice).
// Target: the local store under DATA_DIR (through a running `npm start` when
// there is one: LevelDB lets only one process open it), or a deployed table
// with --table NAME --region REGION.
import { PASSWORD_LENGTH, USERNAME_PATTERN } from '../../contract/constants';
import { hashPassword } from '../../lambdas/lib/auth';
import { adminUsersRepo, normaliseUsername } from '../../lambdas/lib/db/admin-users-repo';
import { sessionsRepo } from '../../lambdas/lib/db/sessions-repo';
import { resetClient } from '../../lambdas/lib/db/client';
import { ItemExistsError, deleteItem, queryItemPartition } from '../../lambdas/lib/db/items';
import { keys } from '../../lambdas/lib/db/keys';
import { LOCAL_TABLE_NAME } from '../../lambdas/lib/db/table-definition';
import { DEFAULT_DATA_DIR, MEMORY, dataPaths, runningStoreEndpoint } from './data-dir';
import { startStore } from './store';

// The same rules as the admin's Admins tab (contract/constants.ts).
export const MIN_PASSWORD_LENGTH = PASSWORD_LENGTH.min;
const MAX_PASSWORD_LENGTH = PASSWORD_LENGTH.max;
const USERNAME = USERNAME_PATTERN;

export class CliError extends Error {}

export const USAGE = `Usage:
  npm run admin -- create <username>        create an admin account
  npm run admin -- set-password <username>  set a new password for an admin
  npm run admin -- reset-two-step <username>  turn off two-step sign-in for an admin who lost their phone and codes
Options:
  --table NAME --region REGION   use a deployed DynamoDB table (AWS credentials from the usual places)
Environment:
  ADMIN_PASSWORD   the password (otherwise you are asked for it, twice)
  DATA_DIR         the local data folder (default .data)`;

export type CliArgs = {
  command: 'create' | 'set-password' | 'reset-two-step';
  username: string;
  table?: string;
  region?: string;
};

export function parseArgs(argv: readonly string[]): CliArgs {
  const positional: string[] = [];
  let table: string | undefined;
  let region: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.split(/=(.*)/s, 2);
    if (flag === '--table' || flag === '--region') {
      const value = inline ?? argv[++i];
      if (!value) throw new CliError(`${flag} needs a value.\n\n${USAGE}`);
      if (flag === '--table') table = value;
      else region = value;
    } else if (arg === '--help' || arg === '-h') {
      throw new CliError(USAGE);
    } else if (arg.startsWith('-')) {
      throw new CliError(`Unknown option ${arg}.\n\n${USAGE}`);
    } else {
      positional.push(arg);
    }
  }
  const [command, username, ...rest] = positional;
  if (command !== 'create' && command !== 'set-password' && command !== 'reset-two-step') throw new CliError(USAGE);
  if (!username || rest.length) throw new CliError(`Give exactly one username.\n\n${USAGE}`);
  if (!USERNAME.test(username.trim())) {
    throw new CliError('A username is 1-100 letters, digits, dots, dashes, underscores or @.');
  }
  if (Boolean(table) !== Boolean(region)) throw new CliError('--table and --region go together.');
  return { command, username: username.trim(), table, region };
}

/** The password rules, with the messages the CLI prints. */
export function checkPassword(password: string, confirmation?: string): string {
  if (password.length < MIN_PASSWORD_LENGTH) throw new CliError(`The password is too short: use at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (password.length > MAX_PASSWORD_LENGTH) throw new CliError(`The password is too long: use at most ${MAX_PASSWORD_LENGTH} characters.`);
  if (confirmation !== undefined && password !== confirmation) throw new CliError('The passwords do not match. Nothing was changed.');
  return password;
}

const alreadyExists = (username: string) =>
  new CliError(`An admin named '${username}' already exists. To change its password: npm run admin -- set-password ${username}`);
const noSuchAdmin = (username: string) => new CliError(`There is no admin named '${username}'. To create one: npm run admin -- create ${username}`);

/** Fail before asking for a password when the command cannot succeed. */
export async function precheck(command: CliArgs['command'], username: string): Promise<void> {
  const exists = Boolean(await adminUsersRepo.get(username));
  if (command === 'create' && exists) throw alreadyExists(username);
  if (command !== 'create' && !exists) throw noSuchAdmin(username);
}

export async function createAdmin(username: string, password: string): Promise<string> {
  checkPassword(password);
  await precheck('create', username);
  try {
    const admin = await adminUsersRepo.create(username, await hashPassword(password));
    return `Created admin '${admin.username}'.`;
  } catch (error) {
    // Created by someone else between the check and the write.
    if (error instanceof ItemExistsError) throw alreadyExists(username);
    throw error;
  }
}

export async function setAdminPassword(username: string, password: string): Promise<string> {
  checkPassword(password);
  await precheck('set-password', username);
  // Hash before the conditional update, which fails if the admin was deleted meanwhile.
  const updated = await adminUsersRepo.setPassword(username, await hashPassword(password));
  if (!updated) throw noSuchAdmin(username);
  // A new password ends every session opened with the old one.
  const ended = await sessionsRepo.removeAllFor(normaliseUsername(username));
  return `Password updated for admin '${normaliseUsername(username)}'${ended ? `; ${ended} session(s) signed out` : ''}.`;
}

/**
 * The way back for an admin who lost both the phone and the recovery codes:
 * whoever can reach the table removes the account's second factors, recovery
 * codes and pending setup (its MFA# partition) and ends its sessions; the
 * password alone then signs in, and a new factor can be set up.
 */
export async function resetTwoStep(username: string): Promise<string> {
  await precheck('reset-two-step', username);
  const admin = (await adminUsersRepo.get(username))!;
  const items = await queryItemPartition(keys.mfaFactors(admin.id));
  for (const item of items) await deleteItem({ pk: String(item.pk), sk: String(item.sk) });
  const ended = await sessionsRepo.removeAllFor(normaliseUsername(username));
  const factors = items.filter((item) => String(item.sk).startsWith(keys.mfaFactorPrefix)).length;
  return `Two-step sign-in is off for admin '${normaliseUsername(username)}': ${factors} factor(s) and the recovery codes removed${ended ? `; ${ended} session(s) signed out` : ''}.`;
}

export type Target = { describe: string; close(): Promise<void> };

/**
 * Point the db client at the right table: a deployed one, the store of a
 * running `npm start`, or the local store opened here.
 */
export async function connect(args: Pick<CliArgs, 'table' | 'region'>, env: NodeJS.ProcessEnv = process.env): Promise<Target> {
  // The db client reads its endpoint once, on first use: let it read the new one.
  resetClient();
  if (args.table && args.region) {
    env.TABLE_NAME = args.table;
    env.AWS_REGION = args.region;
    delete env.DYNAMODB_ENDPOINT;
    return { describe: `table ${args.table} in ${args.region}`, close: () => Promise.resolve() };
  }
  const dataDir = env.DATA_DIR || DEFAULT_DATA_DIR;
  if (dataDir === MEMORY) throw new CliError('DATA_DIR=:memory: has no store to change; point DATA_DIR at a data folder.');
  const paths = dataPaths(dataDir);
  env.TABLE_NAME = LOCAL_TABLE_NAME;
  env.AWS_REGION ||= 'us-east-1';
  const running = await runningStoreEndpoint(paths.storeEndpoint);
  if (running) {
    env.DYNAMODB_ENDPOINT = running;
    return { describe: `the store of the running site (${paths.root})`, close: () => Promise.resolve() };
  }
  let store;
  try {
    store = await startStore({ dataDir: paths.store });
  } catch (error) {
    const text = String((error as Error)?.message ?? error);
    if (/lock/i.test(text)) {
      throw new CliError(`The store in ${paths.store} is locked by another process, and no running site answers at its endpoint. Stop that process and try again.`);
    }
    throw error;
  }
  env.DYNAMODB_ENDPOINT = store.endpoint;
  return { describe: `the local store in ${paths.root}`, close: () => store.close() };
}

/** Read a line without echoing it. */
export function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) {
    return Promise.reject(new CliError('No terminal to ask for the password: set ADMIN_PASSWORD instead.'));
  }
  return new Promise((resolve, reject) => {
    let value = '';
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') return finish(new CliError('Cancelled. Nothing was changed.'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** ADMIN_PASSWORD, or asked twice without echo. */
export async function readPassword(env: NodeJS.ProcessEnv = process.env, ask: (q: string) => Promise<string> = promptHidden): Promise<string> {
  if (env.ADMIN_PASSWORD) return checkPassword(env.ADMIN_PASSWORD);
  const first = await ask('Password (at least 8 characters): ');
  checkPassword(first);
  return checkPassword(first, await ask('Repeat the password: '));
}

async function withPassword(command: 'create' | 'set-password', username: string): Promise<string> {
  const password = await readPassword();
  return command === 'create' ? createAdmin(username, password) : setAdminPassword(username, password);
}

export async function main(argv: readonly string[]): Promise<number> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  try {
    const args = parseArgs(argv);
    const target = await connect(args);
    try {
      await precheck(args.command, args.username);
      const done = args.command === 'reset-two-step' ? await resetTwoStep(args.username) : await withPassword(args.command, args.username);
      console.log(`${done} (${target.describe})`);
      return 0;
    } finally {
      await target.close();
    }
  } catch (error) {
    if (error instanceof CliError) {
      console.error(error.message);
      return 1;
    }
    console.error('The admin command failed:', error);
    return 2;
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
