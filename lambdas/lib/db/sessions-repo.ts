// One item per issued token (jti). DynamoDB's TTL deletes expired ones in
// AWS; the local store never does, so expiry is also checked on read.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { deleteItem, getItem } from './items';
import { keys } from './keys';

export type Session = { jti: string; username: string; expiresAt: number };

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const sessionsRepo = {
  async create(session: Session): Promise<void> {
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.session(session.jti), ...session } }));
  },

  /** The live session for a jti, or null when it is absent or expired. */
  async get(jti: string): Promise<Session | null> {
    const item = await getItem(keys.session(jti));
    if (!item || Number(item.expiresAt) <= nowSeconds()) return null;
    return { jti, username: String(item.username), expiresAt: Number(item.expiresAt) };
  },

  async remove(jti: string): Promise<void> {
    await deleteItem(keys.session(jti));
  },
};
