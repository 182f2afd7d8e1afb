import { PROGRAMME_MESSAGES } from '../../contract/programmes';
import { programmesRepo } from '../lib/db/school/programmes-repo';
import { notFound } from '../lib/errors';
import { handle } from '../lib/http';
import { enrolmentView } from '../lib/school/enrolment-view';

export const handler = handle({ auth: 'public' }, async ({ params }) => {
  const learner = await programmesRepo.byToken(params.token);
  if (!learner) throw notFound(PROGRAMME_MESSAGES.enrolmentNotFound);
  return { body: { success: true, data: await enrolmentView(learner) } };
});
