// Paystack's transaction (verify's data, a webhook's data) as the Charge our
// repository applies: only the fields we check, strictly typed.
import type { Charge } from '../db/payments-repo';

export function chargeOf(data: unknown): Charge | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if (typeof d.reference !== 'string' || d.reference === '' || typeof d.status !== 'string') return null;
  if (typeof d.amount !== 'number' || !Number.isInteger(d.amount) || typeof d.currency !== 'string') return null;
  const paidAt = typeof d.paid_at === 'string' ? d.paid_at : typeof d.paidAt === 'string' ? d.paidAt : null;
  return { reference: d.reference, status: d.status, amount: d.amount, currency: d.currency, paidAt };
}
