import { listActiveGallery } from '../lib/db/public-gallery';
import { handleRead } from '../lib/http-read';

export const handler = handleRead(async () => ({
  body: { data: await listActiveGallery() },
}));
