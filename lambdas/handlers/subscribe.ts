import { NEWS_MESSAGES, subscribeInput } from '../../contract/news';
import { saidYes } from '../../contract/privacy';
import { badRequest } from '../lib/errors';
import { screenSubmission } from '../lib/form-guard';
import { handle } from '../lib/http';
import { requestSubscription } from '../lib/news/subscribe';

// Sign up for news (docs/PRODUCT-RULES.md, Mailing list): the same 202 for a new or a known address; a
// bot is answered the same and nothing is stored; the form is limited per client like the other forms.
export const handler = handle({ auth: 'public', body: subscribeInput }, async ({ event, body }) => {
  if (!saidYes(body)) throw badRequest(NEWS_MESSAGES.consentNeeded, { marketingConsent: NEWS_MESSAGES.consentNeeded });
  if ((await screenSubmission(event, body, 'news')) === 'person') await requestSubscription(body, new Date());
  return { status: 202, body: { success: true, message: NEWS_MESSAGES.subscribed } };
});
