import { RESOURCE_LABELS } from '../../contract/messages';
import { adminDelete } from '../lib/admin-crud';
import { testimonialsRepo } from '../lib/db/testimonials-repo';

export const handler = adminDelete(testimonialsRepo, RESOURCE_LABELS.testimonials);
