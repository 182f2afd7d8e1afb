// The day-before reminder, with the way there and the manage link (to show
// the ticket at the door, or to cancel and free the seat for someone else).
import type { MailContent } from '../types';
import { eventDetailsHtml, eventDetailsText, manageLink } from './event-details';
import { button, escapeHtml, heading, layout, paragraph, plainLink } from './html';
import type { Attendee, MailEvent, MailSite } from './types';

export function reminderMessage(input: { site: MailSite; event: MailEvent; attendee: Attendee; ticketToken: string }): MailContent {
  const { site, event, attendee } = input;
  const link = manageLink(site.origin, input.ticketToken);
  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: `See you tomorrow at ${event.title}.`,
    bodyHtml: [
      heading('See you tomorrow!'),
      paragraph(`Hello ${escapeHtml(attendee.name)}, this is a reminder that <strong>${escapeHtml(event.title)}</strong> is tomorrow.`),
      eventDetailsHtml(event),
      button(link, 'Show my ticket'),
      paragraph(`Or open this link: ${plainLink(link)}`),
      paragraph("Can't make it? Please cancel from the same page so someone else can have your seat."),
    ].join(''),
  });
  const text = [
    `Hello ${attendee.name},`,
    '',
    `This is a reminder that ${event.title} is tomorrow.`,
    '',
    eventDetailsText(event),
    '',
    'Your ticket:',
    link,
    '',
    "Can't make it? Please cancel from the same page so someone else can have your seat.",
    '',
    site.name,
  ].join('\n');
  return { subject: `Tomorrow: ${event.title}`, text, html, attachments: [] };
}
