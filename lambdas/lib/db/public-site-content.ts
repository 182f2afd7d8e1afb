// The site content the public pages show (/api/content): ONE Query of the
// SITE_CONTENT partition through the lean client, so its Lambda bundles no
// SDK. site-content-repo.ts (the admin's view and saves, on the SDK) reads
// the sections through the same function.
import { DEFAULT_SITE_CONTENT } from '../../../contract/default-site-content';
import type { AdminSiteContentResponse, ContentMeta, SiteContent } from '../../../contract/site-content-schemas';
import { CONTENT_SECTIONS } from '../../../contract/site-content';
import { keys } from './keys';
import { readPartition } from './public-partition';

type Current = ContentMeta & { data: unknown };
type Sections = AdminSiteContentResponse['sections'];

export const metaOf = (item: Record<string, unknown>): ContentMeta => ({
  version: Number(item.version),
  ...(typeof item.updatedAt === 'string' ? { updatedAt: item.updatedAt } : {}),
  ...(typeof item.updatedBy === 'string' ? { updatedBy: item.updatedBy } : {}),
});

/**
 * Every section, current; a section never saved is the built-in text at
 * version 0. `read` reads the partition: the lean client here, the SDK's for
 * the admin's view (site-content-repo.ts).
 */
export async function contentSections(read: (partition: string) => Promise<Record<string, unknown>[]> = readPartition): Promise<Sections> {
  const items = await read(keys.siteContentPartition);
  const out: Record<string, Current> = {};
  for (const section of CONTENT_SECTIONS) {
    const item = items.find((i) => i.gsi1sk === section);
    out[section] = item ? { ...metaOf(item), data: item.data } : { version: 0, data: DEFAULT_SITE_CONTENT[section] };
  }
  return out as Sections;
}

/** What the public pages show: every section's current data. */
export async function publicSiteContent(): Promise<SiteContent> {
  const all = await contentSections(readPartition);
  return Object.fromEntries(CONTENT_SECTIONS.map((s) => [s, all[s].data])) as SiteContent;
}
