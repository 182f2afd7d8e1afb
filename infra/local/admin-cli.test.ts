import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyPassword } from '../../lambdas/lib/auth';
import { resetClient } from '../../lambdas/lib/db/client';
import { adminUsersRepo } from '../../lambdas/lib/db/admin-users-repo';
import { LOCAL_TABLE_NAME } from '../../lambdas/lib/db/table-definition';
import { factorsRepo } from '../../lambdas/lib/db/factors-repo';
import { CliError, checkPassword, connect, createAdmin, parseArgs, readPassword, resetTwoStep, setAdminPassword } from './admin-cli';
import { dataPaths, writeStoreEndpoint } from './data-dir';
import { startStore, type Store } from './store';


let store: Store;
let dataDir: string;

beforeAll(async () => {
  // The table a running `npm start` serves, which the CLI names (under
  // test:dynamodb-local the shared JVM would otherwise give this file its own).
  store = await startStore({ tableName: LOCAL_TABLE_NAME });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'));
  // As a running `npm start` leaves it: the CLI must use this store, not open its own.
  writeStoreEndpoint(dataPaths(dataDir).storeEndpoint, store.endpoint);
  const target = await connect({}, Object.assign(process.env, { DATA_DIR: dataDir }));
  expect(target.describe).toContain('running site');
  expect(process.env.DYNAMODB_ENDPOINT).toBe(store.endpoint);
});
afterAll(async () => {
  resetClient();
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('create makes an admin whose password verifies, stored as a hash', async () => {
  expect(await createAdmin('Grace', 'choir-practice-1')).toMatch(/Created admin 'grace'/);
  const admin = await adminUsersRepo.get('grace');
  expect(admin?.passwordHash).not.toContain('choir-practice-1');
  expect(await verifyPassword('choir-practice-1', admin!.passwordHash)).toBe(true);
});

test('a duplicate username is refused with a message that says what to do', async () => {
  await expect(createAdmin('grace', 'another-pass-2')).rejects.toThrow(/already exists.*set-password grace/);
});

test('set-password replaces the password of an existing admin', async () => {
  expect(await setAdminPassword('grace', 'new-password-3')).toMatch(/Password updated/);
  const admin = await adminUsersRepo.get('grace');
  expect(await verifyPassword('new-password-3', admin!.passwordHash)).toBe(true);
  expect(await verifyPassword('choir-practice-1', admin!.passwordHash)).toBe(false);
});

test('set-password for an unknown username says so and creates nothing', async () => {
  await expect(setAdminPassword('nobody', 'whatever-pass')).rejects.toThrow(/no admin named 'nobody'.*create nobody/);
  expect(await adminUsersRepo.get('nobody')).toBeNull();
});

test('reset-two-step removes the factors and recovery codes of an admin who lost them, and ends their sessions', async () => {
  await createAdmin('phoneless', 'lost-my-phone-1');
  const { id } = (await adminUsersRepo.get('phoneless'))!;
  await factorsRepo.putPending(id, 'JBSWY3DPEHPK3PXP', Math.floor(Date.now() / 1000) + 600);
  const factor = { id: 'f1', type: 'totp' as const, secret: 'JBSWY3DPEHPK3PXP', label: 'Authenticator app', createdAt: new Date().toISOString() };
  expect(await factorsRepo.confirm(id, factor, { newRecoveryHashes: ['a1', 'b2'], oldRecoveryHashes: [] })).toBe(true);
  expect((await factorsRepo.partition(id)).factors).toHaveLength(1);

  expect(await resetTwoStep('Phoneless')).toMatch(/Two-step sign-in is off for admin 'phoneless': 1 factor\(s\)/);
  expect(await factorsRepo.partition(id)).toEqual({ factors: [], recoveryCodes: [] });
  await expect(resetTwoStep('nobody')).rejects.toThrow(/no admin named 'nobody'/);
  expect(parseArgs(['reset-two-step', 'phoneless'])).toEqual({ command: 'reset-two-step', username: 'phoneless' });
});

test('short or mismatched passwords are refused before anything is written', async () => {
  await expect(createAdmin('shorty', 'seven77')).rejects.toThrow('too short: use at least 8 characters');
  expect(await adminUsersRepo.get('shorty')).toBeNull();
  expect(() => checkPassword('long-enough-1', 'long-enough-2')).toThrow('do not match');
  expect(checkPassword('long-enough-1', 'long-enough-1')).toBe('long-enough-1');
});

test('the password comes from ADMIN_PASSWORD, or is asked twice', async () => {
  expect(await readPassword({ ADMIN_PASSWORD: 'from-the-env' }, () => Promise.reject(new Error('not asked')))).toBe('from-the-env');
  const questions: string[] = [];
  const answers = ['typed-pass-1', 'typed-pass-1'];
  const ask = async (q: string) => {
    questions.push(q);
    return answers.shift()!;
  };
  expect(await readPassword({}, ask)).toBe('typed-pass-1');
  expect(questions).toHaveLength(2);
  const mismatch = ['typed-pass-1', 'typed-pass-2'];
  await expect(readPassword({}, async () => mismatch.shift()!)).rejects.toThrow('do not match');
  await expect(readPassword({ ADMIN_PASSWORD: 'short' })).rejects.toThrow('too short');
});

test('arguments: the two commands, one username, --table with --region', () => {
  expect(parseArgs(['create', 'admin'])).toEqual({ command: 'create', username: 'admin' });
  expect(parseArgs(['set-password', 'admin', '--table', 'site-prod', '--region=eu-west-1'])).toEqual({
    command: 'set-password',
    username: 'admin',
    table: 'site-prod',
    region: 'eu-west-1',
  });
  expect(() => parseArgs([])).toThrow(CliError);
  expect(() => parseArgs(['delete', 'admin'])).toThrow(/Usage/);
  expect(() => parseArgs(['create'])).toThrow(/one username/);
  expect(() => parseArgs(['create', 'a b'])).toThrow(/username/);
  expect(() => parseArgs(['create', 'admin', '--table', 'x'])).toThrow(/go together/);
});

test('--table and --region point at a deployed table, with no local endpoint', async () => {
  const env: NodeJS.ProcessEnv = { DYNAMODB_ENDPOINT: 'http://127.0.0.1:1', TABLE_NAME: 'site' };
  await connect({ table: 'site-prod', region: 'eu-west-1' }, env);
  expect(env).toEqual({ TABLE_NAME: 'site-prod', AWS_REGION: 'eu-west-1' });
});

test('DATA_DIR=:memory: is refused: there is no store to change', async () => {
  await expect(connect({}, { DATA_DIR: ':memory:' })).rejects.toThrow(/memory/);
});
