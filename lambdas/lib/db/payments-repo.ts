// Payments on registrations (docs/ARCHITECTURE.md, Payments). Everything
// that must happen once is one conditional write or one transaction:
//   - a hold (HOLD#<registration id>, on HOLDS#DUE by its end) is written in
//     the registration's own transaction; the seat it holds is the event's
//     seatsTaken like any other;
//   - paying, expiring and flagging all start from the state they read and
//     are guarded on it, so a payment and an expiry racing for the same
//     registration end with exactly one winner, and a replayed charge finds
//     nothing left to do;
//   - a verified webhook is first stored as PAYIN#<reference> (one per
//     reference) and applied afterwards by the payments worker.
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredTicket } from '../../../contract/box-office';
import { nairaToKobo } from '../../../contract/naira';
import type { Payment, PaymentStatus } from '../../../contract/schemas';
import { db, tableName } from './client';
import { getItem, isConditionFailed, nowIso, transact, type Item, type TransactItem } from './items';
import { keys } from './keys';
import { outboxRepo } from './outbox-repo';
import { emailKey, liveTickets, seatsChange, ticketMails } from './order-parts';
import { promoCodesRepo } from './promo-codes-repo';
import { statsWrites } from './stats-repo';
import { TABLE } from './table-definition';

/** What Paystack told us about a transaction (from verify or a signed webhook). */
export type Charge = {
  reference: string;
  status: string;
  /** In kobo. */
  amount: number;
  currency: string;
  paidAt?: string | null;
};

export type ChargeOutcome =
  | 'paid'
  | 'late-paid'
  | 'already-applied'
  | 'unknown-reference'
  | 'refund-due'
  | 'failed'
  | 'not-paid';

export type Hold = { registrationId: string; eventId: string; expiresAt: string };

const CURRENCY = 'NGN';
/** Payment states a charge has already been applied to. */
const SETTLED: readonly PaymentStatus[] = ['paid', 'refund_due', 'refund_pending', 'refunded', 'refund_failed'];

/** Query one gsi1 "due" partition up to `now`. */
async function due(partition: string, now: string, limit: number): Promise<Item[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: TABLE.gsi1.name,
      KeyConditionExpression: '#pk = :due AND #sk <= :now',
      ExpressionAttributeNames: { '#pk': TABLE.gsi1.partitionKey, '#sk': TABLE.gsi1.sortKey },
      ExpressionAttributeValues: { ':due': partition, ':now': `${now}#\uffff` },
      Limit: limit,
    }),
  );
  return Items ?? [];
}

const liveStored = (item: Item) => (item.tickets as StoredTicket[]).filter((t) => !t.cancelledAt);

const paymentOf = (item: Item): Payment | null => (item.payment && typeof item.payment === 'object' ? (item.payment as Payment) : null);

/** The registration update guarded on the status and payment status it was read with. */
function guardedUpdate(item: Item, set: string, values: Record<string, unknown>, extraNames: Record<string, string> = {}): TransactItem {
  const payment = paymentOf(item)!;
  return {
    Update: {
      TableName: tableName(),
      Key: keys.registration(String(item.id)),
      UpdateExpression: set,
      ConditionExpression: 'attribute_exists(pk) AND #status = :wasStatus AND payment.#ps = :wasPayment',
      ExpressionAttributeNames: { '#status': 'status', '#ps': 'status', ...extraNames },
      ExpressionAttributeValues: { ':wasStatus': item.status ?? 'registered', ':wasPayment': payment.status, ...values },
    },
  };
}

export const paymentsRepo = {
  /** Holds whose time is up at `now` (ISO). */
  async dueHolds(now: string, limit = 25): Promise<Hold[]> {
    return (await due(keys.holdsDuePartition, now, limit)).map((item) => ({
      registrationId: String(item.registrationId),
      eventId: String(item.eventId),
      expiresAt: String(item.expiresAt),
    }));
  },

  /**
   * The hold ended unpaid: the registration becomes cancelled with payment
   * expired, its seat and email guard are given back, the hold goes. Guarded
   * on the state read, so a payment landing at the same moment wins or loses
   * as a whole. A registration that was paid, cancelled or deleted meanwhile
   * only loses its stale hold.
   */
  async expireHold(hold: Hold): Promise<'expired' | 'stale'> {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const item = await getItem(keys.registration(hold.registrationId));
      const payment = item && paymentOf(item);
      if (!item || item.status !== 'pending_payment' || !payment) {
        await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.hold(hold.registrationId) }));
        return 'stale';
      }
      // A flagged refund stays flagged; anything else unpaid is now expired.
      const next: PaymentStatus = payment.status === 'refund_due' ? 'refund_due' : 'expired';
      const TableName = tableName();
      const eventItem = await getItem(keys.event(String(item.eventId)));
      // Every seat of the order and its type counters come back; so does its code's use (when the code still exists).
      const seats = seatsChange(eventItem, liveTickets(item), -1);
      const code = typeof item.promoCode === 'string' && (await getItem(keys.promoCode(item.promoCode))) ? promoCodesRepo.releaseItem(item.promoCode, Number(item.total ?? 0)) : null;
      const failed = await transact([
        guardedUpdate(item, 'SET #status = :cancelled, cancelledAt = :now, payment.#ps = :next', {
          ':cancelled': 'cancelled',
          ':now': nowIso(),
          ':next': next,
        }),
        {
          Delete: {
            TableName,
            Key: keys.emailGuard(String(item.eventId), emailKey(String(item.email))),
            ConditionExpression: 'attribute_not_exists(pk) OR registrationId = :id',
            ExpressionAttributeValues: { ':id': hold.registrationId },
          },
        },
        { Delete: { TableName, Key: keys.hold(hold.registrationId) } },
        ...(seats ? [seats] : []),
        ...(code ? [code] : []),
        ...statsWrites.cancelled(item),
      ]);
      if (!failed) return 'expired';
      // Paid or changed between the read and the write: read again.
    }
    return 'stale';
  },

  /**
   * Apply what Paystack says about a reference. Idempotent: every write is
   * guarded on the state it was decided from, and a registration already paid
   * or flagged is left as it is.
   */
  async applyCharge(charge: Charge, log: (line: string) => void = () => undefined): Promise<ChargeOutcome> {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const item = await getItem(keys.registration(charge.reference));
      const payment = item && paymentOf(item);
      if (!item || !payment || !payment.reference) {
        log(`payments: charge for unknown reference ${JSON.stringify(charge.reference)} ignored`);
        return 'unknown-reference';
      }
      // Paid, flagged, or on its way back (refunds-repo.ts): the charge was applied before.
      if (SETTLED.includes(payment.status)) return 'already-applied';
      if (charge.status !== 'success') {
        if (charge.status !== 'failed' || payment.status !== 'pending') return 'not-paid';
        // Declined: say so; the hold still runs, so the visitor may try again until it ends.
        if (await updateOnly(guardedUpdate(item, 'SET payment.#ps = :failed', { ':failed': 'failed' }))) return 'failed';
        continue;
      }
      if (charge.amount !== nairaToKobo(payment.amount) || charge.currency.toUpperCase() !== CURRENCY) {
        log(`payments: ${charge.reference} paid ${charge.amount} ${charge.currency}, expected ${nairaToKobo(payment.amount)} ${CURRENCY}: flagged`);
        if (await flagRefund(item, 'Amount or currency differs from the price')) return 'refund-due';
        continue;
      }
      const paidAt = charge.paidAt ?? nowIso();
      const attendeeMails = Array.isArray(item.tickets) ? ticketMails(String(item.id), String(item.eventId), String(item.email), liveStored(item)) : [];
      const mail = outboxRepo.queue({ kind: 'confirmation', to: [String(item.email)], refs: { registrationId: String(item.id), eventId: String(item.eventId) } });
      const paidSet = 'SET #status = :registered, payment.#ps = :paid, payment.#method = :paystack, payment.paidAt = :paidAt, mail = :mail';
      const paidValues = {
        ':registered': 'registered',
        ':paid': 'paid',
        ':paystack': 'paystack',
        ':paidAt': paidAt,
        ':mail': { id: mail.id, status: 'queued' },
      };
      const TableName = tableName();
      if (item.status === 'pending_payment') {
        // The seat is still held: it becomes the paid seat.
        const failed = await transact([
          guardedUpdate(item, paidSet, paidValues, { '#method': 'method' }),
          { Delete: { TableName, Key: keys.hold(String(item.id)) } },
          mail.put,
          ...statsWrites.paid(item, paidAt, 'registered'),
          // An attendee with an email of their own gets their ticket now that it is paid.
          ...attendeeMails.map((m) => m.put),
        ]);
        if (!failed) return 'paid';
        continue;
      }
      if (item.status === 'cancelled' && payment.status === 'expired') {
        // Paid after the hold ended: take free seats again if there are enough.
        const eventId = String(item.eventId);
        const seatsAgain = seatsChange(await getItem(keys.event(eventId)), liveTickets(item), 1, true);
        if (!seatsAgain && (await flagRefund(item, 'Paid after the hold ended and the event no longer exists'))) return 'refund-due';
        const failed = await transact([
          guardedUpdate(item, `${paidSet} REMOVE cancelledAt`, paidValues, { '#method': 'method' }),
          {
            Put: {
              TableName,
              Item: { ...keys.emailGuard(eventId, emailKey(String(item.email))), registrationId: item.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          // Every seat of the order again, within the capacity (type quotas are not re-checked: the money is in).
          ...(seatsAgain ? [seatsAgain] : []),
          mail.put,
          ...statsWrites.paid(item, paidAt, 'registered'),
          ...attendeeMails.map((m) => m.put),
        ]);
        if (!failed) return 'late-paid';
        if (failed.includes(0)) continue;
        // No seat left, or the email registered again meanwhile: the money goes back.
        if (await flagRefund(item, 'Paid after the hold ended and no seat was free')) return 'refund-due';
        continue;
      }
      // Cancelled by the attendee while unpaid, then paid: nothing to give a seat to.
      if (await flagRefund(item, 'Paid after the registration was cancelled')) return 'refund-due';
    }
    throw new Error(`could not apply the charge for ${charge.reference}: the registration keeps changing`);
  },

  /** The admin records cash or a transfer for a pay-at-the-venue registration (and its money in the insights, same transaction). */
  async markVenuePaid(id: string, method: 'cash' | 'transfer', admin: string): Promise<'ok' | 'not-found' | 'not-venue'> {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const item = await getItem(keys.registration(id));
      if (!item) return 'not-found';
      if (paymentOf(item)?.status !== 'venue') return 'not-venue';
      const now = nowIso();
      const failed = await transact([
        {
          Update: {
            TableName: tableName(),
            Key: keys.registration(id),
            UpdateExpression: 'SET payment.#ps = :paid, payment.#method = :method, payment.paidAt = :now, payment.markedBy = :admin',
            ConditionExpression: 'attribute_exists(pk) AND payment.#ps = :venue',
            ExpressionAttributeNames: { '#ps': 'status', '#method': 'method' },
            ExpressionAttributeValues: { ':paid': 'paid', ':method': method, ':now': now, ':admin': admin, ':venue': 'venue' },
          },
        },
        ...statsWrites.paid(item, now),
      ]);
      if (!failed) return 'ok';
      // Marked paid or deleted meanwhile: read it again.
    }
    return (await getItem(keys.registration(id))) ? 'not-venue' : 'not-found';
  },

  /** Store a verified charge.success once per reference; false for a replay. */
  async receive(charge: Charge): Promise<boolean> {
    const receivedAt = nowIso();
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.paymentInbox(charge.reference), ...keys.paymentInboxDue(receivedAt, charge.reference), ...charge, receivedAt },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  },

  /** Received charges not yet applied, oldest first. */
  async inbox(limit = 25): Promise<Charge[]> {
    return (await due(keys.paymentInboxPartition, '\uffff', limit)).map((item) => ({
      reference: String(item.reference),
      status: String(item.status),
      amount: Number(item.amount),
      currency: String(item.currency),
      paidAt: typeof item.paidAt === 'string' ? item.paidAt : null,
    }));
  },

  /** Applied: the charge leaves the due list, and stays as the record that this reference was handled. */
  async processed(reference: string, outcome: ChargeOutcome): Promise<void> {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.paymentInbox(reference),
        UpdateExpression: 'SET outcome = :outcome, processedAt = :now REMOVE #gpk, #gsk',
        ExpressionAttributeNames: { '#gpk': TABLE.gsi1.partitionKey, '#gsk': TABLE.gsi1.sortKey },
        ExpressionAttributeValues: { ':outcome': outcome, ':now': nowIso() },
      }),
    );
  },
};

async function updateOnly(item: TransactItem): Promise<boolean> {
  return !(await transact([item]));
}

async function flagRefund(item: Item, flag: string): Promise<boolean> {
  return updateOnly(guardedUpdate(item, 'SET payment.#ps = :refund, payment.flag = :flag', { ':refund': 'refund_due', ':flag': flag }));
}
