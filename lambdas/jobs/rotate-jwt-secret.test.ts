// The rotation's four steps against a stand-in for Secrets Manager that keeps
// versions and stages as the service does: after a rotation the secret's
// AWSCURRENT holds a new key with the old one as previous, and repeating a
// step (Secrets Manager retries) changes nothing.
import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { parseSigningKeys } from '../lib/signing-keys';
import { newSigningKey, rotate, type RotationEvent, type SecretsClient } from './rotate-jwt-secret';

const OLD_KEY = 'the-old-signing-key-0123456789abcdefghijklmnopqrstuvwxyz';

function fakeSecretsManager(initial: string) {
  const values = new Map<string, string>([['v1', initial]]);
  const stages = new Map<string, string[]>([['v1', ['AWSCURRENT']]]);
  const byStage = (stage: string) => [...stages].find(([, s]) => s.includes(stage))?.[0];
  const client: SecretsClient = {
    send: (async (command: unknown) => {
      if (command instanceof DescribeSecretCommand) return { RotationEnabled: true, VersionIdsToStages: Object.fromEntries(stages) };
      if (command instanceof GetSecretValueCommand) {
        const { VersionId, VersionStage } = command.input;
        const id = VersionId ?? byStage(VersionStage!);
        if (!id || !values.has(id) || (VersionStage && !stages.get(id)?.includes(VersionStage))) {
          throw new ResourceNotFoundException({ message: 'not found', $metadata: {} });
        }
        return { SecretString: values.get(id) };
      }
      if (command instanceof PutSecretValueCommand) {
        values.set(command.input.ClientRequestToken!, command.input.SecretString!);
        stages.set(command.input.ClientRequestToken!, command.input.VersionStages!);
        return {};
      }
      if (command instanceof UpdateSecretVersionStageCommand) {
        const { MoveToVersionId, RemoveFromVersionId, VersionStage } = command.input;
        stages.set(RemoveFromVersionId!, (stages.get(RemoveFromVersionId!) ?? []).filter((s) => s !== VersionStage).concat('AWSPREVIOUS'));
        stages.set(MoveToVersionId!, [VersionStage!]);
        return {};
      }
      throw new Error('unexpected command');
    }) as SecretsClient['send'],
  };
  /** Secrets Manager starts a rotation by giving the new version id the AWSPENDING stage. */
  const start = (token: string) => stages.set(token, ['AWSPENDING']);
  const current = () => values.get(byStage('AWSCURRENT')!)!;
  return { client, start, current };
}

const steps: RotationEvent['Step'][] = ['createSecret', 'setSecret', 'testSecret', 'finishSecret'];

it('replaces the current key with a new one and keeps the old one as previous, with when', async () => {
  const sm = fakeSecretsManager(OLD_KEY);
  sm.start('v2');
  const now = new Date('2026-11-25T10:00:00Z');
  for (const Step of steps) await rotate({ SecretId: 'jwt', ClientRequestToken: 'v2', Step }, sm.client, () => 'N'.repeat(64), () => now);
  expect(parseSigningKeys(sm.current())).toEqual({ current: 'N'.repeat(64), previous: OLD_KEY, rotatedAt: now.getTime() / 1000 });
});

it('is safe to retry: a repeated step neither makes another key nor fails', async () => {
  const sm = fakeSecretsManager(OLD_KEY);
  sm.start('v2');
  let made = 0;
  const key = () => `${++made}`.padEnd(64, 'k');
  for (const Step of steps) {
    await rotate({ SecretId: 'jwt', ClientRequestToken: 'v2', Step }, sm.client, key);
    await rotate({ SecretId: 'jwt', ClientRequestToken: 'v2', Step }, sm.client, key);
  }
  expect(made).toBe(1);
  expect(parseSigningKeys(sm.current()).current).toBe('1'.padEnd(64, 'k'));
});

it('rotates twice in a row, dropping the oldest key', async () => {
  const sm = fakeSecretsManager(OLD_KEY);
  for (const [token, k] of [['v2', 'a'], ['v3', 'b']] as const) {
    sm.start(token);
    for (const Step of steps) await rotate({ SecretId: 'jwt', ClientRequestToken: token, Step }, sm.client, () => k.repeat(64));
  }
  expect(parseSigningKeys(sm.current())).toMatchObject({ current: 'b'.repeat(64), previous: 'a'.repeat(64) });
});

it('refuses a version the rotation did not start', async () => {
  const sm = fakeSecretsManager(OLD_KEY);
  await expect(rotate({ SecretId: 'jwt', ClientRequestToken: 'stray', Step: 'createSecret' }, sm.client)).rejects.toThrow('no stage');
});

it('makes 64-character random keys', () => {
  const a = newSigningKey();
  expect(a).toMatch(/^[A-Za-z0-9_-]{64}$/);
  expect(newSigningKey()).not.toBe(a);
});
