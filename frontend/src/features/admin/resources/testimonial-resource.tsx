import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatShortDate } from '../../../../../contract/dates';
import { RESOURCE_LABELS } from '../../../../../contract/messages';
import { testimonialInput } from '../../../../../contract/schemas';
import type { ResourceConfig } from '../resource-config';

export const testimonialResource: ResourceConfig<'testimonials'> = {
  resource: 'testimonials',
  label: RESOURCE_LABELS.testimonials,
  title: 'Testimonials',
  schema: testimonialInput,
  emptyMessage: 'No testimonials found. Create your first testimonial to get started.',
  searchPlaceholder: 'Search name or position',
  confirmText: 'Are you sure you want to delete this testimonial? Its uploaded photo is deleted too.',
  itemName: (t) => `testimonial by ${t.name}`,
  columns: [
    {
      header: 'Name',
      cell: (t) => (
        <Stack gap="0" minW="32">
          <Text fontWeight="semibold">{t.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t.position}
          </Text>
        </Stack>
      ),
    },
    {
      header: 'Testimonial',
      cell: (t) => (
        <Text lineClamp={2} minW="48" maxW="md" whiteSpace="normal">
          {t.text}
        </Text>
      ),
    },
    { header: 'Added', cell: (t) => formatShortDate(t.createdAt) },
  ],
  fields: [
    { kind: 'textarea', name: 'text', label: 'Testimonial', required: true },
    { kind: 'text', name: 'name', label: 'Name', required: true },
    { kind: 'text', name: 'position', label: 'Position', required: true, placeholder: 'Choir Director, Grace Chapel' },
    // The author's picture: uploaded from the phone like event and gallery photos, or a pasted link.
    { kind: 'image', name: 'imageUrl', imageName: 'image', label: 'Photo of the author (optional)', placeholder: 'https://…/ada.jpg' },
    { kind: 'switch', name: 'isActive', label: 'Active' },
  ],
  defaults: { text: '', name: '', position: '', imageUrl: '', image: undefined, isActive: true },
  toFormValues: (t) => ({ text: t.text, name: t.name, position: t.position, imageUrl: t.imageUrl ?? '', image: t.image, isActive: t.isActive }),
};
