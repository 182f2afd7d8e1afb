// The idempotent seed: every seed item has a fixed id and is written through
// its repository's conditional create, so an item that exists is never
// overwritten and running the seed twice changes nothing.
import { todayInLagos } from '../../contract/dates';
import { DEFAULT_SITE_CONTENT } from '../../contract/default-site-content';
import { eventsRepo } from '../../lambdas/lib/db/events-repo';
import { galleryRepo } from '../../lambdas/lib/db/gallery-repo';
import { ItemExistsError } from '../../lambdas/lib/db/items';
import { ContentConflictError, siteContentRepo } from '../../lambdas/lib/db/site-content-repo';
import { testimonialsRepo } from '../../lambdas/lib/db/testimonials-repo';
import { SEED_CONTENT, SEED_GALLERY, SEED_TESTIMONIALS, seedEvents, type Seed } from './seed-data';

export type SeedResult = { created: string[]; existing: string[] };

export type SeedOptions = {
  /** Lagos calendar day the upcoming events count from. */
  today?: string;
  /**
   * Ids seeded on an earlier run: not written again even if they are gone,
   * so an item the admin deleted stays deleted across restarts.
   */
  skip?: ReadonlySet<string>;
};

async function createEach<T>(seeds: Seed<T>[], create: (input: T, opts: { id: string }) => Promise<unknown>, options: SeedOptions, result: SeedResult) {
  for (const { id, input } of seeds) {
    if (options.skip?.has(id)) continue;
    try {
      await create(input, { id });
      result.created.push(id);
    } catch (error) {
      if (!(error instanceof ItemExistsError)) throw error;
      result.existing.push(id);
    }
  }
}

export async function seed(options: SeedOptions = {}): Promise<SeedResult> {
  const today = options.today ?? todayInLagos();
  const result: SeedResult = { created: [], existing: [] };
  await createEach(seedEvents(today), (input, opts) => eventsRepo.create(input, opts), options, result);
  await createEach(SEED_TESTIMONIALS, (input, opts) => testimonialsRepo.create(input, opts), options, result);
  await createEach(SEED_GALLERY, (input, opts) => galleryRepo.create(input, opts), options, result);
  // Site content: version 1 of each section is today's text, saved only if the section has never been saved.
  for (const { id, section } of SEED_CONTENT) {
    if (options.skip?.has(id)) continue;
    try {
      await siteContentRepo.save(section, DEFAULT_SITE_CONTENT[section], 0, { by: 'seed' });
      result.created.push(id);
    } catch (error) {
      if (!(error instanceof ContentConflictError)) throw error;
      result.existing.push(id);
    }
  }
  return result;
}
