import { Text } from '@chakra-ui/react/text';
import { formatShortDate } from '../../../../../contract/dates';
import { RESOURCE_LABELS } from '../../../../../contract/messages';
import { DEFAULT_GALLERY_CATEGORY, GALLERY_CATEGORIES, galleryFormInput } from '../../../../../contract/schemas';
import { FallbackImage } from '../fallback-image';
import type { ResourceConfig } from '../resource-config';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const galleryResource: ResourceConfig<'gallery'> = {
  resource: 'gallery',
  label: RESOURCE_LABELS.gallery,
  title: 'Gallery',
  schema: galleryFormInput,
  emptyMessage: 'No gallery items',
  searchPlaceholder: 'Search title or category',
  confirmText: 'Are you sure you want to delete this gallery item? Its uploaded photo is deleted too.',
  itemName: (g) => g.title,
  columns: [
    {
      header: 'Image',
      cell: (g) => (
        <FallbackImage
          // The smallest stored size is plenty for a thumbnail.
          src={g.image?.variants.at(-1)?.src ?? g.imageUrl}
          alt={g.alt ?? g.title}
          boxSize="14"
          minW="14"
          objectFit="cover"
          rounded="md"
          loading="lazy"
        />
      ),
    },
    {
      header: 'Title',
      cell: (g) => (
        <Text fontWeight="semibold" minW="32">
          {g.title}
        </Text>
      ),
    },
    { header: 'Category', cell: (g) => capitalise(g.category) },
    { header: 'Added', cell: (g) => formatShortDate(g.createdAt) },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true },
    {
      kind: 'image',
      name: 'imageUrl',
      imageName: 'image',
      extraName: 'extraImages',
      label: 'Image URL',
      required: true,
      placeholder: '/images/gallery/gallery-7.webp',
    },
    { kind: 'text', name: 'alt', label: 'Alt text (what the photo shows)', required: true, placeholder: 'A choir singing on a stage lit in purple' },
    { kind: 'textarea', name: 'description', label: 'Description (optional)' },
    { kind: 'select', name: 'category', label: 'Category', options: GALLERY_CATEGORIES.map((c) => ({ value: c, label: capitalise(c) })) },
    { kind: 'switch', name: 'isActive', label: 'Active' },
  ],
  defaults: { title: '', imageUrl: '', image: undefined, alt: '', description: '', category: DEFAULT_GALLERY_CATEGORY, isActive: true },
  toFormValues: (g) => ({
    title: g.title,
    imageUrl: g.imageUrl,
    image: g.image,
    alt: g.alt ?? '',
    description: g.description ?? '',
    category: g.category,
    isActive: g.isActive,
  }),
};
