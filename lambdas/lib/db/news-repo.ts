// The mailing list's items (docs/ARCHITECTURE.md, Mailing list): subscribers and their news state, the
// confirm and manage links (stored as their SHA-256 only, with a TTL), announcements and, per
// announcement, one recipient item per email hash whose conditional Put gives each person one mail.
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Audience, AnnouncementCounts, AnnouncementStatus, AnnouncementView, NewsInterest } from '../../../contract/news';
import { db, tableName } from './client';
import { getItem, getMany, isConditionFailed, newId, pick, transact, type Item, type TransactItem } from './items';
import { keys } from './keys';
import { queryPage } from './pages';
import { TABLE } from './table-definition';

/** pending: asked, not confirmed yet (no item is written before the click); the last three stop every announcement. */
export type NewsState = 'subscribed' | 'unsubscribed' | 'bounced' | 'complained';
export type Subscriber = { emailHash: string; status: NewsState; email?: string; name?: string; interests: NewsInterest[]; confirmedAt?: string };
export type NewsLink =
  | { purpose: 'confirm'; emailHash: string; email: string; name?: string; interests: NewsInterest[]; expiresAt: number; usedAt?: string }
  | { purpose: 'manage'; emailHash: string; announcementId?: string; expiresAt: number; unsubscribedAt?: string };

export type Announcement = AnnouncementView & { createdBy: string; startedAt?: string; cursor?: string; pages?: number };

const put = (item: Item, condition?: string): TransactItem => ({ Put: { TableName: tableName(), Item: item, ...(condition ? { ConditionExpression: condition } : {}) } });
const COUNT_FIELDS = ['sent', 'bounced', 'complained', 'unsubscribed'] as const;
/** The mailer's, the bounce handler's and the unsubscribe's counts of an announcement item (0 when never ADDed). */
const countsIn = (item: Item) => ({ sent: Number(item.sent ?? 0), bounced: Number(item.bounced ?? 0), complained: Number(item.complained ?? 0), unsubscribed: Number(item.unsubscribed ?? 0) });

export const newsRepo = {
  async subscriber(hash: string): Promise<Subscriber | null> {
    const item = await getItem(keys.newsSubscriber(hash));
    if (!item) return null;
    const found = pick<Subscriber>(item, ['emailHash', 'status', 'email', 'name', 'interests', 'confirmedAt']);
    return { ...found, interests: found.interests ?? [] };
  },

  /** The Put of a link: only its hash is the key; expiresAt (epoch seconds) is the table's TTL. */
  linkPut(tokenHash: string, link: NewsLink): TransactItem {
    return put({ ...keys.newsToken(tokenHash), ...link }, 'attribute_not_exists(pk)');
  },
  async link(tokenHash: string, now: Date): Promise<NewsLink | null> {
    const item = await getItem(keys.newsToken(tokenHash));
    // The local store runs no TTL: an expired link is checked here too.
    if (!item || Number(item.expiresAt) * 1000 <= now.getTime()) return null;
    return pick<NewsLink>(item, ['purpose', 'emailHash', 'email', 'name', 'interests', 'announcementId', 'expiresAt', 'usedAt', 'unsubscribedAt']);
  },

  /**
   * The click: the subscriber item (on the subscribers' list), the consent answer, the manage link, and
   * the confirm link marked used, in one transaction. A second click changes nothing.
   */
  async confirm(input: { tokenHash: string; link: Extract<NewsLink, { purpose: 'confirm' }>; at: string; consent: TransactItem; manage: TransactItem }): Promise<'confirmed' | 'already'> {
    const { tokenHash, link, at } = input;
    const subscriber = {
      ...keys.newsSubscriber(link.emailHash),
      ...keys.newsSubscriberGsi(link.emailHash),
      emailHash: link.emailHash,
      status: 'subscribed' satisfies NewsState,
      email: link.email,
      ...(link.name ? { name: link.name } : {}),
      interests: link.interests,
      confirmedAt: at,
    };
    const used: TransactItem = {
      Update: { TableName: tableName(), Key: keys.newsToken(tokenHash), UpdateExpression: 'SET usedAt = :at REMOVE email, #name', ConditionExpression: 'attribute_not_exists(usedAt)', ExpressionAttributeNames: { '#name': 'name' }, ExpressionAttributeValues: { ':at': at } },
    };
    const failed = await transact([used, put(subscriber), input.consent, input.manage]);
    return failed ? 'already' : 'confirmed';
  },

  /**
   * One-click unsubscribe: the link marked (once), the news state (email and name removed, off the list)
   * and the consent's withdrawal; the announcement it came with counts one unsubscribe.
   */
  async unsubscribe(input: { tokenHash: string; link: Extract<NewsLink, { purpose: 'manage' }>; at: string; consent: TransactItem }): Promise<'unsubscribed' | 'already'> {
    const { tokenHash, link, at } = input;
    const items: TransactItem[] = [
      { Update: { TableName: tableName(), Key: keys.newsToken(tokenHash), UpdateExpression: 'SET unsubscribedAt = :at', ConditionExpression: 'attribute_not_exists(unsubscribedAt)', ExpressionAttributeValues: { ':at': at } } },
      {
        Update: {
          TableName: tableName(),
          Key: keys.newsSubscriber(link.emailHash),
          UpdateExpression: 'SET #status = :unsubscribed, emailHash = :hash, unsubscribedAt = :at REMOVE email, #name, gsi1pk, gsi1sk',
          ExpressionAttributeNames: { '#status': 'status', '#name': 'name' },
          ExpressionAttributeValues: { ':unsubscribed': 'unsubscribed', ':hash': link.emailHash, ':at': at },
        },
      },
      input.consent,
    ];
    if (link.announcementId) items.push({ Update: { TableName: tableName(), Key: keys.announcement(link.announcementId), UpdateExpression: 'ADD unsubscribed :one', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':one': 1 } } });
    const failed = await transact(items);
    return failed ? 'already' : 'unsubscribed';
  },

  async setInterests(hash: string, interests: NewsInterest[]): Promise<boolean> {
    try {
      await db().send(new UpdateCommand({ TableName: tableName(), Key: keys.newsSubscriber(hash), UpdateExpression: 'SET interests = :i', ConditionExpression: '#status = :subscribed', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':i': interests, ':subscribed': 'subscribed' } }));
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  },

  /** A bounce or complaint from SES: the address gets no more announcements. */
  async stop(hash: string, state: 'bounced' | 'complained', at: string): Promise<void> {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.newsSubscriber(hash),
        UpdateExpression: 'SET #status = :state, emailHash = :hash, stoppedAt = :at REMOVE email, #name, gsi1pk, gsi1sk',
        ExpressionAttributeNames: { '#status': 'status', '#name': 'name' },
        ExpressionAttributeValues: { ':state': state, ':hash': hash, ':at': at },
      }),
    );
  },
  /** Erasure: the subscription goes. */
  async forget(hash: string): Promise<boolean> {
    const found = await getItem(keys.newsSubscriber(hash));
    if (!found) return false;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.newsSubscriber(hash),
        UpdateExpression: 'SET #status = :state REMOVE email, #name, interests, gsi1pk, gsi1sk',
        ExpressionAttributeNames: { '#status': 'status', '#name': 'name' },
        ExpressionAttributeValues: { ':state': 'unsubscribed' },
      }),
    );
    return true;
  },

  /** One page of the subscribers' list; `cursor` is the last email hash read. */
  async subscribersPage(cursor: string | undefined, limit: number): Promise<{ items: Subscriber[]; next: string | null }> {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: TABLE.gsi1.name,
        KeyConditionExpression: cursor ? '#pk = :pk AND #sk > :cursor' : '#pk = :pk',
        ExpressionAttributeNames: { '#pk': TABLE.gsi1.partitionKey, ...(cursor ? { '#sk': TABLE.gsi1.sortKey } : {}) },
        ExpressionAttributeValues: { ':pk': keys.newsSubscribersPartition, ...(cursor ? { ':cursor': cursor } : {}) },
        Limit: limit,
      }),
    );
    const items = (page.Items ?? []).map((item) => ({ ...pick<Subscriber>(item, ['emailHash', 'status', 'email', 'name', 'interests', 'confirmedAt']), interests: (item.interests as NewsInterest[]) ?? [] }));
    return { items, next: page.LastEvaluatedKey ? String(page.LastEvaluatedKey[TABLE.gsi1.sortKey]) : null };
  },

  /** One page of every registration (gsi1 REGISTRATIONS) for the past attendees' audience; the cursor is opaque. */
  async registrationsPage(cursor: string | undefined, limit: number): Promise<{ items: Item[]; next: string | null }> {
    const start = cursor ? (JSON.parse(Buffer.from(cursor, 'base64url').toString()) as Record<string, unknown>) : undefined;
    const page = await db().send(
      new QueryCommand({ TableName: tableName(), IndexName: TABLE.gsi1.name, KeyConditionExpression: '#pk = :pk', ExpressionAttributeNames: { '#pk': TABLE.gsi1.partitionKey }, ExpressionAttributeValues: { ':pk': keys.registrationsPartition }, Limit: limit, ExclusiveStartKey: start }),
    );
    return { items: page.Items ?? [], next: page.LastEvaluatedKey ? Buffer.from(JSON.stringify(page.LastEvaluatedKey)).toString('base64url') : null };
  },

  async createAnnouncement(input: { subject: string; body: string; audience: Audience; eventId?: string; programmeId?: string; sendAt?: string; createdBy: string; at: string }): Promise<string> {
    const id = newId();
    const item = { ...keys.announcement(id), ...keys.announcementGsi(input.at, id), id, subject: input.subject, body: input.body, audience: input.audience, ...(input.eventId ? { eventId: input.eventId } : {}), ...(input.programmeId ? { programmeId: input.programmeId } : {}), ...(input.sendAt ? { sendAt: input.sendAt } : {}), status: 'draft' satisfies AnnouncementStatus, createdAt: input.at, createdBy: input.createdBy, sent: 0, bounced: 0, complained: 0, unsubscribed: 0 };
    await db().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
    return id;
  },
  async announcement(id: string): Promise<Announcement | null> {
    const item = await getItem(keys.announcement(id));
    if (!item) return null;
    const found = pick<Announcement>(item, ['id', 'subject', 'body', 'audience', 'eventId', 'programmeId', 'status', 'createdAt', 'sendAt', 'createdBy', 'startedAt', 'cursor', 'pages', ...COUNT_FIELDS]);
    return { ...found, recipients: 0, ...countsIn(item) };
  },
  /** The announcements, newest first (gsi1 NEWS#ANNS by creation), 50 a page; a cursor this code did not make throws BadCursorError. */
  async announcements(cursor?: string): Promise<{ items: Announcement[]; nextCursor: string | null }> {
    const page = await queryPage(keys.announcementsPartition, { cursor });
    const items = page.items.map((item) => ({
      ...pick<Announcement>(item, ['id', 'subject', 'body', 'audience', 'eventId', 'programmeId', 'status', 'createdAt', 'sendAt', 'createdBy', 'startedAt']),
      recipients: 0,
      ...countsIn(item),
    }));
    return { items, nextCursor: page.nextCursor };
  },
  /** How many recipients it has so far: the recipient items, counted (Select COUNT, paged). */
  async recipientCount(id: string): Promise<number> {
    let count = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :to)',
          ExpressionAttributeValues: { ':pk': keys.announcement(id).pk, ':to': 'TO#' },
          Select: 'COUNT',
          ExclusiveStartKey: start,
        }),
      );
      count += page.Count ?? 0;
      start = page.LastEvaluatedKey;
    } while (start);
    return count;
  },
  /** draft -> sending (once); a second send of a sending one resumes it. */
  async startSending(id: string, at: string): Promise<'started' | 'resumed' | 'not-draft' | 'missing'> {
    try {
      await db().send(new UpdateCommand({ TableName: tableName(), Key: keys.announcement(id), UpdateExpression: 'SET #status = :sending, startedAt = :at', ConditionExpression: '#status = :draft', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':sending': 'sending', ':draft': 'draft', ':at': at } }));
      return 'started';
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      const found = await getItem(keys.announcement(id));
      if (!found) return 'missing';
      return found.status === 'sending' ? 'resumed' : 'not-draft';
    }
  },
  /** After a page of the fan-out: where the next one starts. Never moves backwards (a slower parallel run). */
  async saveProgress(id: string, cursor: string, pages: number): Promise<void> {
    try {
      await db().send(new UpdateCommand({ TableName: tableName(), Key: keys.announcement(id), UpdateExpression: 'SET #cursor = :cursor, pages = :pages', ConditionExpression: '#status = :sending AND (attribute_not_exists(pages) OR pages < :pages)', ExpressionAttributeNames: { '#status': 'status', '#cursor': 'cursor' }, ExpressionAttributeValues: { ':cursor': cursor, ':pages': pages, ':sending': 'sending' } }));
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  },
  async finish(id: string, at: string): Promise<void> {
    try {
      await db().send(new UpdateCommand({ TableName: tableName(), Key: keys.announcement(id), UpdateExpression: 'SET #status = :sent, queuedAt = :at REMOVE #cursor', ConditionExpression: '#status = :sending', ExpressionAttributeNames: { '#status': 'status', '#cursor': 'cursor' }, ExpressionAttributeValues: { ':sent': 'sent', ':sending': 'sending', ':at': at } }));
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  },
  /** Before it starts: a draft, one being fanned out, or one whose mails wait for a later sendAt. */
  async cancel(id: string, now: string): Promise<boolean> {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.announcement(id),
          UpdateExpression: 'SET #status = :cancelled, cancelledAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND (#status = :draft OR #status = :sending OR (#status = :sent AND sendAt > :now))',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':cancelled': 'cancelled', ':draft': 'draft', ':sending': 'sending', ':sent': 'sent', ':now': now },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  },
  /**
   * One recipient's mail, in three Puts (no transaction: a fan-out of thousands stays cheap): their own
   * manage link (a fresh random token; an orphan from a lost race only waits for its TTL), the recipient
   * item (the same on every run), then the mail itself, whose conditional Put keyed by (announcement,
   * email hash) is what gives each person exactly one: false when it was queued already.
   */
  /**
   * One page of recipients queued: each recipient's manage link and recipient mark, then their mail with a
   * conditional Put, the one write that decides (a mail is never queued before its link exists). Single
   * writes, not a transaction: locally every transaction holds the store's lock. Answers how many mails
   * this call queued; the others were queued by another run.
   */
  async queueRecipients(id: string, entries: { hash: string; link: TransactItem; mail: { id: string; put: TransactItem } }[]): Promise<number> {
    const outcomes = await Promise.all(
      entries.map(async (e) => {
        await Promise.all([
          db().send(new PutCommand({ TableName: tableName(), Item: e.link.Put!.Item })),
          db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.announcementRecipient(id, e.hash), mailId: e.mail.id } })),
        ]);
        try {
          await db().send(new PutCommand({ TableName: tableName(), Item: e.mail.put.Put!.Item, ConditionExpression: 'attribute_not_exists(pk)' }));
          return true;
        } catch (error) {
          if (isConditionFailed(error)) return false;
          throw error;
        }
      }),
    );
    return outcomes.filter(Boolean).length;
  },
  /** The email hashes among these whose mail of this announcement is already queued (or sent). */
  async alreadyQueued(mailIds: Map<string, string>): Promise<Set<string>> {
    const hashByMail = new Map([...mailIds].map(([hash, mailId]) => [mailId, hash]));
    const found = await getMany([...mailIds.values()].map((mailId) => keys.mail(mailId)));
    return new Set(found.map((item) => hashByMail.get(String(item.id))!).filter(Boolean));
  },
  /** The news state of many addresses at once (a page of an audience). */
  async statesOf(hashes: string[]): Promise<Map<string, NewsState>> {
    const found = await getMany(hashes.map((hash) => keys.newsSubscriber(hash)));
    return new Map(found.map((item) => [String(item.emailHash), item.status as NewsState]));
  },
  /** The mailer's and the bounce handler's counts. */
  async count(id: string, field: 'sent' | 'bounced' | 'complained'): Promise<void> {
    try {
      await db().send(new UpdateCommand({ TableName: tableName(), Key: keys.announcement(id), UpdateExpression: 'ADD #f :one', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeNames: { '#f': field }, ExpressionAttributeValues: { ':one': 1 } }));
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  },
};

export const countsOf = (a: AnnouncementCounts): AnnouncementCounts => ({ recipients: a.recipients, sent: a.sent, bounced: a.bounced, complained: a.complained, unsubscribed: a.unsubscribed });
