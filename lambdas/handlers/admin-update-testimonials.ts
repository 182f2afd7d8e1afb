import { RESOURCE_LABELS } from '../../contract/messages';
import { testimonialInput } from '../../contract/schemas';
import { adminUpdate } from '../lib/admin-crud';
import { testimonialsRepo } from '../lib/db/testimonials-repo';
import { itemFiles } from '../lib/media/item-files';

// A new photo of the author removes the old one's files.
export const handler = adminUpdate(testimonialInput, testimonialsRepo, RESOURCE_LABELS.testimonials, itemFiles(testimonialsRepo));
