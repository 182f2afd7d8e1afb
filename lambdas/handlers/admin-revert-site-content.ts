import { CONTENT_MESSAGES } from '../../contract/messages';
import { contentRevertInput, contentSectionData } from '../../contract/site-content-schemas';
import { refusingConflicts, sectionParam } from '../lib/content-section';
import { siteContentRepo } from '../lib/db/site-content-repo';
import { badRequest, notFound } from '../lib/errors';
import { handle } from '../lib/http';

// Revert = a new version equal to an old one: the history keeps every step.
export const handler = handle({ auth: 'admin', body: contentRevertInput }, async ({ params, body, admin }) => {
  const section = sectionParam(params);
  const old = await siteContentRepo.version(section, body.version);
  if (!old) throw notFound(CONTENT_MESSAGES.versionNotFound);
  // An old version is checked like a save: the rules may have grown since it was written.
  const data = contentSectionData[section].safeParse(old.data);
  if (!data.success) throw badRequest(CONTENT_MESSAGES.versionInvalid);
  const version = await refusingConflicts(siteContentRepo.save(section, data.data, body.expectedVersion, { by: admin!.username, revertedFrom: body.version }));
  return { body: { success: true, message: CONTENT_MESSAGES.reverted, version } };
});
