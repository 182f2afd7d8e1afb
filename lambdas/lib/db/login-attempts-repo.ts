// Failed logins per username in a fixed window. Like sessions, expiry is
// checked on read because the local store never runs TTL.
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { deleteItem, getItem, isConditionFailed } from './items';
import { keys } from './keys';

export type Throttle = { maxFailures: number; windowSeconds: number; lockSeconds: number };

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const loginAttemptsRepo = {
  /** Seconds until the username may try again, or 0 when it is not locked. */
  async lockedFor(username: string): Promise<number> {
    const item = await getItem(keys.loginAttempts(username));
    const lockedUntil = Number(item?.lockedUntil ?? 0);
    return Math.max(0, lockedUntil - nowSeconds());
  },

  /** Count a failure; locks the username once `maxFailures` fall within the window. */
  async recordFailure(username: string, throttle: Throttle): Promise<void> {
    const now = nowSeconds();
    const key = keys.loginAttempts(username);
    let failures: number;
    try {
      const { Attributes } = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'ADD failures :one',
          ConditionExpression: 'attribute_exists(pk) AND windowStart > :cutoff',
          ExpressionAttributeValues: { ':one': 1, ':cutoff': now - throttle.windowSeconds },
          ReturnValues: 'ALL_NEW',
        }),
      );
      failures = Number(Attributes?.failures ?? 1);
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      // No window yet, or the last one is over: start a new one.
      failures = 1;
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...key, failures, windowStart: now, expiresAt: now + throttle.windowSeconds },
        }),
      );
    }
    if (failures >= throttle.maxFailures) {
      const lockedUntil = now + throttle.lockSeconds;
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET lockedUntil = :until, expiresAt = :until',
          ExpressionAttributeValues: { ':until': lockedUntil },
        }),
      );
    }
  },

  /** A successful login starts the count again. */
  async clear(username: string): Promise<void> {
    await deleteItem(keys.loginAttempts(username));
  },
};
