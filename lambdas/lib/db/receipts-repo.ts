// Receipts and credit notes (docs/ARCHITECTURE.md, Receipts). Numbered
// without gaps per kind and calendar year (Lagos): the document and its
// counter's move are ONE transaction, the counter guarded on the value read
// and the document on not existing yet. So a number is used exactly when a
// document gets it, and an order gets its receipt exactly once however many
// mailers, downloads or webhooks ask at the same moment (the losers read
// the winner's).
import { lagosDay } from '../../../contract/dates';
import { getItem, nowIso, transact, type Item } from './items';
import { tableName } from './client';
import { keys, type Key } from './keys';

export type ReceiptKind = 'receipt' | 'credit';

/** What the document says, fixed when it is numbered. */
export type ReceiptData = {
  buyer: { name: string; email: string };
  items: { description: string; quantity: number; amount: number }[];
  /** Whole naira: paid (a receipt) or refunded (a credit note). */
  total: number;
  /** Paystack's reference of the payment. */
  reference: string;
  /** When it was paid or refunded (ISO). */
  at: string;
};

export type Receipt = ReceiptData & { kind: ReceiptKind; number: string; registrationId: string; issuedAt: string };

const PREFIX: Record<ReceiptKind, string> = { receipt: 'R', credit: 'CN' };
export const formatReceiptNumber = (kind: ReceiptKind, year: string, n: number) => `${PREFIX[kind]}-${year}-${String(n).padStart(6, '0')}`;

const toReceipt = (item: Item): Receipt => ({
  kind: item.kind as ReceiptKind,
  number: String(item.number),
  registrationId: String(item.registrationId),
  issuedAt: String(item.issuedAt),
  ...(item.data as ReceiptData),
});

async function ensure(kind: ReceiptKind, key: Key, registrationId: string, data: () => ReceiptData, now: Date): Promise<Receipt> {
  for (let attempt = 1; attempt <= 50; attempt++) {
    const existing = await getItem(key);
    if (existing) return toReceipt(existing);
    const year = lagosDay(now).slice(0, 4);
    const counterKey = keys.receiptCounter(kind, year);
    const counter = await getItem(counterKey);
    const was = Number(counter?.n ?? 0);
    const number = formatReceiptNumber(kind, year, was + 1);
    const issuedAt = nowIso();
    const TableName = tableName();
    const failed = await transact([
      {
        Update: {
          TableName,
          Key: counterKey,
          UpdateExpression: 'SET n = :next',
          ConditionExpression: was === 0 ? 'attribute_not_exists(n)' : 'n = :was',
          ExpressionAttributeValues: was === 0 ? { ':next': 1 } : { ':next': was + 1, ':was': was },
        },
      },
      { Put: { TableName, Item: { ...key, kind, number, registrationId, issuedAt, year, data: data() }, ConditionExpression: 'attribute_not_exists(pk)' } },
    ]);
    if (!failed) return { kind, number, registrationId, issuedAt, ...data() };
    // Another order took this number (or this document was just made): read again. A little jitter spreads a burst.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * Math.min(attempt, 5)));
  }
  throw new Error(`could not number the ${kind} of ${registrationId}: the counter keeps moving`);
}

export const receiptsRepo = {
  /** The order's receipt, numbered now if it has none yet. */
  receipt: (registrationId: string, data: () => ReceiptData, now = new Date()) => ensure('receipt', keys.receipt(registrationId), registrationId, data, now),
  /** The credit note of one refund, numbered now if it has none yet. */
  creditNote: (registrationId: string, refundId: string, data: () => ReceiptData, now = new Date()) =>
    ensure('credit', keys.creditNote(registrationId, refundId), registrationId, data, now),
  /** A refund's credit note if it was issued (the refund mail numbers it; nothing is numbered here). */
  async findCreditNote(registrationId: string, refundId: string): Promise<Receipt | null> {
    const item = await getItem(keys.creditNote(registrationId, refundId));
    return item ? toReceipt(item) : null;
  },
  async find(registrationId: string): Promise<Receipt | null> {
    const item = await getItem(keys.receipt(registrationId));
    return item ? toReceipt(item) : null;
  },
};
