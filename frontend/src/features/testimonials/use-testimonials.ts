// Built-in testimonials first, then the server's active ones (docs/PRODUCT-RULES.md).
import useSWR from 'swr';
import type { ApiAnswer, GetRouteName } from '../../../../contract/routes';
import { BUILT_IN_TESTIMONIALS, type Story } from '../../content/testimonials';

export function useStories(): { stories: Story[]; isLoading: boolean } {
  const { data, isLoading } = useSWR<ApiAnswer<'listTestimonials'>>('listTestimonials' satisfies GetRouteName);
  const server = (data?.data ?? [])
    .filter((t) => t.isActive !== false)
    .map(({ id, text, name, position, imageUrl, image }) => ({ id, text, name, position, imageUrl, image }));
  return { stories: [...BUILT_IN_TESTIMONIALS, ...server], isLoading };
}
