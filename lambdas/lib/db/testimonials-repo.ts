import type { Testimonial, TestimonialInput } from '../../../contract/schemas';
import { contentRepo } from './content-repo';
import { keys } from './keys';
import { listActiveTestimonials, TESTIMONIAL_FIELDS } from './public-testimonials';
import { SEARCHED_BY } from './pages';

export const testimonialsRepo = {
  ...contentRepo<TestimonialInput, Testimonial>({
    what: 'Testimonial',
    key: keys.testimonial,
    gsi: keys.testimonialGsi,
    partition: keys.testimonialsPartition,
    searchFields: SEARCHED_BY.testimonials,
    counter: 'testimonials',
    fields: TESTIMONIAL_FIELDS,
  }),
  /** Active testimonials, oldest first: the public read (public-testimonials.ts). */
  listActive: listActiveTestimonials,
};
