// The first month's checkout of an enrolment: the programme's Paystack plan
// (made when missing, or when the fee changed), the seat, then Paystack's
// /transaction/initialize with the plan. Paystack out of reach: the seat is
// given back and nothing of the enrolment stays.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { PAYMENT_MESSAGES } from '../../../contract/messages';
import { PROGRAMME_MESSAGES, type EnrolResponse, type Programme } from '../../../contract/programmes';
import type { EnrolInput } from '../../../contract/programme-schemas';
import { programmesRepo, type ProgrammePlan } from '../db/school/programmes-repo';
import { conflict, serviceUnavailable } from '../errors';
import { createPlan, initializeTransaction, paystackBaseUrl } from '../payments/paystack-client';
import { siteOrigin } from '../site-origin';

async function planFor(programme: Programme & Partial<ProgrammePlan>, options: { secretKey: string; baseUrl: string }, feeKobo: number): Promise<ProgrammePlan> {
  if (programme.planCode && programme.planFeeKobo === feeKobo) return { planCode: programme.planCode, planFeeKobo: feeKobo };
  const plan = await createPlan(options, { name: programme.name, amount: feeKobo, interval: 'monthly', currency: 'NGN' });
  const made = { planCode: plan.plan_code, planFeeKobo: feeKobo };
  await programmesRepo.setPlan(programme.id, made);
  return made;
}

export async function startSubscriptionCheckout(
  event: APIGatewayProxyEventV2,
  programme: Programme & Partial<ProgrammePlan>,
  input: EnrolInput,
  secretKey: string,
  feeKobo: number,
): Promise<EnrolResponse> {
  const options = { secretKey, baseUrl: paystackBaseUrl() };
  let plan: ProgrammePlan;
  try {
    plan = await planFor(programme, options, feeKobo);
  } catch (error) {
    console.warn(JSON.stringify({ level: 'warn', message: 'paystack plan failed', programmeId: programme.id, error: (error as Error).message }));
    throw serviceUnavailable(PAYMENT_MESSAGES.unavailable);
  }
  const result = await programmesRepo.enrol(programme.id, input, plan);
  if (!result.ok) throw conflict(result.reason === 'full' ? PROGRAMME_MESSAGES.full : PROGRAMME_MESSAGES.alreadyEnrolled);
  const { learner } = result;
  try {
    // With a plan, Paystack charges the plan's amount and subscribes the customer once paid.
    const data = await initializeTransaction(options, {
      email: learner.email,
      amount: feeKobo,
      plan: plan.planCode,
      currency: 'NGN',
      reference: learner.id,
      callback_url: `${siteOrigin(event)}/enrolments/${learner.manageToken}`,
      metadata: { programmeId: programme.id, learnerId: learner.id },
    });
    return { success: true, id: learner.id, message: PROGRAMME_MESSAGES.enrolled, data: { authorizationUrl: data.authorization_url } };
  } catch (error) {
    console.warn(JSON.stringify({ level: 'warn', message: 'paystack initialize failed', reference: learner.id, error: (error as Error).message }));
    await programmesRepo.withdraw(learner);
    throw serviceUnavailable(PAYMENT_MESSAGES.unavailable);
  }
}
