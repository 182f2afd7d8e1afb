// The writes of an erasure (docs/PRODUCT-RULES.md, People's data; what each kind gets is the
// personal-data map, lambdas/lib/privacy/data-map.ts). Each function takes an item as people-repo found
// it and removes the person's identity from it with writes that may be repeated: a second run (ten
// parallel requests, or the next run after a crash) finds the item pseudonymised already and does
// nothing, so the work is resumable. Counters and insights are never touched.
import { emailKey } from './order-parts';
import { planLink } from './school/programmes-repo';
import { isConditionFailed, transact, type Item, type TransactItem } from './items';
import { keyOf, rewrite } from './rewrite';
import { db, tableName } from './client';
import { keys, type Key } from './keys';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';

/** What the erased person becomes: the name and the address that replace theirs. */
export type Stand = { name: string; email: string };

const same = (value: unknown, email: string) => typeof value === 'string' && emailKey(value) === email;

const del = (key: Key): TransactItem => ({ Delete: { TableName: tableName(), Key: key } });

export const erasureRepo = {
  /**
   * An order: the buyer (when it is theirs) and their tickets, or their one ticket as an attendee.
   * The accounting facts stay: status, total, payment, refunds, dates, event. The buyer's email guard
   * (its key is the email) goes in the same transaction.
   */
  async order(item: Item, email: string, stand: Stand): Promise<number> {
    const buyer = same(item.email, email);
    const tickets = ((item.tickets as Item[] | undefined) ?? []).map((t) => {
      const theirs = same(t.email, email) || (buyer && !t.email);
      if (!theirs) return t;
      const { answers: _answers, email: _email, ...rest } = t;
      return { ...rest, name: stand.name, ...(t.email ? { email: stand.email } : {}) };
    });
    const set: Item = { tickets, searchText: stand.name.toLowerCase() };
    const remove: string[] = [];
    if (buyer) {
      Object.assign(set, { name: stand.name, email: stand.email });
      remove.push('phone', 'answers');
    }
    if (!item.tickets) delete set.tickets;
    const ok = await rewrite(keyOf(item), set, remove);
    if (buyer && typeof item.eventId === 'string') await transact([del(keys.emailGuard(item.eventId, email))]);
    return ok ? 1 : 0;
  },
  /**
   * An order whose time is up (the retention job, attendees' data after their event): every identity in
   * it, the buyer's and each attendee's, becomes a stand-in (`standOf` their email); the accounting facts
   * stay as in an erasure. The buyer's email guard goes.
   */
  async wholeOrder(item: Item, standOf: (email: string) => Stand): Promise<number> {
    const buyerEmail = typeof item.email === 'string' ? emailKey(item.email) : '';
    const buyer = standOf(buyerEmail);
    const tickets = (item.tickets as Item[] | undefined)?.map((t) => {
      const { answers: _answers, ...rest } = t;
      return { ...rest, name: buyer.name, ...(typeof t.email === 'string' ? { email: standOf(emailKey(t.email)).email } : {}) };
    });
    const set: Item = { name: buyer.name, email: buyer.email, searchText: buyer.name.toLowerCase(), ...(tickets ? { tickets } : {}) };
    const ok = await rewrite(keyOf(item), set, ['phone', 'answers'], { field: 'name', is: buyer.name });
    if (buyerEmail && typeof item.eventId === 'string') await transact([del(keys.emailGuard(item.eventId, buyerEmail))]);
    return ok ? 1 : 0;
  },
  /** A receipt or credit note: the buyer becomes the stand-in; numbers, lines and amounts stay. */
  async receipt(item: Item, stand: Stand): Promise<number> {
    const data = item.data as Item | undefined;
    if (!data?.buyer) return 0;
    return (await rewrite(keyOf(item), { data: { ...data, buyer: { name: stand.name, email: stand.email } } })) ? 1 : 0;
  },
  async contact(item: Item, stand: Stand): Promise<number> {
    return (await rewrite(keyOf(item), { name: stand.name, email: stand.email, message: '', searchText: stand.name.toLowerCase() }, ['phone'])) ? 1 : 0;
  },
  async trial(item: Item, stand: Stand): Promise<number> {
    return (await rewrite(keyOf(item), { name: stand.name, email: stand.email }, ['phone', 'age', 'guardianName', 'guardianEmail', 'guardianPhone', 'guardianConfirmed', 'note'], { field: 'name', is: stand.name })) ? 1 : 0;
  },
  /** A learner, and the plan link whose key holds their email. */
  async learner(item: Item, email: string, stand: Stand): Promise<number> {
    const ok = await rewrite(keyOf(item), { name: stand.name, email: stand.email }, ['phone', 'age', 'guardianName', 'guardianEmail', 'guardianPhone', 'guardianConfirmed']);
    if (typeof item.planCode === 'string') await transact([del(keys.programmeLink(planLink(item.planCode, email)))]);
    return ok ? 1 : 0;
  },
  /** A waitlist entry, and its guard (the key holds the email). */
  async waitlistEntry(item: Item, email: string, stand: Stand): Promise<number> {
    const ok = await rewrite(keyOf(item), { name: stand.name, email: stand.email }, ['phone'], { field: 'name', is: stand.name });
    if (typeof item.eventId === 'string') await transact([del(keys.waitlistEmail(item.eventId, email))]);
    return ok ? 1 : 0;
  },
  /**
   * A mail: its addresses become the stand-in, its body (data) and error go. A mail still queued is
   * failed for good first (guarded on queued: a mailer that claimed it meanwhile finds the address
   * suppressed), and leaves the due list for the mail log.
   */
  async mail(item: Item, email: string, stand: Stand, now: string): Promise<number> {
    const swap = (list: unknown): unknown => (Array.isArray(list) ? (list as unknown[]).map((a) => (same(a, email) ? stand.email : a)) : list);
    if (item.status === 'queued') {
      try {
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: keyOf(item),
            UpdateExpression: 'SET #status = :failed, lastError = :why, gsi1pk = :pk, gsi1sk = :sk',
            ConditionExpression: '#status = :queued',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':failed': 'failed', ':queued': 'queued', ':why': `Not sent: the recipient was erased at ${now}`, ...prefixed(keys.mailLog(String(item.createdAt), String(item.id))) },
          }),
        );
      } catch (error) {
        if (!isConditionFailed(error)) throw error;
      }
    }
    const set: Item = { to: swap(item.to) };
    if (item.replyTo) set.replyTo = swap(item.replyTo);
    return (await rewrite(keyOf(item), set, ['data', ...(item.status === 'queued' ? [] : ['lastError'])])) ? 1 : 0;
  },
  /** An audit entry whose summary names the person: their email and names in it become the stand-in's. */
  async audit(item: Item, email: string, stand: Stand, names: string[] = []): Promise<number> {
    const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
    let summary = (typeof item.summary === 'string' ? item.summary : '').replace(literally(email), stand.email);
    for (const name of names) summary = summary.replace(literally(name), stand.name);
    return (await rewrite(keyOf(item), { summary })) ? 1 : 0;
  },
};

const prefixed = (gsi: { gsi1pk: string; gsi1sk: string }) => ({ ':pk': gsi.gsi1pk, ':sk': gsi.gsi1sk });
