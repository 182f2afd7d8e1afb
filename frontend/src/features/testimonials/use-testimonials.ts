// Built-in testimonials first, then the server's active ones (docs/PRODUCT-RULES.md).
import useSWR from 'swr';
import type { ListResponse, Testimonial } from '../../../../contract/schemas';
import { BUILT_IN_TESTIMONIALS, type Story } from '../../content/testimonials';

export const TESTIMONIALS_PATH = '/api/testimonials';

export function useStories(): { stories: Story[]; isLoading: boolean } {
  const { data, isLoading } = useSWR<ListResponse<Testimonial>>(TESTIMONIALS_PATH);
  const server = (data?.data ?? [])
    .filter((t) => t.isActive !== false)
    .map(({ id, text, name, position }) => ({ id, text, name, position }));
  return { stories: [...BUILT_IN_TESTIMONIALS, ...server], isLoading };
}
