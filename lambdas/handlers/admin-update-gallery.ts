import { RESOURCE_LABELS } from '../../contract/messages';
import { galleryInput } from '../../contract/schemas';
import { adminUpdate } from '../lib/admin-crud';
import { galleryRepo } from '../lib/db/gallery-repo';
import { itemFiles } from '../lib/media/item-files';

export const handler = adminUpdate(galleryInput, galleryRepo, RESOURCE_LABELS.gallery, itemFiles(galleryRepo));
