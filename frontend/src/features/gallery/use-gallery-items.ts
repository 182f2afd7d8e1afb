// Built-in photos first, then the server's active items (docs/PRODUCT-RULES.md, Gallery).
import useSWR from 'swr';
import type { ApiAnswer, GetRouteName } from '../../../../contract/routes';
import { srcSetOf } from '../../../../contract/media';
import type { GalleryItem } from '../../../../contract/schemas';
import { BUILT_IN_GALLERY, SERVER_IMAGE_SIZE, type GalleryPhoto } from '../../content/gallery';

const toPhoto = (item: GalleryItem): GalleryPhoto => ({
  id: item.id,
  title: item.title,
  description: item.description,
  imageUrl: item.imageUrl,
  alt: item.alt ?? (item.description ? `${item.title}: ${item.description}` : item.title),
  // An uploaded photo has its real size stored (no layout shift); a pasted URL keeps the usual 4:3 box.
  ...(item.image ? { width: item.image.width, height: item.image.height, srcSet: srcSetOf(item.image) } : SERVER_IMAGE_SIZE),
});

export function useGalleryPhotos() {
  const { data, error, isLoading } = useSWR<ApiAnswer<'listGallery'>, Error>('listGallery' satisfies GetRouteName);
  const server = (data?.data ?? []).filter((item) => item.isActive !== false).map(toPhoto);
  return { photos: [...BUILT_IN_GALLERY, ...server], error, isLoading };
}
