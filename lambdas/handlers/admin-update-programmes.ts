import { PROGRAMME_MESSAGES } from '../../contract/programmes';
import { programmeInput } from '../../contract/programme-schemas';
import { programmesRepo } from '../lib/db/school/programmes-repo';
import { badRequest, notFound } from '../lib/errors';
import { handle } from '../lib/http';

// A new fee applies to new enrolments (a new Paystack plan at the next one); subscribers keep the plan they pay.
export const handler = handle({ auth: 'admin', body: programmeInput }, async ({ params, body }) => {
  const programme = await programmesRepo.update(params.id, body);
  if (!programme) throw notFound(PROGRAMME_MESSAGES.notFound);
  if (programme === 'below') throw badRequest(PROGRAMME_MESSAGES.capacityBelowTaken, { capacity: PROGRAMME_MESSAGES.capacityBelowTaken });
  return { body: { success: true, id: programme.id, data: programme, message: PROGRAMME_MESSAGES.saved } };
});
