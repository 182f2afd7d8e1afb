import { testimonialsRepo } from '../lib/db/testimonials-repo';
import { handle } from '../lib/http';

export const handler = handle({ auth: 'public', publicCache: true }, async () => ({
  body: { data: await testimonialsRepo.listActive() },
}));
