// What a ticket holder may still do, from the event's own settings
// (docs/PRODUCT-RULES.md, Refunds and Transfers): the same rule on the ticket
// page (what it offers and the amount it shows) and in the handlers (what
// they accept), so the page never promises what the server refuses.
import { addDays, todayInLagos } from './dates';
import { startsAt } from './event-lifecycle';
import type { Event, Payment } from './schemas';

/** Without a setting, transfers close at the end of the day before the event. */
export const DEFAULT_TRANSFER_CUTOFF_DAYS = 1;

type PolicyEvent = Pick<Event, 'date' | 'startTime' | 'refundDaysBefore' | 'refundFeePercent' | 'transferCutoffDays'>;

/** The last Lagos day a ticket may be transferred (through its end). */
export function transferLastDay(event: PolicyEvent): string {
  return addDays(event.date, -(event.transferCutoffDays ?? DEFAULT_TRANSFER_CUTOFF_DAYS));
}

export function transferOpen(event: PolicyEvent, now: Date): boolean {
  return todayInLagos(now) <= transferLastDay(event) && now < startsAt(event);
}

/** The last Lagos day a self-cancel is refunded; null when the event refunds nothing by itself. */
export function refundLastDay(event: PolicyEvent): string | null {
  return event.refundDaysBefore === undefined ? null : addDays(event.date, -event.refundDaysBefore);
}

/**
 * Whole naira a self-cancel now gives back through Paystack: what was paid
 * online and not yet refunded, minus the event's fee percentage (rounded to
 * the naira in the provider's favour); 0 outside the policy or when nothing
 * was paid online.
 */
export function selfCancelRefund(event: PolicyEvent, payment: Payment | undefined, now: Date): number {
  const last = refundLastDay(event);
  if (!last || todayInLagos(now) > last || now >= startsAt(event)) return 0;
  if (!payment || payment.status !== 'paid' || payment.method !== 'paystack' || !payment.reference) return 0;
  const left = Math.max(0, payment.amount - (payment.refunded ?? 0));
  const fee = Math.ceil((left * (event.refundFeePercent ?? 0)) / 100);
  return Math.max(0, left - fee);
}
