// The trial-lesson mails (docs/PRODUCT-RULES.md, Trial lessons): the learner's
// confirmation (booked or moved) with an .ics and the manage link, the
// day-before reminder, the cancellation, and the provider's notice. Written
// from the booking as it is when the mail is sent.
import { buildIcs } from '../../../../contract/ics';
import { lagosDay } from '../../../../contract/dates';
import { formatSlotTime, type TrialBooking } from '../../../../contract/school';
import type { MailContent } from '../types';
import { button, detailRows, escapeHtml, heading, layout, multiline, paragraph, plainLink } from './html';
import { emailHtml, phoneHtml, phoneText, serviceLabel } from './people';
import type { MailSite } from './types';

export const trialManageLink = (origin: string, token: string) => `${origin}/trial-lessons/${token}`;

/** 'HH:mm' in Lagos (UTC+1 all year) of an instant. */
const lagosClock = (iso: string) => new Date(new Date(iso).getTime() + 3600_000).toISOString().slice(11, 16);

const when = (booking: TrialBooking) => `${formatSlotTime(booking.startsAt)} to ${lagosClock(booking.endsAt)} (Lagos time)`;
const lessonTitle = (booking: Pick<TrialBooking, 'service'>) => `Free trial lesson: ${serviceLabel(booking.service)}`;

function details(booking: TrialBooking): { html: string; text: string } {
  const rows: [string, string][] = [
    ['Lesson', serviceLabel(booking.service)],
    ['When', when(booking)],
    ['Learner', booking.name],
    ...(booking.guardianName ? ([['Parent or guardian', booking.guardianName]] as [string, string][]) : []),
  ];
  return { html: detailRows(rows.map(([label, value]) => [label, escapeHtml(value)])), text: rows.map(([label, value]) => `${label}: ${value}`).join('\n') };
}

export function trialConfirmationMessage(input: { site: MailSite; booking: TrialBooking; token: string; moved: boolean; now?: Date }): MailContent {
  const { site, booking, moved } = input;
  const link = trialManageLink(site.origin, input.token);
  const host = new URL(site.origin).hostname;
  const day = lagosDay(new Date(booking.startsAt));
  const ics = buildIcs(
    { id: booking.id, title: lessonTitle(booking), date: day, startTime: lagosClock(booking.startsAt), endTime: lagosClock(booking.endsAt) },
    // One calendar entry per booking: a moved lesson's file updates it.
    { now: input.now, uidDomain: host, uidKey: `trial-${booking.id}`, url: link, remindDayBefore: true },
  );
  const title = moved ? 'Your trial lesson has moved' : 'Your free trial lesson is booked';
  const { html: detailsHtml, text: detailsText } = details(booking);
  const change = 'Need another time, or cannot come? You can reschedule or cancel until 2 hours before the lesson:';
  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: `${serviceLabel(booking.service)}, ${when(booking)}`,
    bodyHtml: [
      heading(title),
      paragraph(`Hello ${escapeHtml(booking.name)}, ${moved ? 'your free trial lesson is now at the new time below.' : 'thank you for booking a free trial lesson with us.'}`),
      detailsHtml,
      paragraph(escapeHtml(change)),
      button(link, 'Reschedule or cancel'),
      paragraph(`Or open this link: ${plainLink(link)}`),
      paragraph('The attached calendar file adds the lesson, with a reminder the day before, to your calendar.'),
    ].join(''),
  });
  const text = [`Hello ${booking.name},`, '', title + '.', '', detailsText, '', change, link, '', 'The attached calendar file adds the lesson, with a reminder the day before, to your calendar.', '', site.name].join('\n');
  return {
    subject: `${moved ? 'Moved' : 'Booked'}: free trial lesson, ${formatSlotTime(booking.startsAt)}`,
    text,
    html,
    attachments: [{ filename: `trial-lesson-${day}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }],
  };
}

export function trialReminderMessage(input: { site: MailSite; booking: TrialBooking; token: string }): MailContent {
  const { site, booking } = input;
  const link = trialManageLink(site.origin, input.token);
  const { html: detailsHtml, text: detailsText } = details(booking);
  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: `See you tomorrow: ${when(booking)}`,
    bodyHtml: [
      heading('See you tomorrow!'),
      paragraph(`Hello ${escapeHtml(booking.name)}, this is a reminder of your free trial lesson tomorrow.`),
      detailsHtml,
      paragraph('Cannot make it? Please reschedule or cancel (until 2 hours before) so someone else can have the time.'),
      button(link, 'Reschedule or cancel'),
      paragraph(plainLink(link)),
    ].join(''),
  });
  const text = [`Hello ${booking.name},`, '', 'This is a reminder of your free trial lesson tomorrow.', '', detailsText, '', 'Reschedule or cancel (until 2 hours before):', link, '', site.name].join('\n');
  return { subject: `Tomorrow: your free trial lesson at ${lagosClock(booking.startsAt)}`, text, html, attachments: [] };
}

export function trialCancellationMessage(input: { site: MailSite; booking: TrialBooking }): MailContent {
  const { site, booking } = input;
  const book = `${site.origin}/book-a-trial`;
  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: 'Your trial lesson is cancelled.',
    bodyHtml: [
      heading('Your trial lesson is cancelled'),
      paragraph(`Hello ${escapeHtml(booking.name)}, your free trial lesson of ${escapeHtml(formatSlotTime(booking.startsAt))} is cancelled, as you asked.`),
      paragraph('You are welcome to book another time whenever it suits you.'),
      button(book, 'Book a free trial'),
    ].join(''),
  });
  const text = [`Hello ${booking.name},`, '', `Your free trial lesson of ${formatSlotTime(booking.startsAt)} is cancelled, as you asked.`, '', 'Book another time:', book, '', site.name].join('\n');
  return { subject: 'Cancelled: your free trial lesson', text, html, attachments: [] };
}

const NOTICE_TITLES = { booked: 'New trial lesson booked', rescheduled: 'Trial lesson moved', cancelled: 'Trial lesson cancelled' } as const;

export function trialNotificationMessage(input: { site: MailSite; booking: TrialBooking; change: keyof typeof NOTICE_TITLES; previous?: string }): MailContent {
  const { site, booking, change } = input;
  const agenda = `${site.origin}/admin/agenda`;
  const title = NOTICE_TITLES[change];
  const rows: [string, string][] = [
    ['When', escapeHtml(when(booking))],
    ...(input.previous ? ([['Was', escapeHtml(formatSlotTime(input.previous))]] as [string, string][]) : []),
    ['Lesson', escapeHtml(serviceLabel(booking.service))],
    ['Learner', escapeHtml(`${booking.name}, ${booking.age}`)],
    ...(booking.guardianName ? ([['Parent or guardian', escapeHtml(booking.guardianName)]] as [string, string][]) : []),
    ['Email', emailHtml(booking.email)],
    ['Phone', phoneHtml(booking.phone)],
  ];
  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: `${booking.name}: ${when(booking)}`,
    bodyHtml: [
      heading(title),
      detailRows(rows),
      ...(booking.note ? [`<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #e2e8f0;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a202c">${multiline(booking.note)}</div>`] : []),
      button(agenda, 'Open the agenda'),
      paragraph(plainLink(agenda)),
    ].join(''),
  });
  const text = [
    title,
    '',
    `When:    ${when(booking)}`,
    ...(input.previous ? [`Was:     ${formatSlotTime(input.previous)}`] : []),
    `Lesson:  ${serviceLabel(booking.service)}`,
    `Learner: ${booking.name}, ${booking.age}`,
    ...(booking.guardianName ? [`Parent or guardian: ${booking.guardianName}`] : []),
    `Email:   ${booking.email}`,
    `Phone:   ${phoneText(booking.phone)}`,
    ...(booking.note ? ['', booking.note] : []),
    '',
    agenda,
  ].join('\n');
  return { subject: `${title}: ${booking.name}, ${formatSlotTime(booking.startsAt)}`, text, html, attachments: [], replyTo: [{ name: booking.name, email: booking.email }] };
}
