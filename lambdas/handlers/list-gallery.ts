import { galleryRepo } from '../lib/db/gallery-repo';
import { handleRead } from '../lib/http-read';

export const handler = handleRead(async () => ({
  body: { data: await galleryRepo.listActive() },
}));
