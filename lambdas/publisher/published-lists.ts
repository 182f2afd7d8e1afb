// The answers of the public list routes, as their handlers give them
// (lambdas/handlers/list-*.ts): a published page embeds them as its SWR
// starting data, so they must be the very same (published-lists.test.ts
// compares them with the handlers').
import type { PublishedData } from '../../contract/publish-kit';
import type { GetRouteName } from '../../contract/routes';
import { eventsRepo } from '../lib/db/events-repo';
import { galleryRepo } from '../lib/db/gallery-repo';
import { siteContentRepo } from '../lib/db/site-content-repo';
import { testimonialsRepo } from '../lib/db/testimonials-repo';

const LOADERS: Partial<{ [N in GetRouteName]: (today: string) => Promise<PublishedData[N]> }> = {
  listUpcomingEvents: async (today) => ({ events: await eventsRepo.listUpcoming(today) }),
  listPastEvents: async (today) => ({ events: await eventsRepo.listPast(today) }),
  listGallery: async () => ({ data: await galleryRepo.listActive() }),
  listTestimonials: async () => ({ data: await testimonialsRepo.listActive() }),
  getSiteContent: async () => ({ content: await siteContentRepo.content() }),
};

/** The answers of the given routes on the given Lagos day, read in parallel. */
export async function loadPublishedLists(names: Iterable<GetRouteName>, today: string): Promise<PublishedData> {
  const entries = await Promise.all(
    [...new Set(names)].map(async (name) => {
      const load = LOADERS[name];
      if (!load) throw new Error(`${name} is not a public list: a published page cannot show it`);
      return [name, await load(today)] as const;
    }),
  );
  return Object.fromEntries(entries);
}
