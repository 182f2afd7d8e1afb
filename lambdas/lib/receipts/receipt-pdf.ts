// A receipt or credit note as a one-page A4 PDF, written with pdf-lib (a
// maintained PDF writer: fonts, text placement and the file structure are
// its job, not ours). The standard Helvetica font needs no embedded file,
// but its WinAnsi encoding has no naira sign, so amounts read "NGN 5,000".
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { formatShortDate } from '../../../contract/dates';
import type { Receipt } from '../db/receipts-repo';

export type Provider = { name: string; addressLines: string[]; email?: string; phone?: string };

const NGN = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });
export const pdfNaira = (amount: number) => `NGN ${NGN.format(amount)}`;

/** Text the standard fonts can draw: anything outside Latin-1 becomes '?'. */
const safe = (text: string) => text.replace(/₦/g, 'NGN ').replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

export async function receiptPdf(receipt: Receipt, provider: Provider): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = receipt.kind === 'receipt' ? 'Receipt' : 'Credit note';
  doc.setTitle(`${title} ${receipt.number}`);
  doc.setAuthor(safe(provider.name));
  doc.setCreationDate(new Date(receipt.issuedAt));
  const page = doc.addPage([595.28, 841.89]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const left = 56;
  let y = 780;
  const line = (text: string, options: { size?: number; font?: typeof regular; x?: number; gap?: number } = {}) => {
    page.drawText(safe(text), { x: options.x ?? left, y, size: options.size ?? 11, font: options.font ?? regular, color: rgb(0.1, 0.1, 0.15) });
    y -= options.gap ?? (options.size ?? 11) + 6;
  };

  line(provider.name, { size: 16, font: bold, gap: 22 });
  for (const address of provider.addressLines) line(address);
  if (provider.email || provider.phone) line([provider.email, provider.phone].filter(Boolean).join(' · '));
  y -= 18;
  line(`${title} ${receipt.number}`, { size: 20, font: bold, gap: 28 });
  line(`Issued ${formatShortDate(receipt.issuedAt)}`);
  line(`${receipt.kind === 'receipt' ? 'Paid' : 'Refunded'} ${formatShortDate(receipt.at)} with Paystack, reference ${receipt.reference}`);
  y -= 12;
  line('Billed to', { font: bold });
  line(receipt.buyer.name);
  line(receipt.buyer.email);
  y -= 16;
  line('Item', { font: bold, gap: 0 });
  line('Qty', { font: bold, x: 360, gap: 0 });
  line('Amount', { font: bold, x: 440 });
  for (const item of receipt.items) {
    line(item.description.slice(0, 60), { gap: 0 });
    line(String(item.quantity), { x: 360, gap: 0 });
    line(pdfNaira(item.amount), { x: 440 });
  }
  y -= 8;
  page.drawLine({ start: { x: left, y: y + 10 }, end: { x: 540, y: y + 10 }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
  line(receipt.kind === 'receipt' ? 'Total paid' : 'Total refunded', { font: bold, gap: 0 });
  line(pdfNaira(receipt.total), { font: bold, x: 440 });
  y -= 20;
  line(receipt.kind === 'receipt' ? 'Thank you.' : 'This credit note records money returned to you through Paystack.', { size: 10 });
  return doc.save();
}
