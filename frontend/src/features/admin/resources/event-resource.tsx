import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatShortDate } from '../../../../../contract/dates';
import { RESOURCE_LABELS } from '../../../../../contract/messages';
import { eventInput } from '../../../../../contract/schemas';
import { MessageAttendeesDialog } from '../message-attendees-dialog';
import type { ResourceConfig } from '../resource-config';

export const eventResource: ResourceConfig<'events'> = {
  resource: 'events',
  label: RESOURCE_LABELS.events,
  title: 'Events',
  schema: eventInput,
  emptyMessage: 'No events found. Create your first event to get started.',
  confirmText: 'Are you sure you want to delete this event?',
  itemName: (e) => e.title,
  columns: [
    {
      header: 'Event',
      cell: (e) => (
        <Stack gap="0" minW="40">
          <Text fontWeight="semibold">{e.title}</Text>
          <Text fontSize="sm" color="fg.muted">
            {e.location}
          </Text>
        </Stack>
      ),
    },
    {
      header: 'Date',
      cell: (e) => (
        <Stack gap="0" whiteSpace="nowrap">
          <Text>{formatShortDate(e.date)}</Text>
          <Text fontSize="sm" color="fg.muted">
            {e.startTime} – {e.endTime}
          </Text>
        </Stack>
      ),
    },
    { header: 'Price', cell: (e) => e.price },
    {
      header: 'Seats',
      cell: (e) => (
        <Text whiteSpace="nowrap" aria-label={`${e.seatsTaken ?? 0} of ${e.maxParticipants} seats taken`}>
          {e.seatsTaken ?? 0} / {e.maxParticipants}
        </Text>
      ),
    },
    { header: 'Attendees', cell: (e) => <MessageAttendeesDialog event={e} /> },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true },
    { kind: 'textarea', name: 'description', label: 'Description', required: true },
    { kind: 'date', name: 'date', label: 'Date', required: true },
    { kind: 'text', name: 'startTime', label: 'Start Time', required: true, placeholder: '10:00 AM' },
    { kind: 'text', name: 'endTime', label: 'End Time', required: true, placeholder: '4:00 PM' },
    { kind: 'text', name: 'location', label: 'Location', required: true },
    { kind: 'text', name: 'address', label: 'Address', required: true },
    { kind: 'text', name: 'price', label: 'Price', required: true, placeholder: '₦15,000' },
    { kind: 'number', name: 'maxParticipants', label: 'Max Participants', required: true },
    { kind: 'image', name: 'imageUrl', imageName: 'image', label: 'Image URL (optional)', placeholder: '/images/event-default.webp' },
    { kind: 'switch', name: 'isActive', label: 'Active' },
  ],
  defaults: {
    title: '',
    description: '',
    date: '',
    startTime: '',
    endTime: '',
    location: '',
    address: '',
    price: '',
    maxParticipants: 0,
    imageUrl: '',
    image: undefined,
    isActive: true,
  },
  toFormValues: (e) => ({
    title: e.title,
    description: e.description,
    date: e.date.slice(0, 10),
    startTime: e.startTime,
    endTime: e.endTime,
    location: e.location,
    address: e.address,
    price: e.price,
    maxParticipants: e.maxParticipants,
    imageUrl: e.imageUrl ?? '',
    image: e.image,
    isActive: e.isActive,
  }),
};
