// Static copy of the Events page (docs/PRODUCT-RULES.md, Events page). The 2025 workshop of
// the brief is an event item like any other now (seeded, infra/local/seed-data.ts).

import type { Question, TicketType } from '../../../contract/box-office';

export const EVENT_DEFAULT_IMAGE = '/images/event-default.webp';

/** What the registration section needs to know about the event it books. */
export type FeaturedEvent = {
  id: string;
  title: string;
  description: string;
  /** Lagos calendar day, YYYY-MM-DD. */
  date: string;
  /** 24-hour 'HH:mm', Lagos time. */
  startTime: string;
  endTime: string;
  location: string;
  address: string;
  /** Whole naira, 0 = free. */
  price: number;
  /** A lower price through the end of earlyBirdEndsOn (Lagos). */
  earlyBirdPrice?: number;
  earlyBirdEndsOn?: string;
  /** The box office (issue 24): visible ticket types with what is left, and the questions; absent on older data. */
  ticketTypes?: TicketType[];
  questions?: Question[];
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
