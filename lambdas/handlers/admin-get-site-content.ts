import { siteContentRepo } from '../lib/db/site-content-repo';
import { handle } from '../lib/http';

export const handler = handle({ auth: 'admin' }, async () => ({
  body: { sections: await siteContentRepo.sections() },
}));
