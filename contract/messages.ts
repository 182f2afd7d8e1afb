// Texts the API answers and the SPA shows too, kept once so the two never
// drift. Imports nothing at run time: any page may use it without zod.
import type { AdminResource } from './routes';

/** Form validation messages; the schemas in schemas.ts attach them. */
export const MESSAGES = {
  required: 'Required',
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  message: 'Message must be at least 10 characters',
  username: 'Username is required',
  password: 'Password is required',
  date: 'Please enter a valid date',
  imageUrl: 'Image URL must start with https:// or /',
  maxParticipants: 'Must be a whole number of at least 1',
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

export const REGISTER_MESSAGES = {
  success: 'You have been registered for the event.',
  duplicate: 'This email address is already registered for this event.',
  full: 'Sorry, this event is full.',
  closed: 'Registration for this event is closed',
  notFound: 'Event not found',
} as const;

/** Paystack checkout and pay-at-the-venue texts (docs/PRODUCT-RULES.md, Payments). */
export const PAYMENT_MESSAGES = {
  pending: 'Your seat is held while you pay. You will be sent to Paystack to complete the payment.',
  unavailable: 'Online payment is not available right now. Please try again in a few minutes.',
  payOnline: 'You pay online with Paystack after registering; your seat is held for a few minutes while you pay.',
  payAtVenue: 'Pay at the venue: cash, bank transfer or mobile payment on the day.',
  confirming: 'Confirming your payment…',
  paid: 'Paid',
  markedPaid: 'Payment recorded.',
  notVenue: 'Only a pay-at-the-venue registration can be marked paid here.',
  notFound: 'Registration not found',
  labels: {
    pending: 'Payment pending',
    paid: 'Paid',
    failed: 'Payment failed',
    expired: 'Hold expired',
    venue: 'Pay at the venue',
    refund_due: 'Refund due',
  },
} as const;

export const CONTACT_SUCCESS_MESSAGE = 'Thank you for your message! We will get back to you soon.';

export const LOGIN_FAILED_MESSAGE = 'Invalid username or password';

/** The API's 401 for a revoked session, and the sign-in page's notice after any 401. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** How the API's answers and the dashboard name one item of each resource. */
export const RESOURCE_LABELS = {
  events: 'Event',
  testimonials: 'Testimonial',
  gallery: 'Gallery item',
  contacts: 'Contact message',
  registrations: 'Registration',
} as const satisfies Record<AdminResource, string>;

/** 'Event created successfully': the answer of an admin mutation, and the dashboard's toast when it has none. */
export const mutationMessage = (label: string, done: 'created' | 'updated' | 'deleted') => `${label} ${done} successfully`;

/** The attendee's ticket page and its API. */
export const TICKET_MESSAGES = {
  notFound: 'Ticket not found',
  cancelled: 'Your registration has been cancelled and your seat released.',
  alreadyCancelled: 'This ticket is already cancelled.',
  eventOver: 'This event has already taken place, so the ticket can no longer be cancelled.',
} as const;

/** The admin's mail actions. */
export const MAIL_MESSAGES = {
  resent: 'The mail has been queued again.',
  notFound: 'Mail not found',
  stillSending: 'This mail has not been sent yet; it can be resent once it has failed.',
  broadcastQueued: (count: number) => (count === 1 ? 'Message queued for 1 attendee.' : `Message queued for ${count} attendees.`),
} as const;
