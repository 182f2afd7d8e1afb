import { PRIVACY_MESSAGES, privacyConsentInput } from '../../contract/privacy';
import { transact } from '../lib/db/items';
import { privacyRepo } from '../lib/db/privacy-repo';
import { handle } from '../lib/http';
import { readLiveAccessLink } from '../lib/privacy/access-link';

// Withdrawing consent to news and offers: a new consent record (no) under the notice in force; the
// last record is the one that counts, and the earlier ones stay as the history the person can see.
export const handler = handle({ auth: 'public', body: privacyConsentInput }, async ({ params }) => {
  const now = new Date();
  const link = await readLiveAccessLink(params.token, now);
  const noticeVersion = await privacyRepo.noticeVersion();
  await transact([privacyRepo.consentPut(link.emailHash, { marketing: false, form: 'privacy-page', noticeVersion, at: now.toISOString() })]);
  return { body: { success: true, message: PRIVACY_MESSAGES.consentWithdrawn } };
});
