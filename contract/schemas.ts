// Every entity and every form input, once. The SPA's forms, the Lambda
// handlers and the tests all validate with these, so the validation messages
// live here and nowhere else (docs/PRODUCT-RULES.md, Validation).
// A namespace import: esbuild tree-shakes it, where `import { z }` drags in
// every locale and the JSON-schema tooling (459 KB -> 95 KB minified).
import * as z from 'zod';
import { DEFAULT_EVENT_ID, LIMITS } from './constants';
import { toLagosDay } from './dates';
import { MESSAGES } from './messages';

export const DEFAULT_GALLERY_CATEGORY = 'general';

export { LIMITS };

export const SERVICE_OPTIONS = [
  { value: 'music-education', label: 'Music Education' },
  { value: 'workshops', label: 'Workshops & Masterclasses' },
  { value: 'instrument-lessons', label: 'Instrument Lessons' },
  { value: 'vocal-training', label: 'Vocal Training' },
  { value: 'artistic-productions', label: 'Artistic Productions' },
  { value: 'academic-consultation', label: 'Academic Consultation' },
] as const;
export type ServiceValue = (typeof SERVICE_OPTIONS)[number]['value'];
const SERVICE_VALUES = SERVICE_OPTIONS.map((o) => o.value) as [ServiceValue, ...ServiceValue[]];

export const GALLERY_CATEGORIES = ['general', 'workshops', 'performances', 'sessions', 'studio', 'events'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

// JSON null and a missing key mean the same thing for optional fields.
const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

/** A required, trimmed string with a length cap. */
function requiredText(max: number, message: string = MESSAGES.required, min = 1) {
  return z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, MESSAGES.tooLong(max));
}

/** An optional trimmed string: '' and null become undefined. */
function optionalText(max: number) {
  return z.preprocess(
    nullToUndefined,
    z
      .string()
      .trim()
      .max(max, MESSAGES.tooLong(max))
      .optional()
      .transform((v) => (v ? v : undefined)),
  );
}

const email = z
  .string({ error: MESSAGES.email })
  .trim()
  .max(LIMITS.email, MESSAGES.tooLong(LIMITS.email))
  .email(MESSAGES.email);

/** https:// URLs or site paths only: javascript:, data: and friends never reach an <img>. */
export function isSafeImageUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname);
  } catch {
    return false;
  }
}

const imageUrl = z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(LIMITS.url).refine(isSafeImageUrl, MESSAGES.imageUrl);
const optionalImageUrl = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  imageUrl.optional(),
);

const isActive = z.preprocess(nullToUndefined, z.boolean().default(true));

/** A calendar day in Lagos, from a day, a date-time string or a Date. */
const eventDay = z.unknown().transform((value, ctx) => {
  const day = toLagosDay(value);
  if (day) return day;
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  ctx.addIssue({ code: 'custom', message: empty ? MESSAGES.required : MESSAGES.date });
  return z.NEVER;
});

// ---------- Form inputs (what the browser sends) ----------

export const contactInput = z.object({
  name: requiredText(LIMITS.name, MESSAGES.name, 2),
  email,
  phone: optionalText(LIMITS.phone),
  service: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.enum(SERVICE_VALUES, { error: 'Please choose a service from the list' }).optional(),
  ),
  message: requiredText(LIMITS.text, MESSAGES.message, 10),
});
export type ContactInput = z.infer<typeof contactInput>;

export const registrationInput = z.object({
  name: requiredText(LIMITS.name, MESSAGES.name, 2),
  email,
  phone: requiredText(LIMITS.phone, MESSAGES.phone, 10),
  eventId: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z
      .string()
      .trim()
      .max(LIMITS.id)
      .regex(/^[A-Za-z0-9_-]+$/, 'Unknown event')
      .default(DEFAULT_EVENT_ID),
  ),
});
export type RegistrationInput = z.infer<typeof registrationInput>;

export const loginInput = z.object({
  username: requiredText(LIMITS.name, MESSAGES.username),
  // Passwords are not trimmed: spaces may be part of them.
  password: z.string({ error: MESSAGES.password }).min(1, MESSAGES.password).max(200, MESSAGES.tooLong(200)),
});
export type LoginInput = z.infer<typeof loginInput>;

export const eventInput = z.object({
  title: requiredText(LIMITS.short),
  description: requiredText(LIMITS.text),
  date: eventDay,
  startTime: requiredText(40),
  endTime: requiredText(40),
  location: requiredText(LIMITS.short),
  address: requiredText(LIMITS.short),
  price: requiredText(60),
  maxParticipants: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: MESSAGES.required })
      .int(MESSAGES.maxParticipants)
      .min(1, MESSAGES.maxParticipants)
      .max(100000, 'Must be at most 100000'),
  ),
  imageUrl: optionalImageUrl,
  isActive,
});
export type EventInput = z.infer<typeof eventInput>;

export const testimonialInput = z.object({
  text: requiredText(LIMITS.text),
  name: requiredText(LIMITS.name),
  position: requiredText(LIMITS.short),
  isActive,
});
export type TestimonialInput = z.infer<typeof testimonialInput>;

export const galleryInput = z.object({
  title: requiredText(LIMITS.short),
  imageUrl,
  description: optionalText(LIMITS.text),
  category: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.enum(GALLERY_CATEGORIES, { error: 'Please choose a category from the list' }).default(DEFAULT_GALLERY_CATEGORY),
  ),
  isActive,
});
export type GalleryInput = z.infer<typeof galleryInput>;

/** Where the provider is told about new contact messages and registrations, and how often. */
export const notificationSettingsInput = z.object({
  /** Empty: the address the site was deployed with (PROVIDER_EMAIL). */
  providerEmail: z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), email.optional()),
  /** One summary a day at 18:00 Lagos time instead of one mail per message or registration. */
  digest: z.boolean({ error: 'Choose one mail each or a daily summary' }).default(false),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInput>;

// ---------- Entities (what the API answers) ----------

const record = { id: z.string(), createdAt: z.string() };

export const eventEntity = eventInput.extend({
  ...record,
  date: z.string(),
  /** Seats taken so far; capacity is maxParticipants. */
  seatsTaken: z.number().int(),
});
export type Event = z.infer<typeof eventEntity>;

export const testimonialEntity = testimonialInput.extend(record);
export type Testimonial = z.infer<typeof testimonialEntity>;

export const galleryEntity = galleryInput.extend(record);
export type GalleryItem = z.infer<typeof galleryEntity>;

/** Where a mail stands in the outbox; the admin may resend a failed, bounced or unknown one. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'bounced', 'unknown'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/** The mail a registration or contact message shows the status of (its confirmation or notification). */
const mailRef = z.object({ id: z.string(), status: z.enum(MAIL_STATUSES) });
export type MailRef = z.infer<typeof mailRef>;

export const contactEntity = contactInput.extend({ ...record, mail: mailRef.optional() });
export type ContactSubmission = z.infer<typeof contactEntity>;

/** pending_payment: a priced event's seat held while the visitor pays online (docs/PRODUCT-RULES.md, Payments). */
export const REGISTRATION_STATUSES = ['registered', 'cancelled', 'pending_payment'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * Where a priced registration's money stands: pending (online, seat held),
 * paid, failed (Paystack declined; the hold still runs), expired (the hold
 * ended unpaid; seat freed), venue (pay at the venue, no online payment
 * configured), refund_due (money came in that we could not accept).
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'venue', 'refund_due'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ['paystack', 'cash', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const paymentEntity = z.object({
  status: z.enum(PAYMENT_STATUSES),
  /** Whole naira due for the seat. */
  amount: z.number(),
  /** Paystack's reference (our registration id) for online payments. */
  reference: z.string().optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  paidAt: z.string().optional(),
  /** The admin who recorded a cash or transfer payment. */
  markedBy: z.string().optional(),
  /** When an unpaid online hold gives its seat back. */
  holdExpiresAt: z.string().optional(),
  /** Why money is flagged for refund (amount mismatch, no seat left). */
  flag: z.string().optional(),
});
export type Payment = z.infer<typeof paymentEntity>;

/** The admin records a pay-at-venue registration as paid. */
export const markPaidInput = z.object({
  method: z.enum(['cash', 'transfer'], { error: 'Choose cash or transfer' }),
});
export type MarkPaidInput = z.infer<typeof markPaidInput>;

export const registrationEntity = registrationInput.extend({
  ...record,
  eventId: z.string(),
  /** Absent on registrations made before cancelling existed: they are 'registered'. */
  status: z.enum(REGISTRATION_STATUSES).optional(),
  cancelledAt: z.string().optional(),
  /** The secret of the attendee's manage link /tickets/{token}. */
  ticketToken: z.string().optional(),
  mail: mailRef.optional(),
  /** Only on registrations for a priced event. */
  payment: paymentEntity.optional(),
});
export type EventRegistration = z.infer<typeof registrationEntity>;

/** The admin's message to everyone registered for an event. */
export const broadcastInput = z.object({
  subject: requiredText(LIMITS.short),
  message: requiredText(LIMITS.text),
});
export type BroadcastInput = z.infer<typeof broadcastInput>;

export type AdminUser = { id: string; username: string; passwordHash: string; createdAt: string };

// ---------- Answers ----------

export type EventsResponse = { events: Event[] };
export type ListResponse<T> = { data: T[] };
export type MutationResponse = { success: boolean; message: string; id?: string };
/** data.authorizationUrl: a priced event with online payment: send the visitor to Paystack's checkout. */
export type RegisterResponse = { id: string; message: string; data?: { authorizationUrl: string } };
/** Whether priced events are paid online (a Paystack key is configured) or at the venue. */
export type PaymentConfigResponse = { online: boolean };
/** What a ticket shows of its payment: never the reference or who marked it. */
export type TicketPayment = Pick<Payment, 'status' | 'amount' | 'holdExpiresAt'>;
export type VerifyPaymentResponse = { status: RegistrationStatus; payment: TicketPayment | null };
export type ContactResponse = { success: true; message: string; id: string };
/** The saved settings, and the address mails go to when none is saved. */
export type NotificationSettings = NotificationSettingsInput & { defaultProviderEmail: string };
export type LoginResponse = { success: boolean; token?: string; message: string };
/** What the attendee's ticket page shows: no email or phone, only what the ticket holder already knows. */
export type TicketView = {
  name: string;
  status: RegistrationStatus;
  /** Present for a priced event. */
  payment?: TicketPayment;
  event: Pick<Event, 'id' | 'title' | 'date' | 'startTime' | 'endTime' | 'location' | 'address' | 'price' | 'description'>;
  /** The page's own address, which the QR code holds. */
  manageUrl: string;
  /** The QR code as an SVG document. */
  qrSvg: string;
};
export type TicketResponse = { ticket: TicketView };
export type BroadcastResponse = { success: true; message: string; queued: number };
export type ErrorResponse = { success: false; message: string; errors?: Record<string, string> };

/** zod issues -> { field: first message }, the shape of ErrorResponse.errors and Formik's errors. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
