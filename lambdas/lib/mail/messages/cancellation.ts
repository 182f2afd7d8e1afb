// Sent when a registration is cancelled, by the attendee or by the provider:
// the wording does not say who, only what, and where to register again.
import type { MailContent } from '../types';
import { eventDetailsHtml, eventDetailsText } from './event-details';
import { button, escapeHtml, heading, layout, paragraph, plainLink } from './html';
import type { Attendee, MailEvent, MailSite } from './types';

export function cancellationMessage(input: { site: MailSite; event: MailEvent; attendee: Attendee }): MailContent {
  const { site, event, attendee } = input;
  const events = `${site.origin}/events`;
  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: `Your registration for ${event.title} has been cancelled.`,
    bodyHtml: [
      heading('Registration cancelled'),
      paragraph(`Hello ${escapeHtml(attendee.name)}, your registration for <strong>${escapeHtml(event.title)}</strong> has been cancelled and your seat released.`),
      eventDetailsHtml(event),
      paragraph('If this was a mistake, you are welcome to register again while seats are available.'),
      button(events, 'See our events'),
      paragraph(`Or open this link: ${plainLink(events)}`),
    ].join(''),
  });
  const text = [
    `Hello ${attendee.name},`,
    '',
    `Your registration for ${event.title} has been cancelled and your seat released.`,
    '',
    eventDetailsText(event),
    '',
    'If this was a mistake, you are welcome to register again while seats are available:',
    events,
    '',
    site.name,
  ].join('\n');
  return { subject: `Registration cancelled: ${event.title}`, text, html, attachments: [] };
}
