// The mailing list's mails (docs/PRODUCT-RULES.md, Mailing list): the double opt-in's confirmation
// link, and an announcement: the admin's Markdown rendered with `marked` into the confirmations' layout,
// with a plain-text part, the subscriber's page and the RFC 8058 unsubscribe headers. Raw HTML in the
// Markdown is shown as text, never as markup; links other than https, http and mailto lose their href.
import { Marked, type Tokens } from 'marked';
import type { MailContent } from '../types';
import { formatLongDay } from '../../../../contract/dates';
import { formatNaira } from '../../../../contract/naira';
import { formatMeets, type Programme } from '../../../../contract/programmes';
import { eventDetailsHtml, eventDetailsText } from './event-details';
import { button, detailRows, escapeHtml, heading, layout, paragraph, plainLink, subheading } from './html';
import type { MailEvent, MailSite } from './types';

export function newsConfirmationMessage(input: { site: MailSite; token: string }): MailContent {
  const { site, token } = input;
  const link = `${site.origin}/news/confirm/${token}`;
  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: 'Confirm that you want our news.',
    bodyHtml: [
      heading('Confirm your subscription'),
      paragraph(`Someone, probably you, asked to receive news from ${escapeHtml(site.name)} at this address. Click to confirm: nothing is sent before you do.`),
      button(link, 'Yes, send me news'),
      paragraph(`Or open this link: ${plainLink(link)}`),
      paragraph('If you did not ask, ignore this mail: you will not hear from us.'),
    ].join(''),
  });
  const text = [
    `Someone, probably you, asked to receive news from ${site.name} at this address.`,
    'Open this link to confirm (nothing is sent before you do):',
    link,
    '',
    'If you did not ask, ignore this mail: you will not hear from us.',
    site.name,
  ].join('\n');
  return { subject: `Confirm your subscription to ${site.name}`, text, html, attachments: [] };
}

const SAFE_HREF = /^(https?:|mailto:)/i;
const markdown = new Marked({
  gfm: true,
  renderer: {
    // The admin's raw HTML is text: no markup reaches the mail but what the Markdown makes.
    html: (token: Tokens.HTML | Tokens.Tag) => escapeHtml(token.text),
    link(token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      return SAFE_HREF.test(token.href) ? `<a href="${escapeHtml(token.href)}" style="color:#6b46c1">${text}</a>` : text;
    },
    image: (token: Tokens.Image) => escapeHtml(token.text),
  },
});

/** The admin's Markdown as safe HTML. */
export function renderMarkdown(body: string): string {
  return markdown.parse(body, { async: false });
}

/** The plain-text part: the Markdown is already readable as text; links keep their address. */
export function markdownText(body: string): string {
  return body.replace(/\[([^\]]*)\]\(([^)\s]+)\)/g, '$1 ($2)').trim();
}

/** The headers a mail client's unsubscribe button reads (RFC 2369, RFC 8058). */
export function unsubscribeHeaders(unsubscribeUrl: string, mailto: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>, <mailto:${mailto}?subject=unsubscribe>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The optional card under the text: an event with its Register button, or a programme with its Enrol button. */
export type AnnouncementCard = { kind: 'event'; event: MailEvent } | { kind: 'programme'; programme: Programme };

function cardParts(card: AnnouncementCard, origin: string): { html: string; text: string } {
  if (card.kind === 'event') {
    const link = `${origin}/events/${encodeURIComponent(card.event.id)}`;
    return { html: boxed(subheading(card.event.title) + eventDetailsHtml(card.event) + button(link, 'Register')), text: [eventDetailsText(card.event), `Register: ${link}`].join('\n') };
  }
  const { programme } = card;
  const link = `${origin}/programmes`;
  const rows: [string, string][] = [
    ['Meets', formatMeets(programme.meets)],
    ['Monthly fee', formatNaira(programme.monthlyFee)],
    ['Starts', formatLongDay(programme.startsOn)],
  ];
  return {
    html: boxed(subheading(programme.name) + detailRows(rows.map(([label, value]) => [label, escapeHtml(value)])) + button(link, 'Enrol')),
    text: [`Programme: ${programme.name}`, ...rows.map(([l, v]) => `${l}: ${v}`), `Enrol: ${link}`].join('\n'),
  };
}

/** A light frame around the card, drawn as a table so every mail client keeps it. */
const boxed = (html: string) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;border:1px solid #e2e8f0;border-radius:8px"><tr><td style="padding:4px 16px 8px">${html}</td></tr></table>`;

export const TEST_NOTE = 'This is a test: it went to you only, and no one else received it. The real mail carries each recipient’s own link to change what they receive or unsubscribe.';

/**
 * An announcement. `token`: the recipient's manage link (and the unsubscribe headers); without one (the
 * admin's preview and test send) the footer says where each recipient's own link goes. `test` marks it.
 */
export function announcementMessage(input: { site: MailSite; subject: string; body: string; token?: string; apiOrigin: string; unsubscribeMailto: string; card?: AnnouncementCard; test?: boolean }): MailContent {
  const { site, subject, body, token, card, test } = input;
  const page = token ? `${site.origin}/news/${token}` : null;
  const bodyHtml = renderMarkdown(body);
  const footer = `You receive this because you agreed to news from ${site.name}. Change what you receive or unsubscribe:`;
  const cardMade = card ? cardParts(card, site.origin) : null;
  const pageHtml = page ? plainLink(page) : escapeHtml('(each recipient’s own link)');
  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: subject,
    bodyHtml: [
      test ? paragraph(`<strong>${escapeHtml(TEST_NOTE)}</strong>`) : '',
      heading(subject),
      `<div style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a202c">${bodyHtml}</div>`,
      cardMade?.html ?? '',
      paragraph(`${escapeHtml(footer)} ${pageHtml}`),
    ].join(''),
  });
  const text = [...(test ? [TEST_NOTE, ''] : []), subject, '', markdownText(body), ...(cardMade ? ['', cardMade.text] : []), '', '--', footer, page ?? '(each recipient’s own link)'].join('\n');
  return {
    subject: test ? `[Test] ${subject}` : subject,
    text,
    html,
    attachments: [],
    ...(token ? { headers: unsubscribeHeaders(`${input.apiOrigin}/api/unsubscribe/${token}`, input.unsubscribeMailto) } : {}),
  };
}
