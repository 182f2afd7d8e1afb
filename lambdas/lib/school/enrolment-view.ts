import type { EnrolmentView } from '../../../contract/programmes';
import { programmesRepo, type LearnerRecord } from '../db/school/programmes-repo';

/** What the learner's manage page shows: no email, phone or Paystack codes. */
export async function enrolmentView(learner: LearnerRecord): Promise<EnrolmentView> {
  const programme = await programmesRepo.get(learner.programmeId);
  return {
    name: learner.name,
    status: learner.status,
    ...(learner.paidThrough ? { paidThrough: learner.paidThrough } : {}),
    ...(learner.status === 'pending' && learner.holdExpiresAt ? { holdExpiresAt: learner.holdExpiresAt } : {}),
    ...(learner.releasedAt && !learner.paidThrough ? { released: true } : {}),
    programme: { name: programme?.name ?? '', monthlyFee: programme?.monthlyFee ?? 0, meets: programme?.meets ?? [] },
  };
}
