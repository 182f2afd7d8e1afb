// Secrets Manager's rotation of the JWT signing secret (infra/constructs/jwt-secret.ts),
// its four steps: createSecret stores { current: new key, previous: old
// current, rotatedAt } as AWSPENDING; setSecret has nothing to tell (the key
// is ours alone); testSecret checks the pending value; finishSecret makes it
// AWSCURRENT. The verifiers accept the previous key for 12 h
// (lambdas/lib/signing-keys.ts), so no signed-in admin is signed out.
import { randomBytes } from 'node:crypto';
import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { parseSigningKeys, rotatedSecretValue } from '../lib/signing-keys';

export type RotationEvent = { SecretId: string; ClientRequestToken: string; Step: 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret' };

/** The one method of the client the rotation uses (tests pass a stand-in). */
export type SecretsClient = Pick<SecretsManagerClient, 'send'>;

/** 48 random bytes, base64url: 64 characters, 384 bits (HS256 wants at least 256). */
export const newSigningKey = () => randomBytes(48).toString('base64url');

let defaultClient: SecretsManagerClient | undefined;

export async function handler(event: RotationEvent): Promise<void> {
  defaultClient ??= new SecretsManagerClient({});
  await rotate(event, defaultClient);
}

export async function rotate(event: RotationEvent, client: SecretsClient, newKey = newSigningKey, now = () => new Date()): Promise<void> {
  const { SecretId, ClientRequestToken: token, Step } = event;
  const meta = await client.send(new DescribeSecretCommand({ SecretId }));
  const stages = meta.VersionIdsToStages ?? {};
  if (!stages[token]) throw new Error(`Version ${token} of the secret has no stage: not started by a rotation`);
  if (stages[token].includes('AWSCURRENT')) return; // finished already (a retried step)
  if (!stages[token].includes('AWSPENDING')) throw new Error(`Version ${token} is not AWSPENDING`);

  if (Step === 'createSecret') {
    if (await pendingValue(client, SecretId, token)) return; // made by an earlier attempt of this step
    const current = await client.send(new GetSecretValueCommand({ SecretId, VersionStage: 'AWSCURRENT' }));
    const value = rotatedSecretValue(current.SecretString, newKey(), now());
    await client.send(new PutSecretValueCommand({ SecretId, ClientRequestToken: token, SecretString: value, VersionStages: ['AWSPENDING'] }));
  } else if (Step === 'testSecret') {
    const pending = parseSigningKeys(await pendingValue(client, SecretId, token));
    const current = parseSigningKeys((await client.send(new GetSecretValueCommand({ SecretId, VersionStage: 'AWSCURRENT' }))).SecretString);
    if (pending.current === current.current || pending.previous !== current.current) {
      throw new Error('The pending signing keys do not replace the current key with a new one while keeping it as previous');
    }
  } else if (Step === 'finishSecret') {
    const currentVersion = Object.entries(stages).find(([, s]) => s.includes('AWSCURRENT'))?.[0];
    await client.send(new UpdateSecretVersionStageCommand({ SecretId, VersionStage: 'AWSCURRENT', MoveToVersionId: token, RemoveFromVersionId: currentVersion }));
  }
  // setSecret: no other system holds the key.
}

async function pendingValue(client: SecretsClient, SecretId: string, token: string): Promise<string | undefined> {
  try {
    return (await client.send(new GetSecretValueCommand({ SecretId, VersionId: token, VersionStage: 'AWSPENDING' }))).SecretString;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}
