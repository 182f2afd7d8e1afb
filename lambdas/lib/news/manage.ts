// The subscriber's own links (docs/PRODUCT-RULES.md, Mailing list): /news/{token} and the one-click
// unsubscribe of every announcement. Reading never changes anything; only the POST unsubscribes.
import { NEWS_MESSAGES } from '../../../contract/news';
import { newsRepo, type NewsLink } from '../db/news-repo';
import { privacyRepo } from '../db/privacy-repo';
import { notFound } from '../errors';
import { tokenHash } from '../privacy/person-hash';

export async function manageLink(token: string, now: Date): Promise<Extract<NewsLink, { purpose: 'manage' }> & { tokenHash: string }> {
  const hashed = tokenHash(token);
  const link = await newsRepo.link(hashed, now);
  if (!link || link.purpose !== 'manage') throw notFound(NEWS_MESSAGES.linkUnknown);
  return { ...link, tokenHash: hashed };
}

/** RFC 8058: at once, no session, no page; the consent's withdrawal is recorded (form 'news'). Repeating it changes nothing. */
export async function unsubscribe(token: string, now: Date): Promise<void> {
  const link = await manageLink(token, now);
  const at = now.toISOString();
  const consent = privacyRepo.consentPut(link.emailHash, { marketing: false, form: 'news', noticeVersion: await privacyRepo.noticeVersion(), at, ref: `news-${link.tokenHash.slice(0, 16)}` });
  await newsRepo.unsubscribe({ tokenHash: link.tokenHash, link, at, consent });
}
