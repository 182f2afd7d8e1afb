// A message the admin writes to everyone registered for an event (a change
// of room, what to bring). The subject and body are the admin's own words,
// shown as text: escaped, line breaks kept, no markup of theirs interpreted.
import type { MailContent } from '../types';
import { manageLink, whenText } from './event-details';
import { button, escapeHtml, layout, multiline, paragraph, plainLink } from './html';
import type { Attendee, MailEvent, MailSite } from './types';

export type BroadcastInput = {
  site: MailSite;
  event: MailEvent;
  attendee: Attendee;
  subject: string;
  body: string;
  /** The attendee's manage link secret, when the message should carry it. */
  ticketToken?: string;
};

export function broadcastMessage(input: BroadcastInput): MailContent {
  const { site, event, attendee } = input;
  const link = input.ticketToken ? manageLink(site.origin, input.ticketToken) : undefined;
  const about = `${event.title}, ${whenText(event)}`;
  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: input.body.slice(0, 100),
    bodyHtml: [
      paragraph(`Hello ${escapeHtml(attendee.name)},`),
      paragraph(multiline(input.body)),
      paragraph(`<span style="color:#4a5568">You are receiving this because you registered for ${escapeHtml(about)}.</span>`),
      ...(link ? [button(link, 'View your ticket'), paragraph(`Or open this link: ${plainLink(link)}`)] : []),
    ].join(''),
  });
  const text = [
    `Hello ${attendee.name},`,
    '',
    input.body,
    '',
    `You are receiving this because you registered for ${about}.`,
    ...(link ? ['Your ticket:', link] : []),
    '',
    site.name,
  ].join('\n');
  return { subject: input.subject, text, html, attachments: [] };
}
