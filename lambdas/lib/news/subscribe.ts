// Signing up and confirming (docs/PRODUCT-RULES.md, Mailing list): double opt-in. The sign-up writes
// only a confirm link (its SHA-256, with the email, name and interests for 48 hours) and its mail; the
// subscription and its consent record are written by the click alone. The answer is the same whether
// the address is new, pending or subscribed already. An erased (suppressed) address gets no confirmation
// mail (the mailer's suppression check) until the person books again.
import { randomBytes } from 'node:crypto';
import { NEWS_LIMITS, NEWS_MESSAGES, type NewsInterest } from '../../../contract/news';
import { newsRepo } from '../db/news-repo';
import { outboxRepo } from '../db/outbox-repo';
import { privacyRepo } from '../db/privacy-repo';
import { rateLimitsRepo } from '../db/rate-limits-repo';
import { transact } from '../db/items';
import { notFound } from '../errors';
import { emailHash, normaliseEmail, tokenHash } from '../privacy/person-hash';

export async function requestSubscription(input: { email: string; name?: string; interests?: NewsInterest[] }, now: Date): Promise<void> {
  const email = normaliseEmail(input.email);
  const hash = await emailHash(email);
  // Per address too (its keyed hash: no email in the limit's key): nobody mail-bombs an inbox through us.
  const byAddress = await rateLimitsRepo.hit('news-address', hash, { windowSeconds: 3600, limit: NEWS_LIMITS.perAddress }, now.getTime());
  if (!byAddress.allowed) return;
  const known = await newsRepo.subscriber(hash);
  if (known?.status === 'subscribed') return;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = Math.floor(now.getTime() / 1000) + NEWS_LIMITS.confirmHours * 3600;
  const link = newsRepo.linkPut(tokenHash(token), { purpose: 'confirm', emailHash: hash, email, ...(input.name ? { name: input.name } : {}), interests: input.interests ?? [], expiresAt });
  const mail = outboxRepo.queue({ kind: 'news-confirmation', to: [email], refs: {}, data: { token } });
  await transact([link, mail.put]);
}

/** The click: 200 with the subscriber's manage token as `id` (the page links to /news/{it}); 404 for an unknown or expired link. */
export async function confirmSubscription(token: string, now: Date): Promise<{ manageToken: string | null }> {
  const hashed = tokenHash(token);
  const link = await newsRepo.link(hashed, now);
  if (!link || link.purpose !== 'confirm') throw notFound(NEWS_MESSAGES.linkUnknown);
  // Clicked before (the mail client's preview, a second tab): still subscribed, nothing written again.
  if (link.usedAt) return { manageToken: null };
  const at = now.toISOString();
  const manage = randomBytes(24).toString('base64url');
  const expiresAt = Math.floor(now.getTime() / 1000) + NEWS_LIMITS.manageTokenDays * 86_400;
  const noticeVersion = await privacyRepo.noticeVersion();
  const outcome = await newsRepo.confirm({
    tokenHash: hashed,
    link,
    at,
    consent: privacyRepo.consentPut(link.emailHash, { marketing: true, form: 'subscribe', noticeVersion, at, ref: `news-${hashed.slice(0, 16)}` }),
    manage: newsRepo.linkPut(tokenHash(manage), { purpose: 'manage', emailHash: link.emailHash, expiresAt }),
  });
  return { manageToken: outcome === 'confirmed' ? manage : null };
}
