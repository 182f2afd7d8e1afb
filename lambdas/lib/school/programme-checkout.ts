// The first month's checkout of an enrolment: the programme's Paystack plan
// (made when missing, or when the fee changed), the seat, then Paystack's
// /transaction/initialize with the plan. Paystack out of reach: the seat is
// given back and nothing of the enrolment stays.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { PAYMENT_MESSAGES } from '../../../contract/messages';
import { PROGRAMME_MESSAGES, type EnrolResponse, type Programme } from '../../../contract/programmes';
import type { EnrolInput } from '../../../contract/programme-schemas';
import { programmesRepo, type LearnerRecord, type ProgrammePlan } from '../db/school/programmes-repo';
import { conflict, serviceUnavailable } from '../errors';
import { holdUntil } from '../payments/hold';
import { createPlan, initializeTransaction, paystackBaseUrl } from '../payments/paystack-client';
import { siteOrigin } from '../site-origin';
import { log } from '../log';

type PaystackOptions = { secretKey: string; baseUrl: string };

async function planFor(programme: Programme & Partial<ProgrammePlan>, options: PaystackOptions, feeKobo: number): Promise<ProgrammePlan> {
  if (programme.planCode && programme.planFeeKobo === feeKobo) return { planCode: programme.planCode, planFeeKobo: feeKobo };
  const plan = await createPlan(options, { name: programme.name, amount: feeKobo, interval: 'monthly', currency: 'NGN' });
  const made = { planCode: plan.plan_code, planFeeKobo: feeKobo };
  await programmesRepo.setPlan(programme.id, made);
  return made;
}

/** The programme's plan for its fee; Paystack out of reach: 503, nothing of the enrolment written yet. */
export async function checkoutPlan(programme: Programme & Partial<ProgrammePlan>, options: PaystackOptions, feeKobo: number): Promise<ProgrammePlan> {
  try {
    return await planFor(programme, options, feeKobo);
  } catch (error) {
    log.warn('paystack plan failed', { programmeId: programme.id, error: (error as Error).message });
    throw serviceUnavailable(PAYMENT_MESSAGES.unavailable);
  }
}

/** Paystack's checkout of the first month: the plan's amount, our learner id as reference, back to the manage page. */
export async function initializeFirstMonth(event: APIGatewayProxyEventV2, options: PaystackOptions, learner: Pick<LearnerRecord, 'id' | 'email' | 'manageToken' | 'programmeId'>, plan: ProgrammePlan): Promise<string> {
  // With a plan, Paystack charges the plan's amount and subscribes the customer once paid.
  const data = await initializeTransaction(options, {
    email: learner.email,
    amount: plan.planFeeKobo,
    plan: plan.planCode,
    currency: 'NGN',
    reference: learner.id,
    callback_url: `${siteOrigin(event)}/enrolments/${learner.manageToken}`,
    metadata: { programmeId: learner.programmeId, learnerId: learner.id },
  });
  return data.authorization_url;
}

export async function startSubscriptionCheckout(
  event: APIGatewayProxyEventV2,
  programme: Programme & Partial<ProgrammePlan>,
  input: EnrolInput,
  secretKey: string,
  feeKobo: number,
): Promise<EnrolResponse> {
  const options = { secretKey, baseUrl: paystackBaseUrl() };
  const plan = await checkoutPlan(programme, options, feeKobo);
  // Straight to Paystack's checkout, as a box office order: the same unpaid hold (PAYMENT_HOLD_MINUTES).
  const result = await programmesRepo.enrol(programme.id, input, plan, { holdExpiresAt: holdUntil() });
  if (!result.ok) throw conflict(result.reason === 'full' ? PROGRAMME_MESSAGES.full : PROGRAMME_MESSAGES.alreadyEnrolled);
  const { learner } = result;
  try {
    return { success: true, id: learner.id, message: PROGRAMME_MESSAGES.enrolled, data: { authorizationUrl: await initializeFirstMonth(event, options, learner, plan) } };
  } catch (error) {
    log.warn('paystack initialize failed', { reference: learner.id, error: (error as Error).message });
    await programmesRepo.withdraw(learner);
    throw serviceUnavailable(PAYMENT_MESSAGES.unavailable);
  }
}
