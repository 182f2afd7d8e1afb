// Naira per event for the admin (docs/PRODUCT-RULES.md, Payments): what came
// in, what is still to come (held online or to be paid at the venue), and
// what is owed back.
import type { EventRegistration } from '../../../../contract/schemas';

export type EventPaymentTotals = { eventId: string; paid: number; outstanding: number; refundDue: number; paidCount: number };

export function paymentTotals(registrations: readonly EventRegistration[]): EventPaymentTotals[] {
  const byEvent = new Map<string, EventPaymentTotals>();
  for (const r of registrations) {
    const p = r.payment;
    if (!p) continue;
    const t = byEvent.get(r.eventId) ?? { eventId: r.eventId, paid: 0, outstanding: 0, refundDue: 0, paidCount: 0 };
    if (p.status === 'paid') {
      t.paid += p.amount;
      t.paidCount++;
    } else if (p.status === 'refund_due') t.refundDue += p.amount;
    else if ((p.status === 'venue' || p.status === 'pending' || p.status === 'failed') && r.status !== 'cancelled') t.outstanding += p.amount;
    byEvent.set(r.eventId, t);
  }
  return [...byEvent.values()];
}
