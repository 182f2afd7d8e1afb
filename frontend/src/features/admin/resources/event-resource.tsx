import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatClockTime } from '../../../../../contract/clock-time';
import { formatShortDate } from '../../../../../contract/dates';
import { formatNaira } from '../../../../../contract/naira';
import { RESOURCE_LABELS } from '../../../../../contract/messages';
import { eventInput } from '../../../../../contract/schemas';
import { EventLifecycleActions } from '../event-lifecycle-actions';
import { Link as RouterLink } from 'react-router-dom';
import { MessageAttendeesDialog } from '../message-attendees-dialog';
import { CHECK_IN_PATH } from '../session-storage';
import type { ResourceConfig } from '../resource-config';
import { boxOfficeInput, questionValues, ticketTypeValues } from './box-office-fields';

export const eventResource: ResourceConfig<'events'> = {
  resource: 'events',
  label: RESOURCE_LABELS.events,
  title: 'Events',
  schema: eventInput,
  emptyMessage: 'No events found. Create your first event to get started.',
  searchPlaceholder: 'Search title or location',
  confirmText: 'Are you sure you want to delete this event? An event with registrations cannot be deleted: cancel or archive it instead.',
  itemName: (e) => e.title,
  columns: [
    {
      header: 'Event',
      // The table's frame keeps every cell on one line (Chakra's Table.ScrollArea); a title and a place
      // may wrap, else a long title pushed the last columns under the Actions column at 1280 px.
      cell: (e) => (
        <Stack gap="0" minW="40" whiteSpace="normal">
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
            {formatClockTime(e.startTime)} – {formatClockTime(e.endTime)}
          </Text>
        </Stack>
      ),
    },
    {
      header: 'Price',
      cell: (e) => (
        <Stack gap="0" whiteSpace="nowrap">
          <Text>{formatNaira(e.price)}</Text>
          {e.earlyBirdPrice !== undefined && e.earlyBirdEndsOn && (
            <Text fontSize="sm" color="fg.muted">
              {formatNaira(e.earlyBirdPrice)} until {formatShortDate(e.earlyBirdEndsOn)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      header: 'Seats',
      cell: (e) => (
        <Stack gap="0" whiteSpace="nowrap">
          <Text aria-label={`${e.seatsTaken ?? 0} of ${e.maxParticipants} seats taken`}>
            {e.seatsTaken ?? 0} / {e.maxParticipants}
          </Text>
          {/* Held for running waitlist offers: taken from sale, not yet anyone's registration. */}
          {(e.seatsOffered ?? 0) > 0 && (
            <Text fontSize="sm" color="fg.muted">
              {e.seatsOffered} held for offers
            </Text>
          )}
        </Stack>
      ),
    },
    {
      // Live from the door: the counter the check-ins move (docs/PRODUCT-RULES.md, Check-in at the door).
      header: 'Checked in',
      cell: (e) => (
        <Link asChild whiteSpace="nowrap" aria-label={`${e.checkedIn ?? 0} / ${e.seatsTaken ?? 0} checked in: open check-in for ${e.title}`}>
          <RouterLink to={`${CHECK_IN_PATH}?event=${encodeURIComponent(e.id)}`}>
            {e.checkedIn ?? 0} / {e.seatsTaken ?? 0}
          </RouterLink>
        </Link>
      ),
    },
    { header: 'Attendees', cell: (e) => <MessageAttendeesDialog event={e} /> },
    { header: 'Lifecycle', cell: (e) => <EventLifecycleActions event={e} /> },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true },
    { kind: 'textarea', name: 'description', label: 'Description', required: true },
    { kind: 'date', name: 'date', label: 'Date', required: true },
    { kind: 'time', name: 'startTime', label: 'Start Time (Lagos)', required: true },
    { kind: 'time', name: 'endTime', label: 'End Time (Lagos)', required: true },
    { kind: 'text', name: 'location', label: 'Location', required: true },
    { kind: 'text', name: 'address', label: 'Address', required: true },
    { kind: 'number', name: 'price', label: 'Price (₦, whole naira; 0 = free)', required: true, placeholder: '15000' },
    { kind: 'number', name: 'maxParticipants', label: 'Max Participants', required: true },
    { kind: 'date', name: 'registrationDeadline', label: 'Registration deadline (optional; last day)' },
    { kind: 'number', name: 'earlyBirdPrice', label: 'Early-bird price (₦, optional)', placeholder: '12000' },
    { kind: 'date', name: 'earlyBirdEndsOn', label: 'Early-bird price ends (last day)' },
    { kind: 'number', name: 'refundDaysBefore', label: 'Self-cancel refund until (days before; empty = no refund)', placeholder: '3' },
    { kind: 'number', name: 'refundFeePercent', label: 'Self-cancel refund fee (%)', placeholder: '10' },
    { kind: 'number', name: 'transferCutoffDays', label: 'Ticket transfer until (days before; empty = 1)', placeholder: '1' },
    { kind: 'image', name: 'imageUrl', imageName: 'image', label: 'Image URL (optional)', placeholder: '/images/event-default.webp' },
    { kind: 'switch', name: 'isActive', label: 'Active' },
    { kind: 'ticketTypes', name: 'ticketTypes', label: 'Ticket types' },
    { kind: 'questions', name: 'questions', label: 'Questions' },
  ],
  toInput: boxOfficeInput,
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
    registrationDeadline: '',
    earlyBirdPrice: '',
    earlyBirdEndsOn: '',
    refundDaysBefore: '',
    refundFeePercent: '',
    transferCutoffDays: '',
    imageUrl: '',
    image: undefined,
    isActive: true,
    ticketTypes: [],
    questions: [],
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
    registrationDeadline: e.registrationDeadline ?? '',
    earlyBirdPrice: e.earlyBirdPrice ?? '',
    earlyBirdEndsOn: e.earlyBirdEndsOn ?? '',
    refundDaysBefore: e.refundDaysBefore ?? '',
    refundFeePercent: e.refundFeePercent ?? '',
    transferCutoffDays: e.transferCutoffDays ?? '',
    imageUrl: e.imageUrl ?? '',
    image: e.image,
    isActive: e.isActive,
    ticketTypes: (e.ticketTypes ?? []).map(ticketTypeValues),
    questions: (e.questions ?? []).map(questionValues),
  }),
};
