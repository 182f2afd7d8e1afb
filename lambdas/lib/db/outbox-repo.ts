// The mail outbox. Every mail the product sends is first an item in the
// table, written in the same transaction as what it is about (a registration,
// a cancellation, a contact message), so a mail is never lost and never sent
// for something that was not stored. A mailer sends from here.
//
// A mail waits on gsi1 partition MAIL#DUE, sorted by when it is next due,
// while it is queued or being sent, and leaves it once it is sent or failed
// for good. Sending is at most once: a mailer claims a mail (queued ->
// sending, with a lease) before it sends and marks the outcome after; a mail
// whose lease ran out without an outcome (the mailer died between claim and
// answer) may or may not have gone out, so it is marked 'unknown' for the admin
// to resend, never resent by itself.
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { getItem, isConditionFailed, newId, nowIso, pick, transact, type Item, type TransactItem } from './items';
import { keys, type Key } from './keys';
import { TABLE } from './table-definition';

export const MAIL_KINDS = [
  'confirmation',
  'cancellation',
  'reminder',
  'contact-notification',
  'registration-notification',
  'digest',
  'broadcast',
  'trial-confirmation',
  'trial-reminder',
  'trial-cancellation',
  'trial-notification',
  'enrolment-confirmation',
  'waitlist-offer',
  'refund-confirmation',
  'enrolment-overdue',
  'enrolment-invitation',
  'privacy-access',
  'privacy-erased',
  'news-confirmation',
  'announcement',
  'announcement-test',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'bounced' | 'unknown';

/** What a mail is about: the mailer reads these items to write the message when it sends. */
/** ticketId: an attendee's own ticket mail (one ticket of a group order); without it a confirmation is the buyer's, listing every ticket. */
export type MailRefs = { registrationId?: string; contactId?: string; eventId?: string; ticketId?: string; trialId?: string; programmeId?: string; learnerId?: string; announcementId?: string };

export type OutboxMail = {
  id: string;
  kind: MailKind;
  to: string[];
  replyTo?: string[];
  refs: MailRefs;
  /** Extra content the refs do not hold (a broadcast's subject and text). */
  data?: Record<string, string>;
  status: MailStatus;
  /** Send attempts made so far. */
  attempts: number;
  createdAt: string;
  /** When it is next due (queued) or when its lease ends (sending). */
  dueAt: string;
  sentAt?: string;
  lastError?: string;
  /** The id SES gave the sent message: bounce and complaint events name it. */
  providerMessageId?: string;
  /** When the retention job removed what the body was made from (`data`): such a mail cannot be sent again. */
  bodyRemovedAt?: string;
  /** When the retention job replaced its addresses by the stand-ins: such a mail cannot be sent again either. */
  recipientsPseudonymisedAt?: string;
};

export type NewMail = Pick<OutboxMail, 'kind' | 'to' | 'refs'> & Partial<Pick<OutboxMail, 'id' | 'replyTo' | 'data' | 'dueAt'>>;

/** After this many failed attempts a mail is failed for good. */
export const MAX_ATTEMPTS = 5;

const FIELDS = ['id', 'kind', 'to', 'replyTo', 'refs', 'data', 'status', 'attempts', 'createdAt', 'dueAt', 'sentAt', 'lastError', 'providerMessageId', 'bodyRemovedAt', 'recipientsPseudonymisedAt'];
const toMail = (item: Item) => pick<OutboxMail>(item, FIELDS);

/** Where the status of a mail is also shown: the registration or contact message it is about. */
function statusHolder(mail: Pick<OutboxMail, 'kind' | 'refs'>): Key | null {
  if (mail.kind === 'confirmation' && mail.refs.registrationId && !mail.refs.ticketId) return keys.registration(mail.refs.registrationId);
  if (mail.kind === 'contact-notification' && mail.refs.contactId) return keys.contact(mail.refs.contactId);
  return null;
}

export const outboxRepo = {
  /**
   * The Put that queues a mail, for the caller's own transaction. A mail that
   * a registration or contact message shows the status of should be queued in
   * the transaction that writes that item with `{ mail: { id, status: 'queued' } }`.
   */
  queue(input: NewMail): { id: string; put: TransactItem } {
    const id = input.id ?? newId();
    const createdAt = nowIso();
    const dueAt = input.dueAt ?? createdAt;
    const item = {
      ...keys.mail(id),
      ...keys.mailDue(dueAt, id),
      id,
      kind: input.kind,
      to: input.to,
      replyTo: input.replyTo,
      refs: input.refs,
      data: input.data,
      status: 'queued' satisfies MailStatus,
      attempts: 0,
      createdAt,
      dueAt,
    };
    return { id, put: { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } } };
  },

  async get(id: string): Promise<OutboxMail | null> {
    const item = await getItem(keys.mail(id));
    return item ? toMail(item) : null;
  },

  /** Mails due at `now`: queued ones whose time has come and sending ones whose lease ran out. */
  async due(now: string, limit = 25): Promise<OutboxMail[]> {
    const { Items } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: TABLE.gsi1.name,
        KeyConditionExpression: '#pk = :due AND #sk <= :now',
        ExpressionAttributeNames: { '#pk': TABLE.gsi1.partitionKey, '#sk': TABLE.gsi1.sortKey },
        ExpressionAttributeValues: { ':due': keys.mailDuePartition, ':now': `${now}#\uffff` },
        Limit: limit,
      }),
    );
    return (Items ?? []).map(toMail);
  },

  /** queued -> sending, for `leaseMs`. False when another mailer got there first or it is not queued any more. */
  async claim(mail: OutboxMail, now: Date, leaseMs: number): Promise<boolean> {
    const leaseEnds = new Date(now.getTime() + leaseMs).toISOString();
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.mail(mail.id),
          UpdateExpression: 'SET #status = :sending, attempts = :attempts, dueAt = :lease, #sk = :sk',
          ConditionExpression: '#status = :queued AND attempts = :before',
          ExpressionAttributeNames: { '#status': 'status', '#sk': TABLE.gsi1.sortKey },
          ExpressionAttributeValues: {
            ':sending': 'sending',
            ':queued': 'queued',
            ':before': mail.attempts,
            ':attempts': mail.attempts + 1,
            ':lease': leaseEnds,
            ':sk': keys.mailDue(leaseEnds, mail.id).gsi1sk,
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  },

  /** The send went through: the mail leaves the due list. */
  async markSent(mail: OutboxMail, providerMessageId: string | undefined, now: Date): Promise<void> {
    await settle(mail, 'sent', { sentAt: now.toISOString(), providerMessageId });
  },

  /**
   * The send failed: try again after a backoff, or fail for good after
   * MAX_ATTEMPTS (`mail.attempts` counts the attempt that just failed).
   */
  async markFailed(mail: OutboxMail, error: string, now: Date, backoffMs: (attempt: number) => number): Promise<MailStatus> {
    const lastError = error.slice(0, 500);
    if (mail.attempts >= MAX_ATTEMPTS) {
      await settle(mail, 'failed', { lastError });
      return 'failed';
    }
    const dueAt = new Date(now.getTime() + backoffMs(mail.attempts)).toISOString();
    await setStatus(mail, 'queued', { lastError, dueAt, ...keys.mailDue(dueAt, mail.id) }, 'sending');
    return 'queued';
  },

  /** Failed for good at once: SES refused the address, or what the mail is about no longer exists. */
  async markRejected(mail: OutboxMail, error: string): Promise<void> {
    await settle(mail, 'failed', { lastError: error.slice(0, 500) });
  },

  /** A lease ran out with no outcome: perhaps sent, perhaps not; the admin decides. */
  async markUnknown(mail: OutboxMail, reason = 'The mailer stopped while sending; the mail may not have gone out.'): Promise<void> {
    await settle(mail, 'unknown', { lastError: reason.slice(0, 500) });
  },

  /** After the last mail to an erased person: its recipient becomes the erasure's stand-in, its data goes. */
  async forgetRecipient(id: string, standIn: string): Promise<void> {
    await db().send(new UpdateCommand({ TableName: tableName(), Key: keys.mail(id), UpdateExpression: 'SET #to = :to REMOVE #data', ExpressionAttributeNames: { '#to': 'to', '#data': 'data' }, ExpressionAttributeValues: { ':to': [standIn] } }));
  },

  /** A bounce or complaint reported by SES for a sent message. */
  async markBounced(mail: OutboxMail, reason: string): Promise<void> {
    await setStatus(mail, 'bounced', { lastError: reason.slice(0, 500) }, 'sent');
  },

  /** Queue a mail again (the admin's resend): the same message as a new mail with a fresh count. */
  async resend(id: string): Promise<string | null> {
    const mail = await outboxRepo.get(id);
    if (!mail) return null;
    const again = outboxRepo.queue({ kind: mail.kind, to: mail.to, replyTo: mail.replyTo, refs: mail.refs, data: mail.data });
    const holder = statusHolder(mail);
    const items: TransactItem[] = [again.put];
    if (holder) items.push(holderUpdate(holder, again.id, 'queued'));
    const failed = await transact(items);
    // The registration or message was deleted meanwhile: the resend goes out on its own.
    if (failed) await transact([again.put]);
    return again.id;
  },
};

const holderUpdate = (holder: Key, mailId: string, status: MailStatus): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: holder,
    UpdateExpression: 'SET mail = :mail',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':mail': { id: mailId, status } },
  },
});

/**
 * Final states: off the due list, onto the mail log (gsi1 MAILS), so the
 * person's view and erasure still find the mail by a Query (keys.mailLog).
 */
async function settle(mail: OutboxMail, status: MailStatus, fields: Item): Promise<void> {
  await setStatus(mail, status, { ...fields, ...keys.mailLog(mail.createdAt, mail.id) }, 'sending');
}

/**
 * Change a mail's status from `from` (and mirror it on the item the mail is
 * about, when that still exists), in one transaction.
 */
async function setStatus(mail: OutboxMail, status: MailStatus, fields: Item, from: MailStatus, remove: string[] = []): Promise<void> {
  const names: Record<string, string> = { '#status': 'status' };
  remove.forEach((field, i) => (names[`#r${i}`] = field));
  const values: Record<string, unknown> = { ':status': status, ':from': from };
  const set = ['#status = :status'];
  Object.entries(fields).forEach(([field, value], i) => {
    if (value === undefined) return;
    names[`#f${i}`] = field;
    values[`:f${i}`] = value;
    set.push(`#f${i} = :f${i}`);
  });
  const update: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: keys.mail(mail.id),
      UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.map((_, i) => `#r${i}`).join(', ')}` : ''}`,
      ConditionExpression: '#status = :from',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
  const holder = statusHolder(mail);
  const mirror: TransactItem | null = holder
    ? {
        Update: {
          TableName: tableName(),
          Key: holder,
          UpdateExpression: 'SET mail.#status = :status',
          // Only while it still shows this mail: a resend replaces it.
          ConditionExpression: 'attribute_exists(pk) AND mail.id = :mailId',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status, ':mailId': mail.id },
        },
      }
    : null;
  const failed = await transact(mirror ? [update, mirror] : [update]);
  if (!failed) return;
  if (failed.includes(0)) throw new MailStateError(mail.id, from);
  // The item the mail is about is gone or shows another mail: the mail's own status still changes.
  if (await transact([update])) throw new MailStateError(mail.id, from);
}

/** The mail was not in the state the caller expected (another mailer, or an admin, changed it). */
export class MailStateError extends Error {
  constructor(id: string, expected: MailStatus) {
    super(`mail ${id} is no longer ${expected}`);
    this.name = 'MailStateError';
  }
}
