import { RESOURCE_LABELS } from '../../contract/messages';
import { adminDelete } from '../lib/admin-crud';
import { testimonialsRepo } from '../lib/db/testimonials-repo';
import { itemFiles } from '../lib/media/item-files';

// The author's uploaded photo goes with the testimonial.
export const handler = adminDelete(testimonialsRepo, RESOURCE_LABELS.testimonials, itemFiles(testimonialsRepo));
