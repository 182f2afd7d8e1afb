// Built-in testimonials first, then the server's active ones (SPEC §2).
import useSWR from 'swr';
import type { ApiAnswer } from '../../../../contract/routes';
import { BUILT_IN_TESTIMONIALS, type Story } from '../../content/testimonials';
import { api } from '../../lib/api';

export function useStories(): { stories: Story[]; isLoading: boolean } {
  const { data, isLoading } = useSWR<ApiAnswer<'listTestimonials'>>(api.key('listTestimonials'));
  const server = (data?.data ?? [])
    .filter((t) => t.isActive !== false)
    .map(({ id, text, name, position }) => ({ id, text, name, position }));
  return { stories: [...BUILT_IN_TESTIMONIALS, ...server], isLoading };
}
