// Login attempts, counted with ONE atomic conditional update per key and
// attempt (docs/ARCHITECTURE.md, Auth): the attempt takes a slot before the
// password is checked, so twenty parallel guesses cannot all slip past a
// count read before any of them was recorded. Windows are fixed (the key
// names the window), so a new window simply starts with a new item and TTL
// removes old ones; the local store never runs TTL, and never needs to.
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { isConditionFailed } from './items';
import type { Key } from './keys';

export type Window = { start: number; seconds: number };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The fixed window `now` falls in. */
export function currentWindow(seconds: number, now = nowSeconds()): Window {
  return { start: Math.floor(now / seconds) * seconds, seconds };
}

export const loginAttemptsRepo = {
  /**
   * Take one attempt of at most `max` in the key's window: true when it was
   * taken, false when the window's attempts are used up. One UpdateItem
   * (ADD with a condition): atomic, whatever runs in parallel.
   */
  async take(key: Key, max: number, window: Window): Promise<boolean> {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'ADD attempts :one SET expiresAt = :expires',
          ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :max',
          ExpressionAttributeValues: { ':one': 1, ':max': max, ':expires': window.start + window.seconds },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  },

  /** Give one attempt back (a successful login is not a guess); never below zero. */
  async giveBack(key: Key): Promise<void> {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'ADD attempts :minusOne',
          ConditionExpression: 'attempts > :zero',
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
        }),
      );
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  },

  /** A successful login forgives the failures counted under this key. */
  async clear(key: Key): Promise<void> {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
  },
};
