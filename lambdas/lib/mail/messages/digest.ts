// The provider's daily summary of what came in: contact messages and
// registrations, newest first, each with enough to act on without signing in.
import { formatLongDay } from '../../../../contract/dates';
import type { MailContent } from '../types';
import { button, escapeHtml, heading, layout, multiline, paragraph, plainLink, subheading } from './html';
import { emailHtml, phoneHtml, phoneText, serviceLabel } from './people';
import type { ContactSubmission, EventRegistration, MailSite } from './types';

export type DigestInput = {
  site: MailSite;
  /** The Lagos day the summary covers, YYYY-MM-DD. */
  day: string;
  contacts: ContactSubmission[];
  /** Each registration with the title of its event (the id alone means little to a person). */
  registrations: { registration: EventRegistration; eventTitle: string }[];
};

const newestFirst = <T extends { createdAt: string }>(a: T, b: T) => b.createdAt.localeCompare(a.createdAt);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const ITEM = 'margin:0 0 12px;padding:12px 16px;border:1px solid #e2e8f0;border-radius:6px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a202c';

export function dailyDigestMessage(input: DigestInput): MailContent {
  const { site } = input;
  const contacts = [...input.contacts].sort(newestFirst);
  const registrations = [...input.registrations].sort((a, b) => newestFirst(a.registration, b.registration));
  const admin = `${site.origin}/admin`;
  const counts = `${plural(contacts.length, 'message', 'messages')}, ${plural(registrations.length, 'registration', 'registrations')}`;
  const dayText = formatLongDay(input.day);

  const contactsHtml = contacts.length
    ? contacts
        .map(
          (c) =>
            `<div style="${ITEM}"><strong>${escapeHtml(c.name)}</strong> · ${emailHtml(c.email)} · ${phoneHtml(c.phone)}<br>` +
            `<em>${escapeHtml(serviceLabel(c.service))}</em><br>${multiline(c.message)}</div>`,
        )
        .join('')
    : paragraph('No new messages.');
  const registrationsHtml = registrations.length
    ? registrations
        .map(
          ({ registration: r, eventTitle }) =>
            `<div style="${ITEM}"><strong>${escapeHtml(r.name)}</strong> for ${escapeHtml(eventTitle)}<br>${emailHtml(r.email)} · ${phoneHtml(r.phone)}</div>`,
        )
        .join('')
    : paragraph('No new registrations.');

  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: `${dayText}: ${counts}.`,
    bodyHtml: [
      heading(`Daily summary: ${dayText}`),
      paragraph(escapeHtml(`${counts}.`)),
      subheading(`Contact messages (${contacts.length})`),
      contactsHtml,
      subheading(`Registrations (${registrations.length})`),
      registrationsHtml,
      button(admin, 'Open the admin area'),
      paragraph(plainLink(admin)),
    ].join(''),
  });

  const text = [
    `Daily summary: ${dayText}`,
    `${counts}.`,
    '',
    `CONTACT MESSAGES (${contacts.length})`,
    ...(contacts.length
      ? contacts.flatMap((c) => [`- ${c.name} <${c.email}>, ${phoneText(c.phone)}, ${serviceLabel(c.service)}`, ...c.message.split(/\r\n|\r|\n/).map((l) => `  ${l}`), ''])
      : ['No new messages.', '']),
    `REGISTRATIONS (${registrations.length})`,
    ...(registrations.length
      ? registrations.map(({ registration: r, eventTitle }) => `- ${r.name} <${r.email}>, ${phoneText(r.phone)}: ${eventTitle}`)
      : ['No new registrations.']),
    '',
    `Admin: ${admin}`,
  ].join('\n');

  return { subject: `Daily summary for ${dayText}: ${counts}`, text, html, attachments: [] };
}
