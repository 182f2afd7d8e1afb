// The person's own privacy mails (docs/PRODUCT-RULES.md, People's data): the link to see or erase what
// is held about their email (valid 30 minutes), and the last mail after an erasure. Neither names the
// person: the address is all we use.
import type { MailContent } from '../types';
import { button, escapeHtml, heading, layout, paragraph, plainLink } from './html';
import type { MailSite } from './types';

export function privacyAccessMessage(input: { site: MailSite; token: string; validUntil: string }): MailContent {
  const { site, token } = input;
  const link = `${site.origin}/privacy/access/${token}`;
  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: 'Your link to see or erase your data. It works for 30 minutes.',
    bodyHtml: [
      heading('See or erase your data'),
      paragraph('Someone, probably you, asked to see what we hold about this email address. The link below shows it, lets you download it, correct it, stop our news, or erase it. It works for 30 minutes.'),
      button(link, 'See your data'),
      paragraph(`Or open this link: ${plainLink(link)}`),
      paragraph(`If you did not ask, ignore this mail: nothing changes. ${escapeHtml(site.name)}`),
    ].join(''),
  });
  const text = [
    'Someone, probably you, asked to see what we hold about this email address.',
    'This link shows it, lets you download it, correct it, stop our news, or erase it. It works for 30 minutes:',
    link,
    '',
    'If you did not ask, ignore this mail: nothing changes.',
    site.name,
  ].join('\n');
  return { subject: `Your data at ${site.name}`, text, html, attachments: [] };
}

export function privacyErasedMessage(input: { site: MailSite; erased: number; cancelledTickets: number }): MailContent {
  const { site, erased, cancelledTickets } = input;
  const tickets = cancelledTickets ? ` ${cancelledTickets === 1 ? 'One ticket' : `${cancelledTickets} tickets`} for events still to come ${cancelledTickets === 1 ? 'was' : 'were'} cancelled first, under the event’s policy.` : '';
  const kept = 'What the law makes us keep (a paid order’s amount, date, payment reference and refunds) stays, without your name or email.';
  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: 'Your data has been erased.',
    bodyHtml: [
      heading('Your data has been erased'),
      paragraph(`We erased ${erased} ${erased === 1 ? 'record' : 'records'} about this email address.${escapeHtml(tickets)}`),
      paragraph(escapeHtml(kept)),
      paragraph('This is the last mail we send to this address, unless you book with us again.'),
    ].join(''),
  });
  const text = [`We erased ${erased} ${erased === 1 ? 'record' : 'records'} about this email address.${tickets}`, kept, 'This is the last mail we send to this address, unless you book with us again.', site.name].join('\n\n');
  return { subject: `Your data at ${site.name} has been erased`, text, html, attachments: [] };
}
