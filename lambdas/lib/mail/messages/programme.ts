// The enrolment mail of a monthly programme (docs/PRODUCT-RULES.md, Monthly
// programmes): sent once the first month is paid, with the learner's manage
// link (paid-through, stop the monthly payments).
import { formatLongDay } from '../../../../contract/dates';
import { formatNaira } from '../../../../contract/naira';
import { formatMeets, type Learner, type Programme } from '../../../../contract/programmes';
import type { MailContent } from '../types';
import { button, detailRows, escapeHtml, heading, layout, paragraph, plainLink } from './html';
import type { MailSite } from './types';

export const enrolmentManageLink = (origin: string, token: string) => `${origin}/enrolments/${token}`;

export function enrolmentConfirmationMessage(input: { site: MailSite; learner: Learner; programme: Programme; token: string }): MailContent {
  const { site, learner, programme } = input;
  const link = enrolmentManageLink(site.origin, input.token);
  const rows: [string, string][] = [
    ['Programme', programme.name],
    ['Meets', formatMeets(programme.meets)],
    ['Monthly fee', formatNaira(programme.monthlyFee)],
    ['Learner', learner.name],
    ...(learner.guardianName ? ([['Parent or guardian', learner.guardianName]] as [string, string][]) : []),
    ...(learner.paidThrough ? ([['Paid through', formatLongDay(learner.paidThrough)]] as [string, string][]) : []),
  ];
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
