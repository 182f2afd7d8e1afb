import { PAYMENT_MESSAGES } from '../../contract/messages';
import { recordConsent } from '../lib/privacy/consent';
import { welcomeBack } from '../lib/privacy/welcome-back';
import { nairaToKobo } from '../../contract/naira';
import { PROGRAMME_MESSAGES } from '../../contract/programmes';
import { enrolRequest } from '../../contract/programme-schemas';
import { newId } from '../lib/db/items';
import { programmesRepo } from '../lib/db/school/programmes-repo';
import { conflict, notFound, serviceUnavailable } from '../lib/errors';
import { screenSubmission } from '../lib/form-guard';
import { handle } from '../lib/http';
import { paystackSecretKey } from '../lib/payments/secret-key';
import { startSubscriptionCheckout } from '../lib/school/programme-checkout';

// Enrolment in a monthly programme (docs/PRODUCT-RULES.md, Monthly programmes): a seat is
// taken in one transaction (programmes-repo.ts), then Paystack's checkout for the first
// month with the programme's plan, which sets up the monthly charge once paid.
export const handler = handle({ auth: 'public', body: enrolRequest }, async ({ event, params, body }) => {
  const programme = await programmesRepo.get(params.id);
  if (!programme) throw notFound(PROGRAMME_MESSAGES.notFound);
  // A bot is answered like a person, with nothing stored and no checkout.
  if ((await screenSubmission(event, body, 'registrations')) === 'bot') return { status: 201, body: { success: true, id: newId(), message: PROGRAMME_MESSAGES.enrolled, data: { authorizationUrl: '' } } };
  if (programme.seatsTaken >= programme.capacity) throw conflict(PROGRAMME_MESSAGES.full);
  const secretKey = await paystackSecretKey();
  if (!secretKey) throw serviceUnavailable(PAYMENT_MESSAGES.unavailable);
  const { homepage: _homepage, fillMs: _fillMs, ...input } = body;
  await welcomeBack(body.email);
  const answer = await startSubscriptionCheckout(event, programme, input, secretKey, nairaToKobo(programme.monthlyFee));
  await recordConsent(body.email, body, 'enrolment', answer.id);
  return { status: 201, body: answer };
});
