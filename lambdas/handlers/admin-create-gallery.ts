import { RESOURCE_LABELS } from '../../contract/messages';
import { galleryInput } from '../../contract/schemas';
import { adminCreate } from '../lib/admin-crud';
import { galleryRepo } from '../lib/db/gallery-repo';

export const handler = adminCreate(galleryInput, galleryRepo, RESOURCE_LABELS.gallery);
