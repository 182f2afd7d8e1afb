// The attendee's confirmation: what, when, where, the price, the ticket as a
// QR code (its content is the manage link, so scanning it at the door opens
// the ticket), the manage link as a button and as text, and the .ics file.
import { buildIcs, icsFileName } from '../../../../contract/ics';
import { PAYMENT_MESSAGES } from '../../../../contract/messages';
import { formatNaira } from '../../../../contract/naira';
import { qrPng } from '../qr';
import type { MailContent } from '../types';
import { eventDetailsHtml, eventDetailsText, manageLink } from './event-details';
import { button, escapeHtml, heading, layout, paragraph, plainLink } from './html';
import type { Attendee, MailEvent, MailSite } from './types';

export type ConfirmationInput = {
  site: MailSite;
  event: MailEvent;
  attendee: Attendee;
  /** The secret in the attendee's manage link. */
  ticketToken: string;
  /** DTSTAMP of the .ics; now by default. */
  now?: Date;
  /** A group order's buyer mail: every ticket of the order, each with its own QR code and link. */
  tickets?: Array<{ id: string; name: string; typeName?: string; token: string }>;
};

/** A priced seat: paid (online or recorded by the admin) or to be paid at the venue. */
function paymentLine(attendee: Attendee): string | null {
  const p = attendee.payment;
  if (!p) return null;
  if (p.status === 'paid') return `Payment: ${formatNaira(p.amount)} received. Thank you.`;
  if (p.status === 'venue') return `${PAYMENT_MESSAGES.labels.venue}: ${formatNaira(p.amount)}. ${PAYMENT_MESSAGES.payAtVenue}`;
  return null;
}

export async function confirmationMessage(input: ConfirmationInput): Promise<MailContent> {
  const { site, event, attendee } = input;
  const payment = paymentLine(attendee);
  const link = manageLink(site.origin, input.ticketToken);
  const host = new URL(site.origin).hostname;
  const qrId = `ticket-${attendee.id}@${host}`;

  const ics = buildIcs(event, { now: input.now, uidDomain: host, uidKey: `registration-${attendee.id}`, url: link, remindDayBefore: true });
  const qr = await qrPng(link);
  // A group order: the buyer's mail lists every ticket, each with its own code (at the door each is scanned on its own).
  const group = input.tickets && input.tickets.length > 1 ? input.tickets : [];
  const groupCodes = await Promise.all(
    group.map(async (t, i) => {
      const url = manageLink(site.origin, t.token);
      return { ...t, url, cid: `ticket-${t.id}@${host}`, png: await qrPng(url), label: `Ticket ${i + 1}: ${t.name}${t.typeName ? ` (${t.typeName})` : ''}` };
    }),
  );

  const subject = `You're registered: ${event.title}`;
  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: `Your place at ${event.title} is confirmed.`,
    bodyHtml: [
      heading("You're registered!"),
      paragraph(`Hello ${escapeHtml(attendee.name)}, your place at <strong>${escapeHtml(event.title)}</strong> is confirmed.`),
      eventDetailsHtml(event),
      ...(payment ? [paragraph(`<strong>${escapeHtml(payment)}</strong>`)] : []),
      ...(groupCodes.length
        ? [
            paragraph(`Your order has ${groupCodes.length} tickets. Each attendee shows their own code at the entrance:`),
            ...groupCodes.flatMap((t) => [
              paragraph(`<strong>${escapeHtml(t.label)}</strong>`),
              `<img src="cid:${t.cid}" width="160" height="160" alt="QR code of ${escapeHtml(t.label)}. If it does not show, use its link." style="display:block;margin:0 0 8px;border:0">`,
              paragraph(plainLink(t.url)),
            ]),
          ]
        : [
            paragraph('Show this code at the entrance:'),
            `<img src="cid:${qrId}" width="200" height="200" alt="Your ticket's QR code. If it does not show, use the ticket link below." style="display:block;margin:0 0 16px;border:0">`,
            button(link, 'View or manage your ticket'),
            paragraph(`Or open this link: ${plainLink(link)}`),
          ]),
      paragraph('The attached calendar file adds the event, with a reminder the day before, to your calendar.'),
    ].join(''),
  });
  const text = [
    `Hello ${attendee.name},`,
    '',
    `Your place at ${event.title} is confirmed.`,
    '',
    eventDetailsText(event),
    '',
    ...(payment ? [payment, ''] : []),
    ...(groupCodes.length
      ? ['Your tickets (each attendee shows their own at the entrance):', ...groupCodes.flatMap((t) => [t.label, t.url])]
      : ['Your ticket (show it at the entrance; you can also cancel there):', link]),
    '',
    'The attached calendar file adds the event, with a reminder the day before, to your calendar.',
    '',
    site.name,
  ].join('\n');

  return {
    subject,
    text,
    html,
    attachments: [
      ...(groupCodes.length
        ? groupCodes.map((t, i) => ({ filename: `ticket-${i + 1}-qr.png`, contentType: 'image/png', content: t.png, contentId: t.cid }))
        : [{ filename: 'ticket-qr.png', contentType: 'image/png', content: qr, contentId: qrId }]),
      { filename: icsFileName(event), contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics },
    ],
  };
}
