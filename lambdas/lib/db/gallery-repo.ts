import type { GalleryInput, GalleryItem } from '../../../contract/schemas';
import { contentRepo } from './content-repo';
import { keys } from './keys';
import { SEARCHED_BY } from './pages';

export const galleryRepo = contentRepo<GalleryInput, GalleryItem>({
  what: 'Gallery item',
  key: keys.gallery,
  gsi: keys.galleryGsi,
  partition: keys.galleryPartition,
  searchFields: SEARCHED_BY.gallery,
  counter: 'gallery',
  fields: ['title', 'imageUrl', 'image', 'alt', 'description', 'category', 'isActive'],
});
