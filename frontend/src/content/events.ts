// Static copy of the Events page (SPEC §2 Events). The featured workshop is
// shown in the registration section when the server lists no upcoming event.

import { DEFAULT_EVENT_ID } from '../../../contract/constants';

export const EVENT_DEFAULT_IMAGE = '/images/event-default.webp';

/** What the registration section needs to know about the event it books. */
export type FeaturedEvent = {
  id: string;
  title: string;
  description: string;
  /** Lagos calendar day, YYYY-MM-DD. */
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  address: string;
  price: string;
};

export const FEATURED_WORKSHOP: FeaturedEvent = {
  id: DEFAULT_EVENT_ID,
  title: 'Music Workshop 2025',
  description:
    'A full day of music theory, hands-on practical sessions and group performance for musicians, singers and worship leaders.',
  date: '2025-06-15',
  startTime: '10:00 AM',
  endTime: '4:00 PM',
  location: 'Lagos Concert Hall',
  address: 'Victoria Island, Lagos',
  price: '₦15,000 per person',
};

export const SCHEDULE = [
  { time: '10:00 - 11:30', activity: 'Opening and Music Theory' },
  { time: '11:45 - 1:00', activity: 'Practical Sessions' },
  { time: '2:00 - 3:30', activity: 'Group Performance' },
  { time: '3:45 - 4:00', activity: 'Closing and Networking' },
] as const;

export const INCLUDED = [
  'Instruction materials',
  'Lunch and refreshments',
  'Certificate of participation',
  'Networking opportunities',
  'Resource materials',
] as const;

export const IMPORTANT_INFO = [
  { label: 'Registration deadline', value: 'June 10, 2025' },
  { label: 'Participants', value: '50 participants maximum' },
  { label: 'Age', value: '16 and above' },
] as const;

export const EVENTS_META = {
  title: 'Upcoming Events',
  description:
    'Workshops, masterclasses and concerts in Lagos from Harmony Music Ministry & Mentorship. See upcoming events, register online and add them to your calendar.',
} as const;
