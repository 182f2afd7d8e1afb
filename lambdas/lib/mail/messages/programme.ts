// The mails of a monthly programme (docs/PRODUCT-RULES.md, Monthly
// programmes): the enrolment mail, sent once the first month is paid, and the
// reminder when a monthly charge fails; both with the learner's manage link
// (paid-through, stop the monthly payments).
import { formatLongDay } from '../../../../contract/dates';
import { formatNaira } from '../../../../contract/naira';
import { formatMeets, type Learner, type Programme } from '../../../../contract/programmes';
import { formatSlotTime } from '../../../../contract/school';
import type { MailContent } from '../types';
import { button, detailRows, escapeHtml, heading, layout, paragraph, plainLink } from './html';
import type { MailSite } from './types';

export const enrolmentManageLink = (origin: string, token: string) => `${origin}/enrolments/${token}`;

type EnrolmentMailInput = { site: MailSite; learner: Learner; programme: Programme; token: string };

/** The enrolment's details, as both mails list them. */
function enrolmentRows(learner: Learner, programme: Programme): [string, string][] {
  return [
    ['Programme', programme.name],
    ['Meets', formatMeets(programme.meets)],
    ['Monthly fee', formatNaira(programme.monthlyFee)],
    ['Learner', learner.name],
    ...(learner.guardianName ? ([['Parent or guardian', learner.guardianName]] as [string, string][]) : []),
    ...(learner.paidThrough ? ([['Paid through', formatLongDay(learner.paidThrough)]] as [string, string][]) : []),
  ];
}

export function enrolmentConfirmationMessage(input: EnrolmentMailInput): MailContent {
  const { site, learner, programme } = input;
  const link = enrolmentManageLink(site.origin, input.token);
  const rows = enrolmentRows(learner, programme);
  const manage = 'Your card is charged each month. You can see what is paid, or stop the monthly payments, here:';
  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: `${programme.name}: your place is confirmed`,
    bodyHtml: [
      heading('Your place is confirmed'),
      paragraph(`Hello ${escapeHtml(learner.name)}, thank you: the first month of ${escapeHtml(programme.name)} is paid.`),
      detailRows(rows.map(([label, value]) => [label, escapeHtml(value)])),
      paragraph(escapeHtml(manage)),
      button(link, 'Manage my enrolment'),
      paragraph(`Or open this link: ${plainLink(link)}`),
    ].join(''),
  });
  const text = [`Hello ${learner.name},`, '', `The first month of ${programme.name} is paid: your place is confirmed.`, '', ...rows.map(([l, v]) => `${l}: ${v}`), '', manage, link, '', site.name].join('\n');
  return { subject: `Enrolled: ${programme.name}`, text, html, attachments: [] };
}

/**
 * A monthly charge failed (docs/PRODUCT-RULES.md, Monthly programmes): a polite reminder, addressed to the
 * parent or guardian when the learner has one (the enrolment's email is theirs), with the manage link.
 */
export function enrolmentOverdueMessage(input: EnrolmentMailInput): MailContent {
  const { site, learner, programme } = input;
  const link = enrolmentManageLink(site.origin, input.token);
  const rows = enrolmentRows(learner, programme);
  const hello = learner.guardianName ?? learner.name;
  const whose = learner.guardianName ? `${learner.name}’s place in ${programme.name}` : `your place in ${programme.name}`;
  const lines = [
    `This month’s payment of ${formatNaira(programme.monthlyFee)} for ${whose} did not go through. It happens: a card expires, or a bank declines a charge.`,
    'Paystack will try the card again. If the card has changed, or you would like to pay another way, please contact us and we will help.',
    'You can see what is paid, or stop the monthly payments, here:',
  ];
  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: `${programme.name}: this month’s payment did not go through`,
    bodyHtml: [
      heading('A payment did not go through'),
      paragraph(`Hello ${escapeHtml(hello)},`),
      ...lines.slice(0, 2).map((line) => paragraph(escapeHtml(line))),
      detailRows(rows.map(([label, value]) => [label, escapeHtml(value)])),
      paragraph(escapeHtml(lines[2])),
      button(link, 'See my enrolment'),
      paragraph(`Or open this link: ${plainLink(link)}`),
    ].join(''),
  });
  const text = [`Hello ${hello},`, '', ...lines.slice(0, 2).flatMap((line) => [line, '']), ...rows.map(([l, v]) => `${l}: ${v}`), '', lines[2], link, '', site.name].join('\n');
  return { subject: `Payment reminder: ${programme.name}`, text, html, attachments: [] };
}

/**
 * The admin turned a trial into an enrolment (docs/PRODUCT-RULES.md, Monthly programmes): the seat is held until
 * `holdExpiresAt`; the learner (or their guardian) pays the first month on Paystack's checkout from this mail.
 */
export function enrolmentInvitationMessage(input: EnrolmentMailInput & { authorizationUrl: string }): MailContent {
  const { site, learner, programme, authorizationUrl } = input;
  const link = enrolmentManageLink(site.origin, input.token);
  const rows = enrolmentRows(learner, programme);
  const hello = learner.guardianName ?? learner.name;
  const whose = learner.guardianName ? `${learner.name}’s place` : 'your place';
  const until = learner.holdExpiresAt ? ` until ${formatSlotTime(learner.holdExpiresAt)} (Lagos time)` : '';
  const lines = [
    `Thank you for the trial lesson. We are holding ${whose} in ${programme.name}${until}.`,
    `To confirm it, pay the first month (${formatNaira(programme.monthlyFee)}) with Paystack; your card is then charged each month. If it is not paid by then, the seat goes back to the class.`,
    'You can see your enrolment, or stop the monthly payments later, here:',
  ];
  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: `${programme.name}: pay the first month to confirm your place`,
    bodyHtml: [
      heading('Complete your enrolment'),
      paragraph(`Hello ${escapeHtml(hello)},`),
      ...lines.slice(0, 2).map((line) => paragraph(escapeHtml(line))),
      detailRows(rows.map(([label, value]) => [label, escapeHtml(value)])),
      button(authorizationUrl, 'Pay the first month'),
      paragraph(`Or open this link: ${plainLink(authorizationUrl)}`),
      paragraph(`${escapeHtml(lines[2])} ${plainLink(link)}`),
    ].join(''),
  });
  const text = [`Hello ${hello},`, '', ...lines.slice(0, 2).flatMap((line) => [line, '']), ...rows.map(([l, v]) => `${l}: ${v}`), '', 'Pay the first month:', authorizationUrl, '', lines[2], link, '', site.name].join('\n');
  return { subject: `Complete your enrolment: ${programme.name}`, text, html, attachments: [] };
}
