import { testimonialsRepo } from '../lib/db/testimonials-repo';
import { handleRead } from '../lib/http-read';

export const handler = handleRead(async () => ({
  body: { data: await testimonialsRepo.listActive() },
}));
