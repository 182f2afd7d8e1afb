import { PROGRAMME_MESSAGES } from '../../contract/programmes';
import { PAYMENT_MESSAGES } from '../../contract/messages';
import { programmesRepo } from '../lib/db/school/programmes-repo';
import { conflict, notFound, serviceUnavailable } from '../lib/errors';
import { handle } from '../lib/http';
import { disableSubscription, paystackBaseUrl } from '../lib/payments/paystack-client';
import { paystackSecretKey } from '../lib/payments/secret-key';
import { applySubscriptionStop } from '../lib/school/subscription-events';
import { enrolmentView } from '../lib/school/enrolment-view';
import { log } from '../lib/log';

// The learner stops their monthly payments (docs/PRODUCT-RULES.md, Monthly programmes): Paystack's
// /subscription/disable, then the learner is stopped at once, applied once with the
// subscription.disable webhook that follows (the same event id: whichever comes first applies it).
export const handler = handle({ auth: 'public' }, async ({ params }) => {
  const learner = await programmesRepo.byToken(params.token);
  if (!learner) throw notFound(PROGRAMME_MESSAGES.enrolmentNotFound);
  if (learner.status === 'stopped') throw conflict(PROGRAMME_MESSAGES.alreadyStopped);
  if (!learner.subscriptionCode || !learner.emailToken) throw conflict(PROGRAMME_MESSAGES.notStarted);
  const secretKey = await paystackSecretKey();
  if (!secretKey) throw serviceUnavailable(PAYMENT_MESSAGES.unavailable);
  try {
    await disableSubscription({ secretKey, baseUrl: paystackBaseUrl() }, { code: learner.subscriptionCode, token: learner.emailToken });
  } catch (error) {
    log.warn('paystack subscription disable failed', { learnerId: learner.id, error: (error as Error).message });
    throw serviceUnavailable(PAYMENT_MESSAGES.unavailable);
  }
  await applySubscriptionStop(learner.subscriptionCode);
  const now = await programmesRepo.learner(learner.programmeId, learner.id);
  return { body: { success: true, message: PROGRAMME_MESSAGES.stopped, data: await enrolmentView(now ?? learner) } };
});
