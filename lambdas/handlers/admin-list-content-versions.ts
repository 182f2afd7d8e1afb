import { sectionParam } from '../lib/content-section';
import { siteContentRepo } from '../lib/db/site-content-repo';
import { handle } from '../lib/http';

export const handler = handle({ auth: 'admin' }, async ({ params }) => ({
  body: { versions: await siteContentRepo.versions(sectionParam(params)) },
}));
