import { galleryRepo } from '../lib/db/gallery-repo';
import { handle } from '../lib/http';

export const handler = handle({ auth: 'public', publicCache: true }, async () => ({
  body: { data: await galleryRepo.listActive() },
}));
