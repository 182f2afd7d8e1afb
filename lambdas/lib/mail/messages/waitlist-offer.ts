// Sent when seats freed up for someone on the waitlist: the seats are held for them until the offer ends,
// and the link (/tickets/{token}) is where they claim them (through checkout for a priced event).
import { formatOfferUntil } from '../../../../contract/waitlist';
import type { MailContent } from '../types';
import { eventDetailsHtml, eventDetailsText } from './event-details';
import { button, escapeHtml, heading, layout, paragraph, plainLink } from './html';
import type { MailEvent, MailSite } from './types';


export function waitlistOfferMessage(input: { site: MailSite; event: MailEvent; name: string; quantity: number; token: string; offerExpiresAt: string }): MailContent {
  const { site, event, name, quantity, token, offerExpiresAt } = input;
  const link = `${site.origin}/tickets/${token}`;
  const seats = quantity === 1 ? 'a seat' : `${quantity} seats`;
  const until = formatOfferUntil(offerExpiresAt);
  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: `Good news: ${seats} for ${event.title} ${quantity === 1 ? 'is' : 'are'} held for you until ${until}.`,
    bodyHtml: [
      heading('Seats freed up for you'),
      paragraph(`Hello ${escapeHtml(name)}, ${seats} for <strong>${escapeHtml(event.title)}</strong> ${quantity === 1 ? 'is' : 'are'} held for you until <strong>${escapeHtml(until)}</strong> (Lagos time). After that they go to the next person waiting.`),
      eventDetailsHtml(event),
      button(link, 'Claim your seats'),
      paragraph(`Or open this link: ${plainLink(link)}`),
    ].join(''),
  });
  const text = [
    `Hello ${name},`,
    '',
    `${seats[0].toUpperCase()}${seats.slice(1)} for ${event.title} ${quantity === 1 ? 'is' : 'are'} held for you until ${until} (Lagos time). After that they go to the next person waiting.`,
    '',
    eventDetailsText(event),
    '',
    'Claim them here:',
    link,
    '',
    site.name,
  ].join('\n');
  return { subject: `Seats freed up: ${event.title}`, text, html, attachments: [] };
}
