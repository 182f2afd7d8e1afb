// The public testimonials list (/api/testimonials): ONE Query of the
// TESTIMONIALS partition through the lean client, so its Lambda bundles no SDK.
import type { Testimonial } from '../../../contract/schemas';
import { keys } from './keys';
import { pick } from './pick';
import { readPartition } from './public-partition';

/** The stored and returned fields of a testimonial (testimonials-repo.ts stores these). */
export const TESTIMONIAL_FIELDS = ['text', 'name', 'position', 'imageUrl', 'image', 'isActive'] as const;
const ENTITY_FIELDS = ['id', ...TESTIMONIAL_FIELDS, 'createdAt'];

/** Active testimonials, oldest first (the page appends them in the order they were added). */
export async function listActiveTestimonials(): Promise<Testimonial[]> {
  const items = await readPartition(keys.testimonialsPartition, { activeOnly: true });
  return items.map((item) => pick<Testimonial>(item, ENTITY_FIELDS));
}
