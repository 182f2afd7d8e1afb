// A trial turned into an enrolment by the admin (docs/PRODUCT-RULES.md, Monthly programmes): the trial's
// learner, with the details the trial holds, through the public enrolment's transaction. Paystack's plan and
// checkout come first (our learner id as the reference, made here), so the one transaction can hold
// everything: the seat, the learner, the token, the plan link, the trial's enrolment (once) and the mail
// with the payment link. A refused transaction leaves an unused Paystack checkout that nobody was given.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { PAYMENT_MESSAGES } from '../../../contract/messages';
import { nairaToKobo } from '../../../contract/naira';
import { PROGRAMME_MESSAGES, TRIAL_ENROLMENT_HOLD_HOURS, type TrialEnrolResponse } from '../../../contract/programmes';
import { enrolInput } from '../../../contract/programme-schemas';
import { newId, nowIso } from '../db/items';
import { outboxRepo } from '../db/outbox-repo';
import { newEnrolmentToken, programmesRepo } from '../db/school/programmes-repo';
import { trialsRepo } from '../db/school/trials-repo';
import { badRequest, conflict, notFound, serviceUnavailable } from '../errors';
import { paystackBaseUrl } from '../payments/paystack-client';
import { paystackSecretKey } from '../payments/secret-key';
import { checkoutPlan, initializeFirstMonth } from './programme-checkout';
import { log } from '../log';
import { learnerRecipients } from '../../../contract/school';

export async function enrolTrial(event: APIGatewayProxyEventV2, trialId: string, programmeId: string, now = new Date()): Promise<TrialEnrolResponse> {
  const trial = await trialsRepo.get(trialId);
  if (!trial) throw notFound(PROGRAMME_MESSAGES.trialNotFound);
  if (trial.status === 'cancelled') throw conflict(PROGRAMME_MESSAGES.trialCancelled);
  if (trial.enrolment) throw conflict(PROGRAMME_MESSAGES.trialAlreadyEnrolled);
  const programme = await programmesRepo.get(programmeId);
  if (!programme) throw notFound(PROGRAMME_MESSAGES.notFound);
  if (programme.seatsTaken >= programme.capacity) throw conflict(PROGRAMME_MESSAGES.full);
  // The trial's rules are the programme's (8 and over, a guardian under 18); checked again in case they part.
  // A trial booked before the guardian's contact and confirmation were asked for: the guardian named on it
  // booked it, with the booking's own phone.
  const guardian = { guardianName: trial.guardianName, guardianEmail: trial.guardianEmail, guardianPhone: trial.guardianPhone ?? (trial.guardianName && !trial.guardianEmail ? trial.phone : undefined), guardianConfirmed: trial.guardianConfirmed ?? (trial.guardianName ? true : undefined) };
  const parsed = enrolInput.safeParse({ name: trial.name, email: trial.email, phone: trial.phone, age: trial.age, ...guardian });
  if (!parsed.success) throw badRequest(parsed.error.issues[0].message);
  const secretKey = await paystackSecretKey();
  if (!secretKey) throw serviceUnavailable(PAYMENT_MESSAGES.unavailable);

  const options = { secretKey, baseUrl: paystackBaseUrl() };
  const plan = await checkoutPlan(programme, options, nairaToKobo(programme.monthlyFee));
  const learner = { id: newId(), manageToken: newEnrolmentToken(), email: parsed.data.email, programmeId };
  let authorizationUrl: string;
  try {
    authorizationUrl = await initializeFirstMonth(event, options, learner, plan);
  } catch (error) {
    log.warn('paystack initialize failed', { reference: learner.id, error: (error as Error).message });
    throw serviceUnavailable(PAYMENT_MESSAGES.unavailable);
  }
  const holdExpiresAt = new Date(now.getTime() + TRIAL_ENROLMENT_HOLD_HOURS * 3_600_000).toISOString();
  const result = await programmesRepo.enrol(programmeId, parsed.data, plan, {
    id: learner.id,
    manageToken: learner.manageToken,
    holdExpiresAt,
    trialId,
    extra: [
      trialsRepo.enrolmentGuard(trialId, { programmeId, learnerId: learner.id, at: nowIso() }),
      outboxRepo.queue({ kind: 'enrolment-invitation', to: learnerRecipients(learner), refs: { programmeId, learnerId: learner.id, trialId }, data: { authorizationUrl } }).put,
    ],
  });
  if (!result.ok) {
    if (result.reason === 'full') throw conflict(PROGRAMME_MESSAGES.full);
    if (result.reason === 'enrolled') throw conflict(PROGRAMME_MESSAGES.alreadyEnrolled);
    // The trial's guard: enrolled by a parallel request, or cancelled meanwhile.
    throw conflict((await trialsRepo.get(trialId))?.status === 'cancelled' ? PROGRAMME_MESSAGES.trialCancelled : PROGRAMME_MESSAGES.trialAlreadyEnrolled);
  }
  return { success: true, id: learner.id, message: PROGRAMME_MESSAGES.trialEnrolled(learner.email), data: { authorizationUrl, holdExpiresAt } };
}
