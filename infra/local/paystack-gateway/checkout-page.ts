// The page behind authorization_url: what a visitor sees instead of Paystack's
// hosted checkout. Plain HTML with one form, so it works with JavaScript off
// and in headless Chromium, and a screen reader hears what is being paid.
import type { GatewayTransaction } from './transactions';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** ₦5,000.00 for 500000 kobo. */
export function formatAmount(subunits: number, currency: string): string {
  return new Intl.NumberFormat('en-NG', { style: 'currency', currency }).format(subunits / 100);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111}
.note{background:#fff4d6;border:1px solid #c9a227;padding:.5rem .75rem;border-radius:.25rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{font-weight:600}
button{font-size:1rem;padding:.6rem 1rem;margin:.25rem .5rem .25rem 0;min-height:44px;border-radius:.25rem;border:1px solid #333;background:#fff;cursor:pointer}
button[value=pay]{background:#0b6b3a;color:#fff;border-color:#0b6b3a}
button:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function renderCheckoutPage(t: GatewayTransaction): string {
  const amount = formatAmount(t.amount, t.currency);
  const title = `Pay ${amount}`;
  return layout(
    `${title} - Paystack test checkout`,
    `<h1>Pay ${escapeHtml(amount)}</h1>
<p class="note" role="note">Local test checkout: no card is charged and no money moves.</p>
<dl>
<dt>Email</dt><dd>${escapeHtml(t.email)}</dd>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
<dt>Reference</dt><dd>${escapeHtml(t.reference)}</dd>
</dl>
<form method="post" action="/checkout/${encodeURIComponent(t.accessCode)}" aria-label="Complete the payment">
<button type="submit" name="action" value="pay">Pay ${escapeHtml(amount)}</button>
<button type="submit" name="action" value="decline">Decline</button>
<button type="submit" name="action" value="abandon">Abandon</button>
</form>`,
  );
}

/** For a transaction that can no longer be paid, or a code nobody issued. */
export function renderClosedPage(heading: string, detail: string): string {
  return layout(`${heading} - Paystack test checkout`, `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(detail)}</p>`);
}
