// Texts the API answers and the SPA shows too, kept once so the two never
// drift. Imports nothing at run time: any page may use it without zod.
import { RETENTION_DEFAULTS } from './privacy';
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
  altText: 'Describe what the photo shows (for visitors who cannot see it)',
  maxParticipants: 'Must be a whole number of at least 1',
  price: 'Enter whole naira as digits, e.g. 15000 (0 for free)',
  clockTime: 'Enter a time such as 09:30 or 14:00',
  endTime: 'Must differ from the start time (an earlier end runs past midnight)',
  deadlineAfterEvent: 'Must be on or before the event day',
  earlyBirdPrice: 'Enter an early-bird price below the full price, with its end date',
  earlyBirdEnds: 'Enter the last day of the early-bird price, on or before the event day',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  newUsername: 'A username is 1-100 letters, digits, dots, dashes, underscores or @',
  passwordTooShort: (min: number) => `Use at least ${min} characters`,
  samePassword: 'Choose a password different from the current one',
} as const;

export const REGISTER_MESSAGES = {
  success: 'You have been registered for the event.',
  duplicate: 'This email address is already registered for this event.',
  full: 'Sorry, this event is full.',
  closed: 'Registration for this event is closed',
  cancelled: 'This event has been cancelled.',
  notFound: 'Event not found',
  /** A waitlist offer claimed once already, or run out, while its claim was being written. */
  'offer-gone': 'This offer is no longer open.',
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
    refund_pending: 'Refund pending',
    refunded: 'Refunded',
    refund_failed: 'Refund failed',
  },
} as const;

/** Refunds through Paystack (docs/PRODUCT-RULES.md, Refunds). */
export const REFUND_MESSAGES = {
  started: 'Refund requested from Paystack. It shows as refunded once Paystack confirms it.',
  notFound: 'Registration not found',
  notPaid: 'Only a registration paid online with Paystack can be refunded here.',
  inProgress: 'A refund of this registration is already under way.',
  nothingLeft: 'Everything paid for this registration has already been refunded.',
  tooMuch: (left: string) => `At most ${left} can be refunded.`,
  unavailable: 'Paystack could not be reached. Nothing was refunded; please try again in a few minutes.',
  refused: (reason: string) => `Paystack refused the refund: ${reason}`,
  unknown: 'Paystack did not answer in time. The refund stays pending until Paystack confirms or rejects it.',
} as const;

export const CONTACT_SUCCESS_MESSAGE = 'Thank you for your message! We will get back to you soon.';

/** The 429 of a public form sent too often from one network (docs/PRODUCT-RULES.md, Spam and abuse). */
export const RATE_LIMITED_MESSAGES = {
  contacts: 'You have sent several messages in the last few minutes. Please wait a little, then try again.',
  registrations: 'Too many registrations from your network in the last few minutes. Please wait a little, then try again.',
  codes: 'Too many codes tried from your network in the last few minutes. Please wait a little, then try again.',
  news: 'Too many sign-ups from your network in the last few minutes. Please wait a little, then try again.',
} as const;

export const LOGIN_FAILED_MESSAGE = 'Invalid username or password';

/** The API's 401 for a revoked session, and the sign-in page's notice after any 401. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** The admin accounts area's answers (docs/PRODUCT-RULES.md, Admin accounts). */
export const ACCOUNT_MESSAGES = {
  created: 'Admin created. They must choose their own password when they first sign in.',
  exists: 'An admin with that username already exists',
  removed: 'Admin removed',
  notFound: 'Admin not found',
  lastAdmin: 'You are the only admin: add another admin before removing this account.',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  wrongPassword: 'Your current password is not correct',
  mustChangePassword: 'Please choose a new password before using the admin.',
  signedOutEverywhere: 'Signed out everywhere',
  loginThrottled: 'Too many sign-in attempts. Please try again later.',
} as const;

/** How the API's answers and the dashboard name one item of each resource. */
export const RESOURCE_LABELS = {
  events: 'Event',
  testimonials: 'Testimonial',
  gallery: 'Gallery item',
  contacts: 'Contact message',
  registrations: 'Registration',
} as const satisfies Record<AdminResource, string>;

/** The gallery's order (docs/PRODUCT-RULES.md, Gallery order). */
export const GALLERY_ORDER_MESSAGES = {
  saved: 'Gallery order saved',
  changed: 'A gallery item was removed meanwhile. Reload the gallery and arrange it again.',
} as const;

/** 'Event created successfully': the answer of an admin mutation, and the dashboard's toast when it has none. */
export const mutationMessage = (label: string, done: 'created' | 'updated' | 'deleted') => `${label} ${done} successfully`;

/** The admin lists' query parameters (?cursor=, ?search=). */
export const LIST_MESSAGES = {
  badCursor: 'Invalid cursor: start again from the first page.',
  searchTooLong: (max: number) => `Search must be at most ${max} characters`,
  badEventId: 'Invalid event id',
} as const;

/** The admin's event actions (docs/PRODUCT-RULES.md, Event lifecycle). */
export const EVENT_MESSAGES = {
  hasRegistrations: 'This event has registrations, so it cannot be deleted. Cancel it (registrants are told by mail) or archive it instead.',
  belowSeats: (taken: number) => `Capacity cannot be below the ${taken} seat${taken === 1 ? '' : 's'} already taken.`,
  cancelled: (queued: number) => `Event cancelled. ${queued === 1 ? '1 registrant' : `${queued} registrants`} will be told by mail.`,
  archived: 'Event archived: it no longer appears on the public lists.',
  alreadyArchived: 'This event is archived and can no longer be changed.',
  cancelSubject: (title: string) => `Cancelled: ${title}`,
  cancelBody: (title: string, when: string) =>
    `We are sorry to tell you that ${title} (${when}) has been cancelled. Your registration will not be needed, and no seat is held for you. We hope to welcome you at another of our events.`,
} as const;

/** The attendee's ticket page and its API. */
export const TICKET_MESSAGES = {
  notFound: 'Ticket not found',
  cancelled: 'Your registration has been cancelled and your seat released.',
  alreadyCancelled: 'This ticket is already cancelled.',
  eventOver: 'This event has already taken place, so the ticket can no longer be cancelled.',
  cancelledRefund: (amount: string) => `Your registration has been cancelled and your seat released. A refund of ${amount} has been sent to Paystack.`,
  cancelledRefundLater: 'Your registration has been cancelled and your seat released. The provider will arrange your refund.',
} as const;

/** Giving a ticket to someone else (docs/PRODUCT-RULES.md, Transfers). */
export const TRANSFER_MESSAGES = {
  done: (name: string) => `Ticket transferred. ${name} gets their own ticket by mail; this link no longer works.`,
  closed: 'Tickets for this event can no longer be transferred.',
  sameEmail: 'This ticket is already yours: enter the email of the person you are giving it to.',
  alreadyRegistered: 'This person is already registered for this event.',
  notTransferable: 'Only a confirmed ticket can be transferred.',
  checkedIn: 'This ticket has already been used at the door.',
} as const;

/** The admin's mail actions. */
export const MAIL_MESSAGES = {
  resent: 'The mail has been queued again.',
  notFound: 'Mail not found',
  stillSending: 'This mail has not been sent yet; it can be resent once it has failed.',
  bodyRemoved: `This mail can no longer be sent again: its content was removed ${RETENTION_DEFAULTS.mailBodiesDays} days after sending, as the privacy notice says.`,
  recipientsRemoved: `This mail can no longer be sent again: its addresses were replaced ${RETENTION_DEFAULTS.mailRecipientsMonths} months after sending, as the privacy notice says.`,
  broadcastQueued: (count: number) => (count === 1 ? 'Message queued for 1 attendee.' : `Message queued for ${count} attendees.`),
} as const;

/** The Content tab's texts (docs/PRODUCT-RULES.md, Site content). */
export const CONTENT_MESSAGES = {
  price: 'Enter the price as a whole number of naira, e.g. 25000 (0 = free)',
  slug: 'Use lowercase letters, digits and dashes',
  url: 'Link must start with https:// or /',
  atLeastOne: 'Add at least one',
  saved: 'Content saved',
  reverted: 'Earlier version restored',
  conflict: 'Someone saved this section after you opened it. Reload to see their version, then make your change again.',
  versionNotFound: 'There is no such version of this section',
  versionInvalid: 'That version no longer passes the checks; edit the section instead',
  unknownSection: 'Unknown content section',
  day: 'Enter a date as YYYY-MM-DD, e.g. 2026-11-28',
} as const;

/** The door: the check-in API's errors and the check-in screen's answers. */
export const CHECK_IN_MESSAGES = {
  eventNotFound: 'This event no longer exists: it may have been deleted.',
  eventOver: 'This event is over: check-in is closed.',
  notCheckedIn: 'This attendee is not checked in.',
  registrationNotFound: 'Registration not found',
  undone: 'Check-in undone.',
  walkInDone: (name: string) => `${name} is registered and checked in.`,
  checkedIn: (name: string) => `Checked in — ${name}`,
  already: (time: string, by: string) => `Already checked in at ${time} by ${by}`,
  wrongEvent: 'This ticket is for another event',
  cancelled: 'This ticket was cancelled',
  invalid: 'Not a ticket of ours',
} as const;

/** Uploads (contract/media.ts): what the admin reads when a photo or file is refused or fails. */
export const UPLOAD_MESSAGES = {
  notImage: 'This file is not an image. Choose a photo (JPEG, PNG, WebP…).',
  imageTooLarge: (mb: number) => `This photo is too large to upload (at most ${mb} MB).`,
  resourceType: 'Choose a PDF, an audio file (MP3, M4A, WAV, OGG) or a video (MP4, WebM, MOV).',
  resourceTooLarge: (mb: number) => `This file is too large (at most ${mb} MB).`,
  resizeFailed: 'This photo could not be read. Try another file, or export it as JPEG first.',
  uploadFailed: 'The upload failed. Check your connection and try again.',
  emptyFile: 'This file is empty.',
  badKey: 'This upload does not belong to this site.',
  parts: 'The uploaded parts do not match the upload.',
} as const;
