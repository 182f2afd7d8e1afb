import { siteContentRepo } from '../lib/db/site-content-repo';
import { handleRead } from '../lib/http-read';

export const handler = handleRead(async () => ({
  body: { content: await siteContentRepo.content() },
}));
