import type { Testimonial, TestimonialInput } from '../../../contract/schemas';
import { contentRepo } from './content-repo';
import { keys } from './keys';

export const testimonialsRepo = contentRepo<TestimonialInput, Testimonial>({
  what: 'Testimonial',
  key: keys.testimonial,
  gsi: keys.testimonialGsi,
  partition: keys.testimonialsPartition,
  searchFields: ['name', 'position'],
  counter: 'testimonials',
  fields: ['text', 'name', 'position', 'isActive'],
});
