// Refunds through Paystack (docs/ARCHITECTURE.md, Refunds). What must happen
// once is one conditional write:
//   - claim: the registration's payment becomes refund_pending with the
//     amount under way, guarded on the payment status and refunded total it
//     was decided from, BEFORE Paystack is called: of three clicks at once
//     one claims and calls Paystack, the others find a refund under way;
//   - settle: a refund.processed / refund.failed webhook is stored once per
//     refund id and event (PAYIN#REFUND#…), then applied by the payments
//     worker guarded on refund_pending and the amount under way, so a replay
//     finds nothing left to do;
//   - release: Paystack refused or could not be reached, so the claim is
//     given back (guarded on the claim itself).
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { nairaToKobo } from '../../../contract/naira';
import type { EventRegistration, Payment, PaymentStatus } from '../../../contract/schemas';
import { db, tableName } from './client';
import { getItem, isConditionFailed, nowIso, transact, type Item, type TransactItem } from './items';
import { keys } from './keys';
import { toRegistration } from './registrations-repo';
import { statsWrites } from './stats-repo';
import { TABLE } from './table-definition';

/** Payment states a refund may start from: money came in and some of it is still ours. */
const REFUNDABLE: readonly PaymentStatus[] = ['paid', 'refund_due', 'refunded', 'refund_failed'];

export type RefundClaim =
  | { ok: true; registration: EventRegistration; amount: number; reference: string; previous: PaymentStatus }
  | { ok: false; reason: 'not-found' | 'not-paid' | 'in-progress' | 'nothing-left' | 'too-much'; left?: number };

/** A verified refund webhook, as stored and applied. */
export type RefundNotice = {
  refundId: string;
  /** processed or failed: the final outcomes; the others are not stored. */
  status: 'processed' | 'failed';
  /** The transaction's reference: our registration id. */
  reference: string;
  /** In kobo. */
  amount: number;
  currency: string;
};

export type RefundOutcome = 'refunded' | 'failed' | 'already-applied' | 'unknown-reference' | 'amount-differs';

/** Naira paid online that has not been refunded yet. */
export function refundableLeft(payment: Payment): number {
  return Math.max(0, payment.amount - (payment.refunded ?? 0));
}

const paymentOf = (item: Item): Payment | null => (item.payment && typeof item.payment === 'object' ? (item.payment as Payment) : null);

function update(id: string, set: string, condition: string, values: Record<string, unknown>): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.registration(id),
      UpdateExpression: set,
      ConditionExpression: `attribute_exists(pk) AND ${condition}`,
      ExpressionAttributeNames: { '#ps': 'status' },
      ExpressionAttributeValues: values,
    },
  };
}

export const refundsRepo = {
  /**
   * Claim a refund of `amount` naira (all that is left when absent) on a
   * Paystack-paid registration: one conditional write on the payment status
   * and refunded total as read. Extra writes (a self-cancel's) join the same
   * transaction.
   */
  async claim(id: string, amount: number | undefined, by: string, extra: TransactItem[] = []): Promise<RefundClaim> {
    const item = await getItem(keys.registration(id));
    const payment = item && paymentOf(item);
    if (!item || !payment) return item ? { ok: false, reason: 'not-paid' } : { ok: false, reason: 'not-found' };
    if (payment.status === 'refund_pending') return { ok: false, reason: 'in-progress' };
    // Only money Paystack took can go back through Paystack: never cash, never an unpaid hold.
    if (!REFUNDABLE.includes(payment.status) || !payment.reference || payment.method === 'cash' || payment.method === 'transfer') {
      return { ok: false, reason: 'not-paid' };
    }
    if (payment.status === 'refund_due' && payment.method !== 'paystack' && !payment.paidAt) return { ok: false, reason: 'not-paid' };
    const left = refundableLeft(payment);
    if (left <= 0) return { ok: false, reason: 'nothing-left' };
    const want = amount ?? left;
    if (want > left) return { ok: false, reason: 'too-much', left };
    const refunded = payment.refunded ?? 0;
    const failed = await transact([
      update(
        id,
        'SET payment.#ps = :pending, payment.refundPending = :amount, payment.refundRequestedAt = :now, payment.refundRequestedBy = :by REMOVE payment.refundError, payment.refundId',
        'payment.#ps = :was AND (attribute_not_exists(payment.refunded) OR payment.refunded = :refunded)',
        { ':pending': 'refund_pending', ':amount': want, ':now': nowIso(), ':by': by, ':was': payment.status, ':refunded': refunded },
      ),
      ...extra,
    ]);
    if (failed) {
      if (failed.includes(0)) {
        const now = await getItem(keys.registration(id));
        if (now && paymentOf(now)?.status === 'refund_pending') return { ok: false, reason: 'in-progress' };
      }
      // Changed between the read and the write (another refund settled meanwhile): the caller may try again.
      return { ok: false, reason: 'in-progress' };
    }
    return { ok: true, registration: toRegistration(item), amount: want, reference: payment.reference, previous: payment.status };
  },

  /** Paystack accepted: remember its refund id (the webhook is matched by reference and amount, so this may land after it). */
  async recordRefundId(id: string, refundId: string): Promise<void> {
    await transact([update(id, 'SET payment.refundId = :refundId', 'payment.#ps = :pending', { ':refundId': refundId, ':pending': 'refund_pending' })]);
  },

  /** Paystack refused or was out of reach: the claim goes, the payment is as it was, with Paystack's reason. */
  async release(claim: Extract<RefundClaim, { ok: true }>, reason: string): Promise<void> {
    await transact([
      update(
        claim.registration.id,
        'SET payment.#ps = :previous, payment.refundError = :reason REMOVE payment.refundPending',
        'payment.#ps = :pending AND payment.refundPending = :amount',
        { ':previous': claim.previous, ':reason': reason.slice(0, 300), ':pending': 'refund_pending', ':amount': claim.amount },
      ),
    ]);
  },

  /** Store a verified final refund webhook once per refund id and event; false for a replay. */
  async receive(notice: RefundNotice): Promise<boolean> {
    const receivedAt = nowIso();
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.refundInbox(notice.refundId, notice.status), ...keys.refundInboxDue(receivedAt, notice.refundId), ...notice, receivedAt },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  },

  /** Stored refund webhooks not yet applied, oldest first. */
  async inbox(limit = 25): Promise<RefundNotice[]> {
    const { Items } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: TABLE.gsi1.name,
        KeyConditionExpression: '#pk = :due',
        ExpressionAttributeNames: { '#pk': TABLE.gsi1.partitionKey },
        ExpressionAttributeValues: { ':due': keys.refundInboxPartition },
        Limit: limit,
      }),
    );
    return (Items ?? []).map((item) => ({
      refundId: String(item.refundId),
      status: item.status === 'failed' ? 'failed' : 'processed',
      reference: String(item.reference),
      amount: Number(item.amount),
      currency: String(item.currency),
    }));
  },

  /**
   * Apply a refund webhook: refund_pending with the same amount becomes
   * refunded (the amount added to `refunded`) or refund_failed. Guarded on
   * refund_pending and the amount under way, so it applies once however
   * often it arrives. `extra` builds writes for the same transaction (a
   * credit note) from the registration as read.
   */
  async apply(notice: RefundNotice, extra: (registration: EventRegistration, amount: number) => TransactItem[] = () => []): Promise<RefundOutcome> {
    const item = await getItem(keys.registration(notice.reference));
    const payment = item && paymentOf(item);
    if (!item || !payment) return 'unknown-reference';
    if (payment.status !== 'refund_pending' || payment.refundPending === undefined) return 'already-applied';
    if (payment.refundId && payment.refundId !== notice.refundId) return 'already-applied';
    if (notice.amount !== nairaToKobo(payment.refundPending) || notice.currency.toUpperCase() !== 'NGN') return 'amount-differs';
    const registration = toRegistration(item);
    const guard = 'payment.#ps = :pending AND payment.refundPending = :amount';
    if (notice.status === 'failed') {
      const failed = await transact([
        update(
          registration.id,
          'SET payment.#ps = :failed, payment.refundError = :reason, payment.refundId = :refundId REMOVE payment.refundPending',
          guard,
          { ':failed': 'refund_failed', ':reason': 'Paystack could not make the refund', ':refundId': notice.refundId, ':pending': 'refund_pending', ':amount': payment.refundPending },
        ),
      ]);
      return failed ? 'already-applied' : 'failed';
    }
    const total = (payment.refunded ?? 0) + payment.refundPending;
    const now = nowIso();
    const failed = await transact([
      update(
        registration.id,
        'SET payment.#ps = :refunded, payment.refunded = :total, payment.refundedAt = :now, payment.refundId = :refundId REMOVE payment.refundPending, payment.refundError',
        guard,
        { ':refunded': 'refunded', ':total': total, ':now': now, ':refundId': notice.refundId, ':pending': 'refund_pending', ':amount': payment.refundPending },
      ),
      // The insights: the money given back, on today's Lagos day and its event (stats-repo.ts).
      ...statsWrites.refunded(item, now, total),
      ...extra(registration, payment.refundPending),
    ]);
    return failed ? 'already-applied' : 'refunded';
  },

  /** Applied: off the due list; the item stays as the record that this refund event was handled. */
  async processed(notice: RefundNotice, outcome: RefundOutcome): Promise<void> {
    await transact([
      {
        Update: {
          TableName: tableName(),
          Key: keys.refundInbox(notice.refundId, notice.status),
          UpdateExpression: 'SET outcome = :outcome, processedAt = :now REMOVE #gpk, #gsk',
          ExpressionAttributeNames: { '#gpk': TABLE.gsi1.partitionKey, '#gsk': TABLE.gsi1.sortKey },
          ExpressionAttributeValues: { ':outcome': outcome, ':now': nowIso() },
        },
      },
    ]);
  },
};
