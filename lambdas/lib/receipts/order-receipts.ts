// Which orders get a receipt, and what it says (docs/PRODUCT-RULES.md,
// Receipts): a paid order's buyer, its items and amount in naira, and
// Paystack's reference; the provider's name and address from the site
// content (the Contact section), so the admin's edits reach new receipts.
import { formatLongDay } from '../../../contract/dates';
import { DEFAULT_SITE_CONTENT } from '../../../contract/default-site-content';
import type { Event, EventRegistration } from '../../../contract/schemas';
import type { ContactDetails } from '../../../contract/site-content-schemas';
import { getItem } from '../db/items';
import { keys } from '../db/keys';
import { receiptsRepo, type Receipt, type ReceiptData } from '../db/receipts-repo';
import { SITE_NAME } from '../mail/config';
import { receiptPdf, type Provider } from './receipt-pdf';

/** Money came in for it: paid, or paid and (partly) on its way back. */
export function hasPaid(registration: EventRegistration): boolean {
  const p = registration.payment;
  return Boolean(p && p.paidAt && ['paid', 'refund_pending', 'refunded', 'refund_failed'].includes(p.status));
}

export function orderData(registration: EventRegistration, event: Pick<Event, 'title' | 'date'>): ReceiptData {
  const p = registration.payment!;
  return {
    buyer: { name: registration.name, email: registration.email },
    items: [{ description: `${event.title}, ${formatLongDay(event.date)}: 1 seat`, quantity: 1, amount: p.amount }],
    total: p.amount,
    reference: p.reference ?? p.method ?? 'venue',
    at: p.paidAt ?? registration.createdAt,
  };
}

export async function provider(): Promise<Provider> {
  const stored = await getItem(keys.siteContent('contact'));
  const contact = ((stored?.data as ContactDetails | undefined) ?? DEFAULT_SITE_CONTENT.contact);
  return {
    name: SITE_NAME,
    addressLines: [contact.addressLine1, contact.addressLine2].filter(Boolean),
    email: contact.emails?.[0],
    phone: contact.phones?.[0],
  };
}

/** The paid order's receipt (numbered on first use) as a PDF, or null for an order with nothing paid. */
export async function orderReceipt(registration: EventRegistration, event: Pick<Event, 'title' | 'date'>): Promise<{ receipt: Receipt; pdf: Uint8Array } | null> {
  if (!hasPaid(registration)) return null;
  const receipt = await receiptsRepo.receipt(registration.id, () => orderData(registration, event));
  return { receipt, pdf: await receiptPdf(receipt, await provider()) };
}

/** What one refund's credit note says: the amount that went back, against the payment's Paystack reference. */
export function refundData(registration: EventRegistration, event: Pick<Event, 'title' | 'date'>, amount: number, at: string): ReceiptData {
  const p = registration.payment!;
  return {
    buyer: { name: registration.name, email: registration.email },
    items: [{ description: `Refund: ${event.title}, ${formatLongDay(event.date)}`, quantity: 1, amount }],
    total: amount,
    reference: p.reference ?? 'paystack',
    at,
  };
}

/** One refund's credit note (numbered on first use in its own CN- series) as a PDF. */
export async function refundCreditNote(
  registration: EventRegistration,
  event: Pick<Event, 'title' | 'date'>,
  refund: { id: string; amount: number; at: string },
): Promise<{ receipt: Receipt; pdf: Uint8Array }> {
  const receipt = await receiptsRepo.creditNote(registration.id, refund.id, () => refundData(registration, event, refund.amount, refund.at));
  return { receipt, pdf: await receiptPdf(receipt, await provider()) };
}

/**
 * The credit note of the order's last refund Paystack confirmed, as a PDF, once the refund mail has issued it;
 * null when nothing was refunded or its note is not issued yet.
 */
export async function lastCreditNote(registration: EventRegistration): Promise<{ receipt: Receipt; pdf: Uint8Array } | null> {
  const p = registration.payment;
  if (!p?.refundId || !p.refundedAt) return null;
  const receipt = await receiptsRepo.findCreditNote(registration.id, p.refundId);
  return receipt ? { receipt, pdf: await receiptPdf(receipt, await provider()) } : null;
}

/** The PDF as a mail attachment. */
export const receiptAttachment = (receipt: Receipt, pdf: Uint8Array) => ({
  filename: `${receipt.kind === 'receipt' ? 'receipt' : 'credit-note'}-${receipt.number}.pdf`,
  contentType: 'application/pdf',
  content: Buffer.from(pdf),
});
