// The public gallery (/api/gallery): ONE Query of the GALLERY partition
// through the lean client, so its Lambda bundles no SDK, sorted in memory by
// `position` (gallery-repo.ts explains the order; it stores these fields).
import type { GalleryItem } from '../../../contract/schemas';
import { keys } from './keys';
import { pick } from './pick';
import { readPartition } from './public-partition';

export const GALLERY_FIELDS = ['title', 'imageUrl', 'image', 'alt', 'description', 'category', 'isActive'] as const;
/** Stored attributes that are not input: set at creation, returned with the item. */
export const GALLERY_MANAGED_FIELDS = ['position'] as const;
const ENTITY_FIELDS = ['id', ...GALLERY_FIELDS, 'createdAt', ...GALLERY_MANAGED_FIELDS];

/** Where an item shows: its position, or its creation time when it has none. */
export const positionOf = (item: { position?: number; createdAt: string }): number => item.position ?? Date.parse(item.createdAt);

const byPosition = (a: GalleryItem, b: GalleryItem) => positionOf(a) - positionOf(b) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** Active items in the order /gallery shows them. */
export async function listActiveGallery(): Promise<GalleryItem[]> {
  const items = await readPartition(keys.galleryPartition, { activeOnly: true });
  return items.map((item) => pick<GalleryItem>(item, ENTITY_FIELDS)).sort(byPosition);
}
