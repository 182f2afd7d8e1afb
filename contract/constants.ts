// Plain values of the contract that the SPA needs without the schemas: this
// module imports nothing, so using it costs a page none of zod's weight.

/** The featured workshop of SPEC §2: registrations without an eventId go here. */
export const DEFAULT_EVENT_ID = 'music-workshop-2025';
export const DEFAULT_EVENT_CAPACITY = 50;

/** That workshop as the Events page shows it and the local seed stores it. */
export const DEFAULT_EVENT = {
  title: 'Music Workshop 2025',
  description:
    'A full day of music theory, hands-on practical sessions and group performance for musicians, singers and worship leaders.',
  date: '2025-06-15',
  startTime: '10:00 AM',
  endTime: '4:00 PM',
  location: 'Lagos Concert Hall',
  address: 'Victoria Island, Lagos',
  price: '₦15,000 per person',
} as const;
