// Sign-ins whose password was right and that wait for a second factor: one item
// per challenge, keyed by the challenge's SHA-256 (the table never holds one
// that could be replayed), with TTL. The challenge is not a token: no admin
// route or authorizer accepts it (it is no JWT and has no session item).
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { getItem, type TransactItem } from './items';
import { keys } from './keys';

export type MfaChallengeItem = { username: string; adminId: string; expiresAt: number };
/** A step-up's passkey challenge: the account and the session that asked for it. */
export type StepUpChallengeItem = { adminId: string; jti: string; expiresAt: number };

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const mfaChallengesRepo = {
  async create(hash: string, challenge: MfaChallengeItem): Promise<void> {
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.mfaChallenge(hash), ...challenge }, ConditionExpression: 'attribute_not_exists(pk)' }));
  },

  /** The live challenge, or null when unknown, used or expired (the local store runs no TTL). */
  async get(hash: string): Promise<MfaChallengeItem | null> {
    const item = await getItem(keys.mfaChallenge(hash));
    if (!item || Number(item.expiresAt) <= nowSeconds()) return null;
    return { username: String(item.username), adminId: String(item.adminId), expiresAt: Number(item.expiresAt) };
  },

  /** The sign-in transaction's part that uses the challenge up: only while it exists and has not expired. */
  consume(hash: string): TransactItem {
    return {
      Delete: {
        TableName: tableName(),
        Key: keys.mfaChallenge(hash),
        ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': nowSeconds() },
      },
    };
  },

  /** A username-less passkey sign-in's challenge (only its hash is stored). */
  async createPasskey(hash: string, expiresAt: number): Promise<void> {
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.mfaPasskeyChallenge(hash), expiresAt }, ConditionExpression: 'attribute_not_exists(pk)' }));
  },

  /** Whether that challenge is live (known, unused, not expired). */
  async getPasskey(hash: string): Promise<boolean> {
    const item = await getItem(keys.mfaPasskeyChallenge(hash));
    return !!item && Number(item.expiresAt) > nowSeconds();
  },

  /** The passkey sign-in transaction's part that uses its challenge up. */
  consumePasskey(hash: string): TransactItem {
    return {
      Delete: {
        TableName: tableName(),
        Key: keys.mfaPasskeyChallenge(hash),
        ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': nowSeconds() },
      },
    };
  },

  /** A step-up with a passkey: its challenge's hash, for this account and session only. */
  async createStepUp(hash: string, challenge: StepUpChallengeItem): Promise<void> {
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.mfaStepUpChallenge(hash), ...challenge }, ConditionExpression: 'attribute_not_exists(pk)' }));
  },

  /** The live step-up challenge, or null when unknown, used or expired (the local store runs no TTL). */
  async getStepUp(hash: string): Promise<StepUpChallengeItem | null> {
    const item = await getItem(keys.mfaStepUpChallenge(hash));
    if (!item || Number(item.expiresAt) <= nowSeconds()) return null;
    return { adminId: String(item.adminId), jti: String(item.jti), expiresAt: Number(item.expiresAt) };
  },

  /** The step-up transaction's part that uses its challenge up: while it exists, has not expired and belongs to this session. */
  consumeStepUp(hash: string, adminId: string, jti: string): TransactItem {
    return {
      Delete: {
        TableName: tableName(),
        Key: keys.mfaStepUpChallenge(hash),
        ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now AND adminId = :admin AND jti = :jti',
        ExpressionAttributeValues: { ':now': nowSeconds(), ':admin': adminId, ':jti': jti },
      },
    };
  },
};
