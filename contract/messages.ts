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
  altText: 'Describe what the photo shows (for visitors who cannot see it)',
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
