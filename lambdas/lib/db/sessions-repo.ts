// One item per issued token, in its admin's partition (keys.session). DynamoDB's
// TTL deletes expired ones in AWS; the local store never does, so expiry is
// also checked on read.
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { getItem, isConditionFailed, queryItemPartition, type Item, type TransactItem } from './items';
import { keys, type Key } from './keys';

export type Session = {
  jti: string;
  username: string;
  expiresAt: number;
  createdAt?: string;
  /** What the browser said it was, and where it came from: lets the admin recognise a session. */
  userAgent?: string;
  ip?: string;
  /** Copied from the account at sign-in: this session may do nothing but set a new password. */
  mustChangePassword?: boolean;
  /**
   * Signed in by password alone (the account had no second factor then). With the
   * owner's policy on, such a session may only set one up (lambdas/lib/mfa/policy.ts).
   * Lifted when the account gets a factor; set again on every session when it loses its last.
   */
  withoutFactor?: boolean;
  /** When (epoch seconds) the session last confirmed who it is (POST /api/admin/step-up), and how. */
  steppedUpAt?: number;
  steppedUpWith?: string;
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const toSession = (item: Item): Session => ({
  jti: String(text(item.jti)),
  username: String(text(item.username)),
  expiresAt: Number(item.expiresAt),
  createdAt: text(item.createdAt),
  userAgent: text(item.userAgent),
  ip: text(item.ip),
  mustChangePassword: item.mustChangePassword === true,
  withoutFactor: item.withoutFactor === true,
  steppedUpAt: typeof item.steppedUpAt === 'number' ? item.steppedUpAt : undefined,
  steppedUpWith: text(item.steppedUpWith),
});

const sessionItem = (session: Session): Item =>
  JSON.parse(JSON.stringify({ ...keys.session(session.username, session.jti), createdAt: new Date().toISOString(), ...session })) as Item;

const stepUpUpdate = (username: string, jti: string, at: number, method: string) => ({
  TableName: tableName(),
  Key: keys.session(username, jti),
  UpdateExpression: 'SET steppedUpAt = :at, steppedUpWith = :method',
  ConditionExpression: 'attribute_exists(pk)',
  ExpressionAttributeValues: { ':at': at, ':method': method },
});

export const sessionsRepo = {
  async create(session: Session): Promise<void> {
    await db().send(new PutCommand({ TableName: tableName(), Item: sessionItem(session) }));
  },

  /** The session's Put as part of a transaction (a sign-in finished with a second factor): a new item only. */
  createInTransaction(session: Session): TransactItem {
    return { Put: { TableName: tableName(), Item: sessionItem(session), ConditionExpression: 'attribute_not_exists(pk)' } };
  },

  /** The live session of a token (its sub and jti), or null when it is absent or expired. */
  async get(username: string, jti: string): Promise<Session | null> {
    const item = await getItem(keys.session(username, jti));
    if (!item || Number(item.expiresAt) <= nowSeconds()) return null;
    return toSession(item);
  },

  /** The admin's live sessions, oldest first. */
  async listFor(username: string): Promise<Session[]> {
    const items = await queryItemPartition(keys.sessionsOf(username));
    return items
      .filter((item) => Number(item.expiresAt) > nowSeconds())
      .map(toSession)
      .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
  },

  /** The password was set: this session may now do everything. False when it ended meanwhile. */
  async clearMustChange(username: string, jti: string): Promise<boolean> {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.session(username, jti),
          UpdateExpression: 'REMOVE mustChangePassword',
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  },

  /** The session confirmed who it is now (a password step-up: nothing else to use up). False when it ended meanwhile. */
  async stepUp(username: string, jti: string, at: number, method: string): Promise<boolean> {
    try {
      await db().send(new UpdateCommand(stepUpUpdate(username, jti, at, method)));
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  },

  /** The same as part of a transaction that also uses up a code. */
  stepUpInTransaction(username: string, jti: string, at: number, method: string): TransactItem {
    return { Update: stepUpUpdate(username, jti, at, method) };
  },

  /** The account got a second factor: this session is no longer held by the policy. */
  async clearWithoutFactor(username: string, jti: string): Promise<void> {
    try {
      await db().send(
        new UpdateCommand({ TableName: tableName(), Key: keys.session(username, jti), UpdateExpression: 'REMOVE withoutFactor', ConditionExpression: 'attribute_exists(pk)' }),
      );
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  },

  /** The account lost its last second factor: every live session of it is held by the policy (when on) from now. */
  async markWithoutFactor(username: string): Promise<void> {
    const items = await queryItemPartition(keys.sessionsOf(username), { projection: 'pk, sk, expiresAt' });
    const live = items.filter((item) => Number(item.expiresAt) > nowSeconds());
    await Promise.all(
      live.map(async (item) => {
        try {
          await db().send(
            new UpdateCommand({
              TableName: tableName(),
              Key: { pk: String(text(item.pk)), sk: String(text(item.sk)) },
              UpdateExpression: 'SET withoutFactor = :yes',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':yes': true },
            }),
          );
        } catch (error) {
          if (!isConditionFailed(error)) throw error; // ended meanwhile
        }
      }),
    );
  },

  async remove(username: string, jti: string): Promise<void> {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.session(username, jti) }));
  },

  /** End every session of the admin except `keepJti` (none kept when absent). Returns how many ended. */
  async removeAllFor(username: string, keepJti?: string): Promise<number> {
    // Every item of the partition, expired ones too: they are dead already, deleting them only tidies.
    const items = await queryItemPartition(keys.sessionsOf(username), { projection: 'pk, sk, jti' });
    const doomed = items.filter((item) => item.jti !== keepJti).map((item): Key => ({ pk: String(text(item.pk)), sk: String(text(item.sk)) }));
    await Promise.all(doomed.map((key) => db().send(new DeleteCommand({ TableName: tableName(), Key: key }))));
    return doomed.length;
  },
};
