import { listActiveTestimonials } from '../lib/db/public-testimonials';
import { handleRead } from '../lib/http-read';

export const handler = handleRead(async () => ({
  body: { data: await listActiveTestimonials() },
}));
