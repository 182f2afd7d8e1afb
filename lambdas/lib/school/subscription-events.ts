// Paystack's subscription webhooks for monthly programmes (docs/ARCHITECTURE.md,
// Monthly programmes), after the webhook handler has verified the signature:
// charge.success of a plan (the first month and every month after),
// subscription.create, invoice.payment_failed and subscription.disable. Each is
// applied once (programmes-repo.ts applyEvent); an unknown customer or a wrong
// amount changes nothing and is logged.
import { addDays, lagosDay } from '../../../contract/dates';
import { monthCoveredFrom, type LearnerStatus } from '../../../contract/programmes';
import { programmeStatsChange } from '../db/school/programme-stats';
import { enrolmentHoldsRepo } from '../db/school/enrolment-holds-repo';
import { planLink, programmesRepo, referenceLink, subscriptionLink, type LearnerChange, type LearnerRecord } from '../db/school/programmes-repo';

type Notice =
  | { kind: 'charge'; id: string; link: string; amount: number; paidDay: string; byReference: string }
  | { kind: 'create'; id: string; link: string; code: string; emailToken: string }
  | { kind: 'failed'; id: string; link: string; amount: number }
  | { kind: 'disable'; id: string; link: string; fallback: string };

export const SUBSCRIPTION_EVENTS = ['subscription.create', 'invoice.payment_failed', 'subscription.disable'] as const;

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const kobo = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN);

/** A charge.success is a programme's when it carries a plan (Paystack's charges of a subscription do). */
export const isPlanCharge = (data: unknown): boolean => text(record(record(data).plan).plan_code) !== '';

/** The event as what we apply; null when it lacks what we check. */
export function noticeOf(event: string, data: unknown): Notice | null {
  const d = record(data);
  const email = text(record(d.customer).email);
  const planCode = text(record(d.plan).plan_code);
  if (event === 'charge.success') {
    const reference = text(d.reference);
    const paidAt = text(d.paid_at) || text(d.paidAt);
    if (!reference || !planCode || !email || d.status !== 'success' || d.currency !== 'NGN' || Number.isNaN(Date.parse(paidAt))) return null;
    return { kind: 'charge', id: `charge:${reference}`, link: planLink(planCode, email), amount: kobo(d.amount), paidDay: lagosDay(new Date(paidAt)), byReference: referenceLink(reference) };
  }
  if (event === 'subscription.create') {
    const code = text(d.subscription_code);
    if (!code || !planCode || !email || !text(d.email_token)) return null;
    return { kind: 'create', id: `create:${code}`, link: planLink(planCode, email), code, emailToken: text(d.email_token) };
  }
  if (event === 'invoice.payment_failed') {
    const code = text(record(d.subscription).subscription_code);
    if (!code || !text(d.invoice_code)) return null;
    return { kind: 'failed', id: `failed:${text(d.invoice_code)}`, link: subscriptionLink(code), amount: kobo(d.amount) };
  }
  if (event === 'subscription.disable') {
    const code = text(d.subscription_code);
    if (!code) return null;
    return { kind: 'disable', id: `disable:${code}`, link: subscriptionLink(code), fallback: planCode && email ? planLink(planCode, email) : '' };
  }
  return null;
}

/** What the event does to the learner as they are now; null: nothing (logged by the caller). */
function changeFor(notice: Notice, learner: LearnerRecord, startsOn: string): LearnerChange | 'wrong-amount' | null {
  const stopped = learner.status === 'stopped';
  switch (notice.kind) {
    case 'charge': {
      if (notice.amount !== learner.feeKobo) return 'wrong-amount';
      // The first month from the programme's start (or the payment, if later); each next month from the day after the last paid.
      const from = learner.paidThrough ? addDays(learner.paidThrough, 1) : notice.paidDay > startsOn ? notice.paidDay : startsOn;
      return { paidThrough: monthCoveredFrom(from), ...(stopped ? {} : { status: 'active' satisfies LearnerStatus }) };
    }
    case 'create':
      return { subscription: { code: notice.code, emailToken: notice.emailToken } };
    case 'failed':
      if (notice.amount !== learner.feeKobo) return 'wrong-amount';
      return stopped ? null : { status: 'overdue' };
    case 'disable':
      return stopped ? null : { status: 'stopped' };
  }
}

export type SubscriptionOutcome = 'applied' | 'replayed' | 'unknown-customer' | 'wrong-amount' | 'unchanged' | 'unreadable' | 'refund-due';

/** A released learner's own first charge finds them by our reference (the plan link may be another learner's by then). */
async function learnerFor(notice: Notice): Promise<LearnerRecord | null> {
  if (notice.kind === 'charge') {
    const released = await programmesRepo.byLink(notice.byReference);
    if (released) return released;
  }
  return (await programmesRepo.byLink(notice.link)) ?? (notice.kind === 'disable' && notice.fallback ? await programmesRepo.byLink(notice.fallback) : null);
}

/**
 * A first month paid after the unpaid hold released the seat (docs/PRODUCT-RULES.md, Monthly programmes), as the
 * box office's late payment: a free seat makes the learner active (the enrolment mail and the counters as for any
 * first month); no seat, or the email enrolled again meanwhile, flags the money for refund. 'changed': read again.
 */
async function applyLateCharge(notice: Extract<Notice, { kind: 'charge' }>, learner: LearnerRecord, service: string | undefined, paidThrough: string, log: (line: string) => void) {
  const charge = { eventId: notice.id, kobo: notice.amount, paidThrough };
  let reason = learner.refundDue?.reason;
  if (!learner.refundDue) {
    const stats = programmeStatsChange({
      programmeId: learner.programmeId,
      service,
      before: 'pending',
      after: 'active',
      charge: { kobo: notice.amount, paidDay: notice.paidDay },
      fromTrial: Boolean(learner.trialId),
    });
    const revived = await enrolmentHoldsRepo.revive(learner, charge, stats);
    if (revived === 'applied' || revived === 'replayed' || revived === 'changed') return revived;
    reason = revived === 'no-seat' ? 'Paid after the seat was released, and the programme is full' : 'Paid after the seat was released, and the same email enrolled again';
  }
  const flagged = await enrolmentHoldsRepo.flagRefund(learner, charge, reason ?? 'Paid after the seat was released');
  if (flagged === 'applied') {
    log(JSON.stringify({ level: 'warn', message: 'programme charge after the seat was released: refund due', id: notice.id, learnerId: learner.id, reason }));
    return 'refund-due' as const;
  }
  return flagged;
}

/** Apply one verified subscription event; never throws for a bad event (Paystack could not fix it by retrying). */
export async function applySubscriptionEvent(event: string, data: unknown, log: (line: string) => void = (l) => console.log(l)): Promise<SubscriptionOutcome> {
  const notice = noticeOf(event, data);
  if (!notice) {
    log(JSON.stringify({ level: 'warn', message: 'paystack subscription webhook without what we check', event }));
    return 'unreadable';
  }
  for (let attempt = 1; attempt <= 3; attempt++) {
    const learner = await learnerFor(notice);
    if (!learner) {
      log(JSON.stringify({ level: 'warn', message: 'paystack subscription webhook for an unknown customer: not applied', event, id: notice.id }));
      return 'unknown-customer';
    }
    const programme = await programmesRepo.get(learner.programmeId);
    const change = changeFor(notice, learner, programme?.startsOn ?? learner.createdAt.slice(0, 10));
    if (change === 'wrong-amount') {
      log(JSON.stringify({ level: 'warn', message: 'paystack subscription webhook with a wrong amount: not applied', event, id: notice.id, learnerId: learner.id }));
      return 'wrong-amount';
    }
    if (notice.kind === 'charge' && learner.releasedAt && !learner.paidThrough && change?.paidThrough) {
      const outcome = await applyLateCharge(notice, learner, programme?.service, change.paidThrough, log);
      if (outcome !== 'changed') return outcome;
      continue;
    }
    // Nothing to change (a failed charge or a disable for a stopped learner): still marked, so a replay stays a replay.
    const stats = programmeStatsChange({
      programmeId: learner.programmeId,
      service: programme?.service,
      before: learner.status,
      after: change?.status ?? learner.status,
      fromTrial: Boolean(learner.trialId),
      ...(notice.kind === 'charge' ? { charge: { kobo: notice.amount, paidDay: notice.paidDay } } : {}),
    });
    const outcome = await programmesRepo.applyEvent(notice.id, learner, change ?? {}, stats);
    if (outcome === 'replayed') log(JSON.stringify({ level: 'info', message: 'paystack subscription webhook replayed', event, id: notice.id }));
    if (outcome !== 'changed') return outcome === 'applied' && !change ? 'unchanged' : outcome;
  }
  throw new Error(`learner kept changing while applying ${notice.id}`);
}

/** The learner stopped it themselves (stop-enrolment.ts): the same event id as Paystack's subscription.disable, so the two apply once. */
export const applySubscriptionStop = (subscriptionCode: string) => applySubscriptionEvent('subscription.disable', { subscription_code: subscriptionCode });
