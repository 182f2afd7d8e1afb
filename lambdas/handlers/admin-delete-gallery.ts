import { RESOURCE_LABELS } from '../../contract/messages';
import { adminDelete } from '../lib/admin-crud';
import { galleryRepo } from '../lib/db/gallery-repo';
import { itemFiles } from '../lib/media/item-files';

export const handler = adminDelete(galleryRepo, RESOURCE_LABELS.gallery, itemFiles(galleryRepo));
