import { publicSiteContent } from '../lib/db/public-site-content';
import { handleRead } from '../lib/http-read';

export const handler = handleRead(async () => ({
  body: { content: await publicSiteContent() },
}));
