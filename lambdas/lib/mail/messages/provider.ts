// Notices to the provider: a new contact message (a reply goes straight to
// the visitor) and a new registration. Everything shown came from a visitor,
// so all of it is escaped.
import type { MailContent } from '../types';
import { whenText } from './event-details';
import { button, detailRows, escapeHtml, heading, layout, multiline, paragraph, plainLink } from './html';
import { emailHtml, phoneHtml, phoneText, serviceLabel } from './people';
import type { ContactSubmission, EventRegistration, MailEvent, MailSite } from './types';

export function contactNotificationMessage(input: { site: MailSite; contact: ContactSubmission }): MailContent {
  const { site, contact } = input;
  const admin = `${site.origin}/admin`;
  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: `${contact.name}: ${contact.message.slice(0, 80)}`,
    bodyHtml: [
      heading('New contact message'),
      detailRows([
        ['Name', escapeHtml(contact.name)],
        ['Email', emailHtml(contact.email)],
        ['Phone', phoneHtml(contact.phone)],
        ['Service', escapeHtml(serviceLabel(contact.service))],
      ]),
      `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #e2e8f0;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a202c">${multiline(contact.message)}</div>`,
      paragraph('Reply to this mail to answer the visitor directly.'),
      button(admin, 'Open the admin area'),
      paragraph(plainLink(admin)),
    ].join(''),
  });
  const text = [
    'New contact message',
    '',
    `Name:    ${contact.name}`,
    `Email:   ${contact.email}`,
    `Phone:   ${phoneText(contact.phone)}`,
    `Service: ${serviceLabel(contact.service)}`,
    '',
    contact.message,
    '',
    'Reply to this mail to answer the visitor directly.',
    `Admin: ${admin}`,
  ].join('\n');
  return {
    subject: `New message from ${contact.name}`,
    text,
    html,
    attachments: [],
    replyTo: [{ name: contact.name, email: contact.email }],
  };
}

export function registrationNotificationMessage(input: {
  site: MailSite;
  event: MailEvent;
  registration: EventRegistration;
  /** Seats taken including this one, and the capacity, when the caller knows them. */
  seats?: { taken: number; capacity: number };
}): MailContent {
  const { site, event, registration, seats } = input;
  const admin = `${site.origin}/admin`;
  const seatsLine = seats ? `${seats.taken} of ${seats.capacity} seats taken` : undefined;
  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: `${registration.name} registered for ${event.title}.`,
    bodyHtml: [
      heading('New registration'),
      detailRows([
        ['Name', escapeHtml(registration.name)],
        ['Email', emailHtml(registration.email)],
        ['Phone', phoneHtml(registration.phone)],
        ['Event', escapeHtml(event.title)],
        ['When', escapeHtml(whenText(event))],
        ...(seatsLine ? ([['Seats', escapeHtml(seatsLine)]] as [string, string][]) : []),
      ]),
      button(admin, 'Open the admin area'),
      paragraph(plainLink(admin)),
    ].join(''),
  });
  const text = [
    'New registration',
    '',
    `Name:  ${registration.name}`,
    `Email: ${registration.email}`,
    `Phone: ${phoneText(registration.phone)}`,
    `Event: ${event.title}`,
    `When:  ${whenText(event)}`,
    ...(seatsLine ? [`Seats: ${seatsLine}`] : []),
    '',
    `Admin: ${admin}`,
  ].join('\n');
  return {
    subject: `New registration: ${registration.name} for ${event.title}`,
    text,
    html,
    attachments: [],
    replyTo: [{ name: registration.name, email: registration.email }],
  };
}
