// The items of people's data (docs/ARCHITECTURE.md, The table: PRIVACY#…): consent answers, access
// links, requests, the erasure claim and suppressed addresses. Every one is keyed by the keyed hash of
// an email (lambdas/lib/privacy/person-hash.ts), never by the email itself.
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { getItem, getMany, isConditionFailed, newId, pick, queryItemPartition, queryPartition, transact, type Item, type TransactItem } from './items';
import { keys } from './keys';
import { queryPage } from './pages';
import { TABLE } from './table-definition';

export type ConsentRecord = { marketing: boolean; form: string; noticeVersion: number; at: string; ref?: string };
export type PrivacyRequest = {
  id: string;
  kind: 'access' | 'erasure';
  /** 'person' (their own link) or the admin's username. */
  by: string;
  /** Absent once the person is erased: the hash says who. */
  email?: string;
  emailHash: string;
  at: string;
  /** 30 days after `at`: the law's limit to answer. */
  dueBy: string;
  done?: string;
  reason?: string;
};
export type ErasureClaim = { state: 'running' | 'done' | 'lifted'; startedAt: string; finishedAt?: string; erased?: number };

const DUE_DAYS = 30;
const put = (item: Item, condition?: string): TransactItem => ({ Put: { TableName: tableName(), Item: item, ...(condition ? { ConditionExpression: condition } : {}) } });

export const privacyRepo = {
  /** The random key of the email hash (created once by whoever asks first; never rotated). */
  async hashKey(): Promise<string> {
    const found = await getItem(keys.privacyHashKey);
    if (found) return String(found.key);
    const key = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
    try {
      await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.privacyHashKey, key }, ConditionExpression: 'attribute_not_exists(pk)' }));
      return key;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      return String((await getItem(keys.privacyHashKey))!.key);
    }
  },

  /** The version of the privacy notice in force: the site-content section `privacy` (absent = 0, the built-in text). */
  async noticeVersion(): Promise<number> {
    const item = await getItem(keys.siteContent('privacy'));
    return typeof item?.version === 'number' ? item.version : 0;
  },

  async existingHashKey(): Promise<string | null> {
    const found = await getItem(keys.privacyHashKey);
    return found ? String(found.key) : null;
  },

  /** The Put of one consent answer, for the transaction of the record it was given with. */
  consentPut(hash: string, record: ConsentRecord): TransactItem {
    const id = newId();
    return put({ ...keys.consent(hash, record.at, id), ...keys.consentGsi(record.at, id), ...record });
  },
  async consents(hash: string): Promise<ConsentRecord[]> {
    const items = await queryItemPartition(keys.consent(hash, '', '').pk);
    return items.map((item) => pick<ConsentRecord>(item, ['marketing', 'form', 'noticeVersion', 'at', 'ref']));
  },
  async deleteConsents(hash: string): Promise<number> {
    const items = await queryItemPartition(keys.consent(hash, '', '').pk, { projection: 'pk, sk' });
    for (const item of items) await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: item.pk, sk: item.sk } }));
    return items.length;
  },

  /**
   * An access link, its request row and its mail, in one transaction: only the token's SHA-256 is
   * stored; the email stays with it for its 30 minutes (TTL).
   */
  async openLink(input: { tokenHash: string; email: string; emailHash: string; expiresAtMs: number; at: string; mail: TransactItem }): Promise<void> {
    const { tokenHash, email, emailHash, expiresAtMs, at, mail } = input;
    const id = newId();
    const dueBy = new Date(Date.parse(at) + DUE_DAYS * 86_400_000).toISOString();
    await transact([
      put({ ...keys.privacyToken(tokenHash), ...keys.privacyTokensOf(emailHash, tokenHash), email, emailHash, expiresAt: Math.floor(expiresAtMs / 1000) }, 'attribute_not_exists(pk)'),
      put({ ...keys.privacyRequest(id), ...keys.privacyRequestGsi(at, id), id, kind: 'access', by: 'person', email, emailHash, at, dueBy, done: 'link sent' }),
      mail,
    ]);
  },
  /** email is absent once the person was erased through this or another link. */
  async token(tokenHash: string): Promise<{ email?: string; emailHash: string; expiresAt: number } | null> {
    const item = await getItem(keys.privacyToken(tokenHash));
    return item ? { ...(typeof item.email === 'string' ? { email: item.email } : {}), emailHash: String(item.emailHash), expiresAt: Number(item.expiresAt) } : null;
  },
  /**
   * Every live link of the person loses its email (erasure): the link stays until its TTL, so a
   * parallel erase through it still answers (already erased) instead of 404.
   */
  async forgetTokensOf(emailHash: string): Promise<number> {
    const items = await queryPartition(keys.privacyTokensOf(emailHash, '').gsi1pk);
    const holding = items.filter((item) => item.email !== undefined);
    for (const item of holding) await db().send(new UpdateCommand({ TableName: tableName(), Key: { pk: item.pk, sk: item.sk }, UpdateExpression: 'REMOVE email' }));
    return holding.length;
  },
  async addRequest(input: Omit<PrivacyRequest, 'id' | 'dueBy'>): Promise<string> {
    const id = newId();
    const dueBy = new Date(Date.parse(input.at) + DUE_DAYS * 86_400_000).toISOString();
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.privacyRequest(id), ...keys.privacyRequestGsi(input.at, id), id, ...input, dueBy } }));
    return id;
  },
  async markRequestDone(id: string, done: string): Promise<void> {
    await db().send(new UpdateCommand({ TableName: tableName(), Key: keys.privacyRequest(id), UpdateExpression: 'SET done = :done', ExpressionAttributeValues: { ':done': done } }));
  },
  /** One page of requests, newest first, 50 a page; a cursor this code did not make throws BadCursorError. */
  async requests(cursor?: string): Promise<{ items: PrivacyRequest[]; nextCursor: string | null }> {
    const page = await queryPage(keys.privacyRequestsPartition, { cursor });
    return { items: page.items.map((item) => pick<PrivacyRequest>(item, ['id', 'kind', 'by', 'email', 'emailHash', 'at', 'dueBy', 'done', 'reason'])), nextCursor: page.nextCursor };
  },
  /** The person's requests (found by the hash: they hold no email once erased), for the erasure to strip the email. */
  async requestsOf(emailHash: string): Promise<string[]> {
    const ids: string[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: TABLE.gsi1.name,
          KeyConditionExpression: '#pk = :pk',
          FilterExpression: 'emailHash = :hash',
          ExpressionAttributeNames: { '#pk': TABLE.gsi1.partitionKey },
          ExpressionAttributeValues: { ':pk': keys.privacyRequestsPartition, ':hash': emailHash },
          ExclusiveStartKey: start,
        }),
      );
      ids.push(...(page.Items ?? []).map((item) => String(item.id)));
      start = page.LastEvaluatedKey;
    } while (start);
    return ids;
  },
  async forgetRequestEmail(id: string): Promise<void> {
    await db().send(new UpdateCommand({ TableName: tableName(), Key: keys.privacyRequest(id), UpdateExpression: 'REMOVE email' }));
  },

  /**
   * Claims the erasure of one person: one conditional Put. 'claimed': this caller does the work;
   * 'running': another has it (or crashed midway: `resume` finds it running and may take it over once stale);
   * 'done': nothing to do.
   */
  async claimErasure(hash: string, now: string, staleBefore: string): Promise<'claimed' | 'running' | 'done'> {
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.erasure(hash), state: 'running', startedAt: now },
          // A new claim, one lifted because the person came back and booked (a new erasure), or a crashed run's taken over.
          // A finished erasure is never claimed again: a repeated request answers 'done'.
          ConditionExpression: 'attribute_not_exists(pk) OR #state = :lifted OR (#state = :running AND startedAt < :stale)',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':lifted': 'lifted', ':running': 'running', ':stale': staleBefore },
        }),
      );
      return 'claimed';
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      const item = await getItem(keys.erasure(hash));
      return item?.state === 'done' ? 'done' : 'running';
    }
  },
  async erasureOf(hash: string): Promise<ErasureClaim | null> {
    const item = await getItem(keys.erasure(hash));
    return item ? pick<ErasureClaim>(item, ['state', 'startedAt', 'finishedAt', 'erased']) : null;
  },
  async finishErasure(hash: string, now: string, erased: number): Promise<void> {
    await db().send(new UpdateCommand({ TableName: tableName(), Key: keys.erasure(hash), UpdateExpression: 'SET #state = :done, finishedAt = :now, erased = :n', ExpressionAttributeNames: { '#state': 'state' }, ExpressionAttributeValues: { ':done': 'done', ':now': now, ':n': erased } }));
  },

  suppress(hash: string, at: string): TransactItem {
    return put({ ...keys.suppression(hash), at });
  },
  async isSuppressed(hash: string): Promise<boolean> {
    const item = await getItem(keys.suppression(hash));
    return item !== null && item.liftedAt === undefined;
  },
  /** The hashes among these that are suppressed now (a page of an audience at once). */
  async suppressedAmong(hashes: string[]): Promise<Set<string>> {
    const prefix = keys.suppression('').pk;
    const found = await getMany(hashes.map((hash) => keys.suppression(hash)));
    return new Set(found.filter((item) => item.liftedAt === undefined).map((item) => String(item.pk).slice(prefix.length)));
  },
  /**
   * The person booked again: mails to them go out again, and a later erasure is a new one. Updates, not
   * Deletes: the booking routes may write privacy items but delete nothing of them.
   */
  async welcomeBack(hash: string, at: string): Promise<void> {
    await transact([
      { Update: { TableName: tableName(), Key: keys.suppression(hash), UpdateExpression: 'SET liftedAt = :at', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':at': at } } },
      { Update: { TableName: tableName(), Key: keys.erasure(hash), UpdateExpression: 'SET #state = :lifted, liftedAt = :at', ExpressionAttributeNames: { '#state': 'state' }, ExpressionAttributeValues: { ':lifted': 'lifted', ':at': at } } },
    ]);
  },
};
