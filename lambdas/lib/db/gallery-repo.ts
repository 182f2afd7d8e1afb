// Gallery items. Their order on /gallery is a stored number, `position`
// (docs/PRODUCT-RULES.md, Gallery order): the public read stays ONE Query of
// gsi1 partition GALLERY (all of it: a gallery is tens of photos, not
// thousands) sorted by position in memory, and reordering rewrites only the
// moved items' positions, never their keys. A new item's position is its
// creation time in ms, so it joins the end; items from before positions
// existed count as their creation time, which keeps their old order.
import type { GalleryInput, GalleryItem } from '../../../contract/schemas';
import { tableName } from './client';
import { contentRepo } from './content-repo';
import { getItem, transact } from './items';
import { keys } from './keys';
import { GALLERY_FIELDS, GALLERY_MANAGED_FIELDS, listActiveGallery, positionOf } from './public-gallery';
import { SEARCHED_BY } from './pages';

const base = contentRepo<GalleryInput, GalleryItem>({
  what: 'Gallery item',
  key: keys.gallery,
  gsi: keys.galleryGsi,
  partition: keys.galleryPartition,
  searchFields: SEARCHED_BY.gallery,
  counter: 'gallery',
  fields: GALLERY_FIELDS,
  managed: { fields: GALLERY_MANAGED_FIELDS, initial: (createdAt) => ({ position: Date.parse(createdAt) }) },
});

export const galleryRepo = {
  ...base,
  /** Active items in the order /gallery shows them: the public read (public-gallery.ts). */
  listActive: listActiveGallery,
  /**
   * Puts the given items in the given order. They take the places they held
   * between them (their positions, sorted), so the items not sent keep theirs:
   * moving two neighbours swaps them and nothing else. One transaction, each
   * write conditional on the item still existing: 'missing' changes nothing.
   */
  async reorder(ids: readonly string[]): Promise<'ok' | 'missing'> {
    const items = await Promise.all(ids.map((id) => getItem(keys.gallery(id))));
    if (items.some((item) => !item)) return 'missing';
    const slots = items.map((item) => positionOf(item as { position?: number; createdAt: string })).sort((a, b) => a - b);
    // Equal slots (two legacy items created in the same ms) are spread so the new order is strict.
    for (let i = 1; i < slots.length; i++) if (slots[i] <= slots[i - 1]) slots[i] = slots[i - 1] + 1;
    const failed = await transact(
      ids.map((id, i) => ({
        Update: {
          TableName: tableName(),
          Key: keys.gallery(id),
          UpdateExpression: 'SET #position = :position',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#position': 'position' },
          ExpressionAttributeValues: { ':position': slots[i] },
        },
      })),
    );
    return failed ? 'missing' : 'ok';
  },
};
