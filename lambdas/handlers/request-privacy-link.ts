import { PRIVACY_LIMITS, PRIVACY_MESSAGES, PRIVACY_RATE_LIMITED, privacyRequestInput } from '../../contract/privacy';
import { rateLimitsRepo } from '../lib/db/rate-limits-repo';
import { tooManyRequests } from '../lib/errors';
import { clientOf } from '../lib/form-guard';
import { handle } from '../lib/http';
import { openAccessLink } from '../lib/privacy/access-link';
import { emailHash } from '../lib/privacy/person-hash';

// "See or erase your data" (docs/PRODUCT-RULES.md, People's data): one mail with a 30-minute link to the
// address given, known or not, and the same 202 either way: the answer never tells whether we hold
// anything. Limited per client and per address (its keyed hash: no email in the limit's key).
/** RATE_LIMIT_PRIVACY (read per call, as the forms' limits: a test from one address sets its own), else the default. */
const clientLimit = () => {
  const setting = Number(process.env.RATE_LIMIT_PRIVACY);
  return Number.isInteger(setting) && setting > 0 ? setting : PRIVACY_LIMITS.perClient;
};

export const handler = handle({ auth: 'public', body: privacyRequestInput }, async ({ event, body }) => {
  const now = new Date();
  const window = { windowSeconds: PRIVACY_LIMITS.windowSeconds };
  const byClient = await rateLimitsRepo.hit('privacy', clientOf(event), { ...window, limit: clientLimit() }, now.getTime());
  if (!byClient.allowed) throw tooManyRequests(PRIVACY_RATE_LIMITED, byClient.retryAfterSeconds);
  const byAddress = await rateLimitsRepo.hit('privacy-address', await emailHash(body.email), { ...window, limit: PRIVACY_LIMITS.perAddress }, now.getTime());
  if (!byAddress.allowed) throw tooManyRequests(PRIVACY_RATE_LIMITED, byAddress.retryAfterSeconds);
  await openAccessLink(body.email, now);
  return { status: 202, body: { success: true, message: PRIVACY_MESSAGES.requested } };
});
