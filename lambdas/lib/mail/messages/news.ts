// The mailing list's mails (docs/PRODUCT-RULES.md, Mailing list): the double opt-in's confirmation
// link, and an announcement: the admin's Markdown rendered with `marked` into the confirmations' layout,
// with a plain-text part, the subscriber's page and the RFC 8058 unsubscribe headers. Raw HTML in the
// Markdown is shown as text, never as markup; links other than https, http and mailto lose their href.
import { Marked, type Tokens } from 'marked';
import type { MailContent } from '../types';
import { button, escapeHtml, heading, layout, paragraph, plainLink } from './html';
import type { MailSite } from './types';

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

export function announcementMessage(input: { site: MailSite; subject: string; body: string; token: string; apiOrigin: string; unsubscribeMailto: string }): MailContent {
  const { site, subject, body, token } = input;
  const page = `${site.origin}/news/${token}`;
  const bodyHtml = renderMarkdown(body);
  const footer = `You receive this because you agreed to news from ${site.name}. Change what you receive or unsubscribe:`;
  const html = layout({
    siteName: site.name,
    origin: site.origin,
    preview: subject,
    bodyHtml: [heading(subject), `<div style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a202c">${bodyHtml}</div>`, paragraph(`${escapeHtml(footer)} ${plainLink(page)}`)].join(''),
  });
  const text = [subject, '', markdownText(body), '', '--', footer, page].join('\n');
  return { subject, text, html, attachments: [], headers: unsubscribeHeaders(`${input.apiOrigin}/api/unsubscribe/${token}`, input.unsubscribeMailto) };
}
