// The waitlist (issue 25; docs/PRODUCT-RULES.md, Waitlist): when an event or a ticket type has no seat
// left, a visitor joins the queue; freed seats become an offer to the first person whose request fits,
// held for WAITLIST_OFFER_HOURS, claimed from the offer link /tickets/{token}.
import * as z from 'zod';
import { MAX_TICKETS_PER_ORDER } from './ticket-types';
import { registrationInput, type Event } from './schemas';
import { consentFields } from './privacy';

export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'expired', 'removed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** How long an offer holds its seats when WAITLIST_OFFER_HOURS is unset (Hi.Events' default). */
export const DEFAULT_WAITLIST_OFFER_HOURS = 12;

export const WAITLIST_MESSAGES = {
  joined: (position: number) => `You are on the waitlist (number ${position}). We will email you if seats free up.`,
  seatsOnSale: 'Seats are still available: register instead.',
  duplicate: 'This email address is already on the waitlist for this event.',
  closed: 'This event is no longer taking a waitlist.',
  notFound: 'Event not found',
  quantity: `Ask for 1 to ${MAX_TICKETS_PER_ORDER} seats`,
  offerNotFound: 'Offer not found',
  offerExpired: 'This offer has expired and the seats were passed on.',
  offerClaimed: 'This offer has already been claimed.',
  offerGone: 'This offer is no longer open.',
  entryNotFound: 'Waitlist entry not found',
  removed: 'Removed from the waitlist.',
  offered: 'Offer sent.',
  noRoom: 'There are not enough free seats to offer this request.',
  notWaiting: 'Only someone still waiting can be removed or offered seats.',
} as const;

const quantity = z.preprocess(
  (v) => (v === null || v === '' || v === undefined ? 1 : typeof v === 'string' ? Number(v) : v),
  z.number({ error: WAITLIST_MESSAGES.quantity }).int(WAITLIST_MESSAGES.quantity).min(1, WAITLIST_MESSAGES.quantity).max(MAX_TICKETS_PER_ORDER, WAITLIST_MESSAGES.quantity),
);

/** POST /api/events/{id}/waitlist */
export const waitlistJoinInput = registrationInput.pick({ name: true, email: true, phone: true }).extend({
  quantity,
  /** The ticket type waited for; the event's first type when absent. */
  ticketTypeId: z.preprocess((v) => (v === null || v === '' ? undefined : v), z.string().trim().max(64).regex(/^[A-Za-z0-9_-]+$/, 'Choose a ticket type from the list').optional()),
  ...consentFields,
});
export type WaitlistJoinInput = z.infer<typeof waitlistJoinInput>;
export type WaitlistJoinResponse = { success: true; id: string; position: number; message: string };

/** One person in the admin's queue. */
export type WaitlistEntry = {
  id: string;
  eventId: string;
  name: string;
  email: string;
  phone: string;
  quantity: number;
  ticketTypeId: string;
  status: WaitlistStatus;
  createdAt: string;
  offerExpiresAt?: string;
  registrationId?: string;
};
export type WaitlistResponse = { success: true; data: { items: WaitlistEntry[] } };

/** What the offer link shows (GET /api/tickets/{token} when the token is an offer's): no email or phone. */
export type WaitlistOfferView = {
  name: string;
  quantity: number;
  /** 'expired' as soon as its time is up, even before the worker has passed the seats on. */
  status: WaitlistStatus;
  offerExpiresAt?: string;
  /** Whole naira per seat of the type waited for, at this moment (0: free). */
  price: number;
  event: Pick<Event, 'id' | 'title' | 'date' | 'startTime' | 'endTime' | 'location' | 'address' | 'status'>;
  /** Once claimed: the claimed order's ticket page (the same person's, sent by mail too). */
  ticketUrl?: string;
};
export type WaitlistOfferResponse = { offer: WaitlistOfferView };

/** When an offer ends, in Lagos time, as a person reads it (the offer mail and the offer page). */
export const formatOfferUntil = (iso: string): string =>
  new Date(iso).toLocaleString('en-GB', { timeZone: 'Africa/Lagos', weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
