import { RESOURCE_LABELS } from '../../contract/messages';
import { testimonialInput } from '../../contract/schemas';
import { adminUpdate } from '../lib/admin-crud';
import { testimonialsRepo } from '../lib/db/testimonials-repo';

export const handler = adminUpdate(testimonialInput, testimonialsRepo, RESOURCE_LABELS.testimonials);
