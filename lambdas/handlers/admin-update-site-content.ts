import { CONTENT_MESSAGES } from '../../contract/messages';
import { contentUpdateInput } from '../../contract/site-content-schemas';
import { refusingConflicts } from '../lib/content-section';
import { siteContentRepo } from '../lib/db/site-content-repo';
import { handle } from '../lib/http';

export const handler = handle({ auth: 'admin', body: contentUpdateInput }, async ({ body, admin }) => {
  const version = await refusingConflicts(siteContentRepo.save(body.section, body.data, body.expectedVersion, { by: admin!.username }));
  return { body: { success: true, message: CONTENT_MESSAGES.saved, version } };
});
