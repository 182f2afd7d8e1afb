// The building blocks every message's HTML is made of. Mail clients ignore
// <style> blocks and external CSS unevenly, so everything is a table with
// inline styles; text stays readable with images off. Every value that came
// from a visitor or an admin goes through escapeHtml before it reaches markup.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A visitor's multi-line text as escaped HTML with its line breaks kept. */
export function multiline(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');
}

const FONT = "font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a202c";
const ACCENT = '#6b46c1';

/** A link that looks like a button (a table cell, so Outlook draws it too). Both arguments are raw text. */
export function button(href: string, label: string): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:16px 0"><tr>` +
    `<td style="border-radius:6px;background:${ACCENT}">` +
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;${FONT};color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a>` +
    `</td></tr></table>`
  );
}

/** A plain link whose text is the address itself (for clients that hide buttons). */
export function plainLink(href: string, text = href): string {
  return `<a href="${escapeHtml(href)}" style="color:${ACCENT};word-break:break-all">${escapeHtml(text)}</a>`;
}

/** Label/value rows; values are already-safe HTML (use escapeHtml for text). */
export function detailRows(rows: [label: string, valueHtml: string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;${FONT};font-weight:bold;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 0;${FONT};vertical-align:top">${value}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:12px 0">${cells}</table>`;
}

export function paragraph(html: string): string {
  return `<p style="margin:0 0 16px;${FONT}">${html}</p>`;
}

export function heading(text: string): string {
  return `<h1 style="margin:0 0 16px;font-family:Arial,Helvetica,sans-serif;font-size:22px;line-height:1.3;color:#1a202c">${escapeHtml(text)}</h1>`;
}

export function subheading(text: string): string {
  return `<h2 style="margin:24px 0 8px;font-family:Arial,Helvetica,sans-serif;font-size:18px;line-height:1.3;color:#1a202c">${escapeHtml(text)}</h2>`;
}

/**
 * The whole document: a centred column of at most 600px that shrinks on a
 * phone, the site's name as text (no logo to lose with images off), and a
 * hidden preview line for the inbox list.
 */
export function layout(options: { siteName: string; origin: string; preview: string; bodyHtml: string }): string {
  const siteName = escapeHtml(options.siteName);
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${siteName}</title></head>` +
    `<body style="margin:0;padding:0;background:#f4f4f7">` +
    `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(options.preview)}</div>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f4f7"><tr><td align="center" style="padding:16px 8px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px">` +
    `<tr><td style="padding:20px 24px;border-bottom:3px solid ${ACCENT};font-family:Arial,Helvetica,sans-serif;font-size:18px;font-weight:bold;color:${ACCENT}">${siteName}</td></tr>` +
    `<tr><td style="padding:24px">${options.bodyHtml}</td></tr>` +
    `<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#4a5568">` +
    `${siteName} · ${plainLink(options.origin)}</td></tr>` +
    `</table></td></tr></table></body></html>`
  );
}
