import type { GalleryInput, GalleryItem } from '../../../contract/schemas';
import { contentRepo } from './content-repo';
import { keys } from './keys';

export const galleryRepo = contentRepo<GalleryInput, GalleryItem>({
  what: 'Gallery item',
  key: keys.gallery,
  gsi: keys.galleryGsi,
  partition: keys.galleryPartition,
  fields: ['title', 'imageUrl', 'image', 'alt', 'description', 'category', 'isActive'],
});
