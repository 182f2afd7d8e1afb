import { PROGRAMME_MESSAGES } from '../../contract/programmes';
import { programmeInput } from '../../contract/programme-schemas';
import { programmesRepo } from '../lib/db/school/programmes-repo';
import { handle } from '../lib/http';

export const handler = handle({ auth: 'admin', body: programmeInput }, async ({ body }) => {
  const programme = await programmesRepo.create(body);
  return { status: 201, body: { success: true, id: programme.id, data: programme, message: PROGRAMME_MESSAGES.saved } };
});
