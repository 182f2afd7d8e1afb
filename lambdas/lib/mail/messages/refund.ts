// Sent when Paystack confirms a refund (refund.processed, applied once by the payments worker): how much went
// back and where; the credit note PDF is attached by the renderer (lambdas/lib/receipts/order-receipts.ts).
import { formatNaira } from '../../../../contract/naira';
import type { MailContent } from '../types';
import { eventDetailsHtml, eventDetailsText } from './event-details';
import { escapeHtml, heading, layout, paragraph } from './html';
import type { Attendee, MailEvent, MailSite } from './types';

export function refundMessage(input: { site: MailSite; event: MailEvent; attendee: Attendee; amount: number; creditNote: string }): MailContent {
  const { site, event, attendee, amount, creditNote } = input;
  const sum = formatNaira(amount);
  const said = `${sum} for ${event.title} has been refunded through Paystack to the card or account you paid with. Your credit note ${creditNote} is attached.`;
  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: `${sum} refunded for ${event.title}.`,
    bodyHtml: [heading('Refund made'), paragraph(`Hello ${escapeHtml(attendee.name)}, ${escapeHtml(said)}`), eventDetailsHtml(event), paragraph('Banks can take a few working days to show it.')].join(''),
  });
  const text = [`Hello ${attendee.name},`, '', said, 'Banks can take a few working days to show it.', '', eventDetailsText(event), '', site.name].join('\n');
  return { subject: `Refund made: ${event.title}`, text, html, attachments: [] };
}
