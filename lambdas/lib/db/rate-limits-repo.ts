// Per-client counters for the public forms (docs/PRODUCT-RULES.md, Spam and
// abuse). One conditional UpdateItem per request both counts and decides, so
// parallel requests can never slip past the limit between a read and a write.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { isConditionFailed } from './items';
import { keys } from './keys';

export type RateLimit = { limit: number; windowSeconds: number };

/** Allowed, or how many seconds until the client's window ends. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export const rateLimitsRepo = {
  /** Count one use of `form` by `client`; refused (and not counted) once the window holds `limit` uses. */
  async hit(form: string, client: string, { limit, windowSeconds }: RateLimit, nowMs = Date.now()): Promise<RateDecision> {
    const now = Math.floor(nowMs / 1000);
    const window = Math.floor(now / windowSeconds);
    const windowEnds = (window + 1) * windowSeconds;
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.rateLimit(form, client, window),
          // expiresAt: DynamoDB's TTL deletes the window's item some time after it ended.
          UpdateExpression: 'ADD hits :one SET expiresAt = :ends',
          ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
          ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':ends': windowEnds },
        }),
      );
      return { allowed: true };
    } catch (error) {
      if (isConditionFailed(error)) return { allowed: false, retryAfterSeconds: windowEnds - now };
      throw error;
    }
  },
};
