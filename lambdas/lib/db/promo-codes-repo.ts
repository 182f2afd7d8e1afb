// Promo and access codes (docs/PRODUCT-RULES.md, Box office). One item per
// code, keyed by the code itself in upper case, so an order Gets the code the
// buyer typed by key. Its use is counted per order inside the order's own
// transaction (`useItem`: ADD uses 1 guarded by uses < maxUses), so of ten
// orders racing for a code with one use exactly one gets it; an order that
// expires unpaid or is deleted gives its use back (`releaseItem`).
import { BOX_OFFICE_MESSAGES, type PromoCode, type PromoCodeInput } from '../../../contract/box-office';
import { lagosInstant } from '../../../contract/event-lifecycle';
import { tableName } from './client';
import { deleteExisting, getItem, nowIso, pick, putNew, queryPartition, type Item, type TransactItem } from './items';
import { keys } from './keys';

const FIELDS = ['id', 'code', 'eventId', 'ticketTypeIds', 'percentOff', 'amountOff', 'fixedPrice', 'maxUses', 'validUntil', 'reveals', 'createdAt', 'uses', 'revenue'];

export const toPromoCode = (item: Item): PromoCode => {
  const code = pick<PromoCode>(item, FIELDS);
  return { ...code, uses: Number(item.uses ?? 0), revenue: Number(item.revenue ?? 0) };
};

export type CodeProblem = 'unknown' | 'expired' | 'used-up' | 'other-event';

/** Can this code be used for `eventId` at `now`? (Its use is counted atomically by the order's transaction.) */
export function codeProblem(code: PromoCode | null, eventId: string, now: Date): CodeProblem | null {
  if (!code) return 'unknown';
  if (code.eventId && code.eventId !== eventId) return 'other-event';
  if (code.validUntil && now >= lagosInstant(code.validUntil, 24 * 60)) return 'expired';
  if (code.maxUses !== undefined && code.uses >= code.maxUses) return 'used-up';
  return null;
}

/** What the buyer is told about a code that cannot be used: 409 for a used-up one (it was valid), else 400. */
export function codeRefusal(problem: CodeProblem): { status: 400 | 409; message: string } {
  if (problem === 'used-up') return { status: 409, message: BOX_OFFICE_MESSAGES.codeUsedUp };
  return { status: 400, message: { unknown: BOX_OFFICE_MESSAGES.unknownCode, expired: BOX_OFFICE_MESSAGES.codeExpired, 'other-event': BOX_OFFICE_MESSAGES.codeNotForEvent }[problem] };
}

export const promoCodesRepo = {
  /** The admin's list, newest first. */
  async list(): Promise<PromoCode[]> {
    return (await queryPartition(keys.promoCodesPartition, { newestFirst: true })).map(toPromoCode);
  },

  async get(code: string): Promise<PromoCode | null> {
    const item = await getItem(keys.promoCode(code));
    return item ? toPromoCode(item) : null;
  },

  /** Throws ItemExistsError when the code exists. */
  async create(input: PromoCodeInput): Promise<PromoCode> {
    const createdAt = nowIso();
    const fields = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const item = { ...keys.promoCode(input.code), ...keys.promoCodeGsi(createdAt, input.code), ...fields, id: input.code, createdAt, uses: 0, revenue: 0 };
    await putNew(item, 'Promo code');
    return toPromoCode(item);
  },

  /** False when there was none. Orders that used it keep their prices and the code's name. */
  async remove(code: string): Promise<boolean> {
    return (await deleteExisting(keys.promoCode(code))) !== null;
  },

  /** The order's use of the code, for its transaction: refused when the code is gone or used up. */
  useItem(code: string, total: number): TransactItem {
    return {
      Update: {
        TableName: tableName(),
        Key: keys.promoCode(code),
        UpdateExpression: 'SET uses = if_not_exists(uses, :zero) + :one, revenue = if_not_exists(revenue, :zero) + :total',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(maxUses) OR attribute_not_exists(uses) OR uses < maxUses)',
        ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':total': total },
      },
    };
  },

  /** Give an order's use back (it expired unpaid or was deleted). Only for a code that exists (read it first): a deleted code has nothing to give back to. */
  releaseItem(code: string, total: number): TransactItem {
    return {
      Update: {
        TableName: tableName(),
        Key: keys.promoCode(code),
        UpdateExpression: 'SET uses = uses - :one, revenue = revenue - :total',
        ConditionExpression: 'attribute_exists(pk) AND uses > :zero',
        ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':total': total },
      },
    };
  },
};
