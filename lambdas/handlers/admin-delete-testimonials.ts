import { adminDelete } from '../lib/admin-crud';
import { testimonialsRepo } from '../lib/db/testimonials-repo';

export const handler = adminDelete(testimonialsRepo, 'Testimonial');
