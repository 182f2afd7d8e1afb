import { PROGRAMME_MESSAGES } from '../../contract/programmes';
import { programmesRepo } from '../lib/db/school/programmes-repo';
import { notFound } from '../lib/errors';
import { handle } from '../lib/http';

// The roster: each learner with their status and the last day paid for.
export const handler = handle({ auth: 'admin' }, async ({ params }) => {
  if (!(await programmesRepo.get(params.id))) throw notFound(PROGRAMME_MESSAGES.notFound);
  return { body: { success: true, data: { items: await programmesRepo.roster(params.id) } } };
});
