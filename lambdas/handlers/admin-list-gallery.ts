import { adminList } from '../lib/admin-crud';
import { galleryRepo } from '../lib/db/gallery-repo';

export const handler = adminList(galleryRepo);
