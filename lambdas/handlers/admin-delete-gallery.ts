import { adminDelete } from '../lib/admin-crud';
import { galleryRepo } from '../lib/db/gallery-repo';

export const handler = adminDelete(galleryRepo, 'Gallery item');
