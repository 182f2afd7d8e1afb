// Every entity and every form input, once. The SPA's forms, the Lambda
// handlers and the tests all validate with these, so the validation messages
// live here and nowhere else (docs/PRODUCT-RULES.md, Validation).
// A namespace import: esbuild tree-shakes it, where `import { z }` drags in
// every locale and the JSON-schema tooling (459 KB -> 95 KB minified).
import * as z from 'zod';
import { BOX_OFFICE_MESSAGES, eventBoxOfficeFields, orderFields, type Answers, type OrderResult, type Question, type StoredTicket, type TicketType } from './box-office';
import { clockMinutes, isClockTime } from './clock-time';
import { ADMIN_PAGE_SIZE, COUNTER_NAMES, DEFAULT_EVENT_ID, LIMITS, MAX_SEARCH_LENGTH, PASSWORD_LENGTH, USERNAME_PATTERN } from './constants';
import { toLagosDay } from './dates';
import { consentFields } from './privacy';
import { email, isSafeImageUrl, nullToUndefined, optionalText, requiredText } from './fields';
import { storedImage } from './media-schemas';
import { MESSAGES } from './messages';
import type { MfaChallenge } from './mfa-schemas';
import { BOOKING_SOURCES, LINK_SOURCES, STATS_MESSAGES } from './stats';

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

const imageUrl = z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(LIMITS.url).refine(isSafeImageUrl, MESSAGES.imageUrl);
const optionalImageUrl = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  imageUrl.optional(),
);

/** An uploaded photo (contract/media.ts); imageUrl then holds its largest variant, so readers of imageUrl alone still work. */
const optionalStoredImage = z.preprocess(nullToUndefined, storedImage.optional());

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

/**
 * What a public form sends beside its fields so the server can tell a bot
 * (docs/PRODUCT-RULES.md, Spam and abuse): the honeypot a person never sees,
 * and how long the form was on screen before it was sent. Both optional: a
 * direct API client sends neither and meets only the rate limit.
 */
export const formSignals = z.object({
  homepage: z.string().max(LIMITS.text).optional(),
  fillMs: z.number().int().nonnegative().optional(),
});
export type FormSignals = z.infer<typeof formSignals>;
/** The contact route's body: the message, the form's signals (never stored) and the news consent (contract/privacy.ts). */
export const contactRequest = contactInput.extend(formSignals.shape).extend(consentFields);
export type ContactRequest = z.infer<typeof contactRequest>;
/**
 * The register route's body: the registration (the buyer), the form's signals (never stored), the
 * box office's order (contract/box-office.ts): tickets, promoCode, answers (without tickets: one ticket of
 * the event's first type for the buyer), and where the visitor came from (contract/stats.ts: the share
 * link's utm_source; stored on the registration for the insights).
 */
export const registrationRequest = registrationInput
  .extend(formSignals.shape)
  .extend(consentFields)
  .extend(orderFields)
  .extend({ source: z.enum(LINK_SOURCES, { error: STATS_MESSAGES.badSource }).optional() });
export type RegistrationRequest = z.infer<typeof registrationRequest>;

export const loginInput = z.object({
  username: requiredText(LIMITS.name, MESSAGES.username),
  // Passwords are not trimmed: spaces may be part of them.
  password: z.string({ error: MESSAGES.password }).min(1, MESSAGES.password).max(200, MESSAGES.tooLong(200)),
});
export type LoginInput = z.infer<typeof loginInput>;

/** A password an admin sets: not trimmed (spaces may be part of it). */
const newPassword = z
  .string({ error: MESSAGES.password })
  .min(1, MESSAGES.password)
  .min(PASSWORD_LENGTH.min, MESSAGES.passwordTooShort(PASSWORD_LENGTH.min))
  .max(PASSWORD_LENGTH.max, MESSAGES.tooLong(PASSWORD_LENGTH.max));

/** Another admin, with a first password they must change at first sign-in. */
export const newAdminInput = z.object({
  username: z.string({ error: MESSAGES.username }).trim().min(1, MESSAGES.username).regex(USERNAME_PATTERN, MESSAGES.newUsername),
  password: newPassword,
});
export type NewAdminInput = z.infer<typeof newAdminInput>;

export const changePasswordInput = z
  .object({
    currentPassword: z.string({ error: MESSAGES.password }).min(1, MESSAGES.password).max(PASSWORD_LENGTH.max),
    newPassword,
  })
  .refine((v) => v.currentPassword !== v.newPassword, { path: ['newPassword'], message: MESSAGES.samePassword });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** A text field's number ('15000', ' 15000 ') as a number; anything else passes through for the number check to refuse. */
const numberFromText = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);

/** Whole naira, 0 = free: '15000' and 15000 pass; 'fifteen thousand', '₦15,000' and -5 are field errors. */
const naira = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : numberFromText(v)),
  z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? MESSAGES.required : MESSAGES.price) }).int(MESSAGES.price).min(0, MESSAGES.price).max(LIMITS.naira, MESSAGES.price),
);
const optionalNaira = z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), naira.optional());

/** A stored time: 24-hour 'HH:mm', Lagos wall clock. */
const clockTime = z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).refine(isClockTime, MESSAGES.clockTime);

/** An optional Lagos day ('' and null are none). */
const optionalDay = z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), eventDay.optional());

/** A number of days, 0–365 ('' and null are none). */
const optionalWholeDays = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : numberFromText(v)),
  z.number({ error: 'Enter a whole number of days from 0 to 365' }).int('Enter a whole number of days from 0 to 365').min(0, 'Enter a whole number of days from 0 to 365').max(365, 'Enter a whole number of days from 0 to 365').optional(),
);

/** The event's own fields; eventInput adds the rules between them. */
const eventFields = z.object({
  title: requiredText(LIMITS.short),
  description: requiredText(LIMITS.text),
  date: eventDay,
  startTime: clockTime,
  endTime: clockTime,
  location: requiredText(LIMITS.short),
  address: requiredText(LIMITS.short),
  price: naira,
  maxParticipants: z.preprocess(
    numberFromText,
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? MESSAGES.required : MESSAGES.maxParticipants) })
      .int(MESSAGES.maxParticipants)
      .min(1, MESSAGES.maxParticipants)
      .max(100000, 'Must be at most 100000'),
  ),
  /** Last Lagos day to register (through its end); none: until the event starts. */
  registrationDeadline: optionalDay,
  /** A lower price while earlyBirdEndsOn has not passed (through the end of that Lagos day). */
  earlyBirdPrice: optionalNaira,
  earlyBirdEndsOn: optionalDay,
  /**
   * Self-cancel refund policy (docs/PRODUCT-RULES.md, Refunds): a paid ticket
   * cancelled through the last Lagos day `refundDaysBefore` days before the
   * event is refunded through Paystack, minus `refundFeePercent`. None: the
   * attendee's cancel refunds nothing by itself (the admin may).
   */
  refundDaysBefore: optionalWholeDays,
  refundFeePercent: z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : numberFromText(v)),
    z.number({ error: 'Enter a whole percentage from 0 to 100' }).int('Enter a whole percentage from 0 to 100').min(0, 'Enter a whole percentage from 0 to 100').max(100, 'Enter a whole percentage from 0 to 100').optional(),
  ),
  /** Tickets may be given to someone else through the last Lagos day this many days before the event; none: 1 (the day before). */
  transferCutoffDays: optionalWholeDays,
  imageUrl: optionalImageUrl,
  image: optionalStoredImage,
  isActive,
  /** The box office (contract/box-office.ts); absent: one type carrying `price`. */
  ...eventBoxOfficeFields,
});

export const eventInput = eventFields.superRefine((event, ctx) => {
  const start = clockMinutes(event.startTime);
  const end = clockMinutes(event.endTime);
  // An end before the start runs past midnight (an evening concert); the same time is no length at all.
  if (start !== null && end !== null && end === start) ctx.addIssue({ code: 'custom', path: ['endTime'], message: MESSAGES.endTime });
  if (event.registrationDeadline && event.registrationDeadline > event.date) {
    ctx.addIssue({ code: 'custom', path: ['registrationDeadline'], message: MESSAGES.deadlineAfterEvent });
  }
  if (event.earlyBirdPrice !== undefined && event.earlyBirdEndsOn === undefined) {
    ctx.addIssue({ code: 'custom', path: ['earlyBirdEndsOn'], message: MESSAGES.earlyBirdEnds });
  }
  if (event.earlyBirdEndsOn !== undefined && event.earlyBirdPrice === undefined) {
    ctx.addIssue({ code: 'custom', path: ['earlyBirdPrice'], message: MESSAGES.earlyBirdPrice });
  }
  if (event.earlyBirdPrice !== undefined && event.earlyBirdPrice >= event.price) {
    ctx.addIssue({ code: 'custom', path: ['earlyBirdPrice'], message: MESSAGES.earlyBirdPrice });
  }
  if (event.earlyBirdEndsOn && event.earlyBirdEndsOn > event.date) {
    ctx.addIssue({ code: 'custom', path: ['earlyBirdEndsOn'], message: MESSAGES.earlyBirdEnds });
  }
  const names = new Set<string>();
  const ids = new Set<string>();
  event.ticketTypes?.forEach((type, i) => {
    if (type.quota !== undefined && type.quota > event.maxParticipants) ctx.addIssue({ code: 'custom', path: ['ticketTypes', i, 'quota'], message: BOX_OFFICE_MESSAGES.quotasOverCapacity });
    const name = type.name.toLowerCase();
    if (names.has(name)) ctx.addIssue({ code: 'custom', path: ['ticketTypes', i, 'name'], message: BOX_OFFICE_MESSAGES.duplicateTypeName });
    names.add(name);
    if (type.id && ids.has(type.id)) ctx.addIssue({ code: 'custom', path: ['ticketTypes', i, 'id'], message: 'Each ticket type may appear only once' });
    if (type.id) ids.add(type.id);
    if (type.earlyBirdEndsOn && type.earlyBirdEndsOn > event.date) ctx.addIssue({ code: 'custom', path: ['ticketTypes', i, 'earlyBirdEndsOn'], message: MESSAGES.earlyBirdEnds });
  });
  const questionIds = new Set<string>();
  event.questions?.forEach((question, i) => {
    if (question.id && questionIds.has(question.id)) ctx.addIssue({ code: 'custom', path: ['questions', i, 'id'], message: 'Each question may appear only once' });
    if (question.id) questionIds.add(question.id);
  });
});
export type EventInput = z.infer<typeof eventInput>;

export const testimonialInput = z.object({
  text: requiredText(LIMITS.text),
  name: requiredText(LIMITS.name),
  position: requiredText(LIMITS.short),
  /** The author's picture, optional: a pasted link, or an upload (image, and imageUrl its largest variant). */
  imageUrl: optionalImageUrl,
  image: optionalStoredImage,
  isActive,
});
export type TestimonialInput = z.infer<typeof testimonialInput>;

export const galleryInput = z.object({
  title: requiredText(LIMITS.short),
  imageUrl,
  image: optionalStoredImage,
  /** What the photo shows, for screen readers; items from before it existed fall back to title and description. */
  alt: optionalText(LIMITS.short),
  description: optionalText(LIMITS.text),
  category: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.enum(GALLERY_CATEGORIES, { error: 'Please choose a category from the list' }).default(DEFAULT_GALLERY_CATEGORY),
  ),
  isActive,
});
export type GalleryInput = z.infer<typeof galleryInput>;
/** The admin's gallery dialog: every new or edited item describes its photo. */
export const galleryFormInput = galleryInput.extend({
  alt: requiredText(LIMITS.short, MESSAGES.altText),
});

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

/** Scheduled (the default, also when absent), cancelled (registrants told) or archived (off the public lists). */
export const EVENT_STATUSES = ['scheduled', 'cancelled', 'archived'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const eventEntity = eventFields.extend({
  ...record,
  date: z.string(),
  registrationDeadline: z.string().optional(),
  earlyBirdEndsOn: z.string().optional(),
  /** Seats taken so far; capacity is maxParticipants. */
  seatsTaken: z.number().int(),
  /** Absent on events that were never cancelled or archived: scheduled. */
  status: z.enum(EVENT_STATUSES).optional(),
  /** Admin lists only: attendees checked in at the door (docs/PRODUCT-RULES.md, Check-in at the door). */
  checkedIn: z.number().int().optional(),
  /** Admin lists only: seats held for running waitlist offers (counted in seatsTaken too; docs/PRODUCT-RULES.md, Waitlist). */
  seatsOffered: z.number().int().optional(),
  /** Stored types, each with its id and position; absent on events stored before types existed (ticketTypesOf). */
  ticketTypes: z.array(z.custom<TicketType>()).optional(),
  questions: z.array(z.custom<Question>()).optional(),
  /** Tickets taken (held or sold) per type id. */
  ticketsSold: z.record(z.string(), z.number()).optional(),
});
export type Event = z.infer<typeof eventEntity>;

export const testimonialEntity = testimonialInput.extend(record);
export type Testimonial = z.infer<typeof testimonialEntity>;

export const galleryEntity = galleryInput.extend({
  ...record,
  /** Where /gallery shows it, smallest first (docs/PRODUCT-RULES.md, Gallery order); absent on items from before it existed. */
  position: z.number().optional(),
});
export type GalleryItem = z.infer<typeof galleryEntity>;

/** The gallery's new order: the ids of the items moved, in the order they are to show. */
export const galleryOrderInput = z.object({
  ids: z
    .array(z.string().trim().min(1).max(100), { error: 'Send the ids of the gallery items in their new order' })
    .min(2, 'Send at least two gallery items to reorder')
    // One DynamoDB transaction holds at most 100 writes.
    .max(100, 'At most 100 gallery items can be reordered at once')
    .refine((ids) => new Set(ids).size === ids.length, 'Each gallery item may appear only once'),
});
export type GalleryOrderInput = z.infer<typeof galleryOrderInput>;

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
 * configured), refund_due (money came in that we could not accept),
 * refund_pending (a refund asked of Paystack, its webhook not in yet),
 * refunded (Paystack refunded `refunded` naira: all or part), refund_failed
 * (Paystack could not refund; the admin may try again).
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'venue', 'refund_due', 'refund_pending', 'refunded', 'refund_failed'] as const;
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
  /** Whole naira Paystack has refunded so far (docs/PRODUCT-RULES.md, Refunds). */
  refunded: z.number().optional(),
  /** Whole naira of the refund under way (refund_pending). */
  refundPending: z.number().optional(),
  /** Paystack's id of the refund under way or last made. */
  refundId: z.string().optional(),
  refundRequestedAt: z.string().optional(),
  /** When Paystack confirmed the last refund (refund.processed). */
  refundedAt: z.string().optional(),
  /** The admin who asked for it, or 'attendee' for a self-cancel within the event's policy. */
  refundRequestedBy: z.string().optional(),
  /** What Paystack said when a refund could not be made. */
  refundError: z.string().optional(),
});
export type Payment = z.infer<typeof paymentEntity>;

/** The admin records a pay-at-venue registration as paid. */
export const markPaidInput = z.object({
  method: z.enum(['cash', 'transfer'], { error: 'Choose cash or transfer' }),
});
export type MarkPaidInput = z.infer<typeof markPaidInput>;

/** The admin refunds a Paystack payment: `amount` whole naira, all that is left when absent. */
export const refundInput = z.object({
  amount: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z
      .number({ error: 'Enter the amount as a whole number of naira' })
      .int('Enter the amount as a whole number of naira')
      .positive('Enter an amount above zero')
      .max(100_000_000, 'Enter the amount as a whole number of naira')
      .optional(),
  ),
});
export type RefundInput = z.infer<typeof refundInput>;

/** The ticket holder gives the ticket to someone else (docs/PRODUCT-RULES.md, Transfers). */
export const transferInput = z.object({
  name: requiredText(LIMITS.name, MESSAGES.name, 2),
  email,
  phone: optionalText(LIMITS.phone),
});
export type TransferInput = z.infer<typeof transferInput>;
export type RefundResponse = { success: true; message: string; id: string; data: { status: 'refund_pending' } };

export const registrationEntity = registrationInput.extend({
  ...record,
  eventId: z.string(),
  /** Absent on registrations made before cancelling existed: they are 'registered'. */
  status: z.enum(REGISTRATION_STATUSES).optional(),
  cancelledAt: z.string().optional(),
  /** The secret of the attendee's manage link /tickets/{token}. */
  ticketToken: z.string().optional(),
  mail: mailRef.optional(),
  /** When and by which admin the attendee was checked in at the door; absent until then. */
  checkedInAt: z.string().optional(),
  checkedInBy: z.string().optional(),
  /** Only on registrations for a priced event. */
  payment: paymentEntity.optional(),
  /**
   * The order's tickets, one per attendee, each with its own token, check-in and answers; absent on
   * registrations made before the box office (one ticket: the buyer, `ticketToken`, `checkedInAt`).
   */
  tickets: z.array(z.custom<StoredTicket>()).optional(),
  /** Answers to the per-order questions. */
  answers: z.custom<Answers>().optional(),
  /** The code the order used (upper case). */
  promoCode: z.string().optional(),
  /** Whole naira after the code (0 = free). */
  total: z.number().optional(),
  /** Where the booking came from (contract/stats.ts); absent on old registrations = direct. */
  source: z.enum(BOOKING_SOURCES).optional(),
});
export type EventRegistration = z.infer<typeof registrationEntity>;

/** The admin's message to everyone registered for an event. */
export const broadcastInput = z.object({
  subject: requiredText(LIMITS.short),
  message: requiredText(LIMITS.text),
});
export type BroadcastInput = z.infer<typeof broadcastInput>;

/** A door scan, or a tap on a name in the check-in list (then the code is the ticket token). */
export const checkInInput = z.object({
  /** The ticket token or the whole manage URL; whether it is one of ours is the answer's status, not a 400. */
  code: z.string({ error: 'Scan a ticket' }).max(2000, MESSAGES.tooLong(2000)),
  eventId: z.string({ error: 'Choose the event' }).trim().min(1, 'Choose the event').max(LIMITS.id),
  /** When the phone scanned it (an offline scan synced later): the earliest check-in time wins. */
  scannedAt: z.iso.datetime({ error: 'scannedAt must be an ISO date-time' }).optional(),
});
export type CheckInInput = z.infer<typeof checkInInput>;


export type AdminUser = {
  id: string;
  username: string;
  passwordHash: string;
  createdAt: string;
  /** Set while the admin still has the first password another admin gave them. */
  mustChangePassword?: boolean;
  createdBy?: string;
};

// ---------- Answers ----------

export type EventsResponse = { events: Event[] };
export type ListResponse<T> = { data: T[] };
/**
 * One page of an admin list (docs/ARCHITECTURE.md, Admin lists that scale):
 * at most ADMIN_PAGE_SIZE items; nextCursor is null on the last page, else
 * what the next request passes back as ?cursor= (opaque).
 */
export type PageResponse<T> = { success: true; data: { items: T[]; nextCursor: string | null } };
/** The query of an admin list route; eventId only narrows registrations. */
export type ListQuery = { cursor?: string; search?: string; eventId?: string };
export { ADMIN_PAGE_SIZE, COUNTER_NAMES, MAX_SEARCH_LENGTH };
export type CounterName = (typeof COUNTER_NAMES)[number];
export type Counts = Record<CounterName, number>;
export type CountsResponse = { success: true; data: Counts };
export type MutationResponse = { success: boolean; message: string; id?: string };
/**
 * The order (contract/box-office.ts): `data.total` in whole naira after the code, one ticket per attendee;
 * data.authorizationUrl: a priced order with online payment: send the visitor to Paystack's checkout.
 */
export type RegisterResponse = { success: true; id: string; message: string; data: OrderResult };
/** Whether priced events are paid online (a Paystack key is configured) or at the venue. */
export type PaymentConfigResponse = { online: boolean };
/** What a ticket shows of its payment: never the reference or who marked it. */
/** What the ticket page shows of a payment: `refunded` (naira) once Paystack has given any back, with its credit note. */
export type TicketPayment = Pick<Payment, 'status' | 'amount' | 'holdExpiresAt' | 'refunded'>;
export type VerifyPaymentResponse = { status: RegistrationStatus; payment: TicketPayment | null };
export type ContactResponse = { success: true; message: string; id: string };
/** The saved settings, and the address mails go to when none is saved. */
export type NotificationSettings = NotificationSettingsInput & { defaultProviderEmail: string };
/** Without a token and with `data` (a challenge) for an account with a second factor (contract/mfa-schemas.ts). */
export type LoginResponse = { success: boolean; token?: string; message: string; mustChangePassword?: boolean; data?: MfaChallenge };
/** One admin in the Admins tab (never the password hash). */
export type AdminAccount = { id: string; username: string; createdAt: string; mustChangePassword?: boolean; createdBy?: string; isYou: boolean };
/** One of my sessions; `current` is the one asking. */
export type AdminSessionView = { id: string; createdAt?: string; expiresAt: string; userAgent?: string; ip?: string; current: boolean };
/** One admin change: who, what (route, target, summary), when. */
export type AuditEntry = { id: string; at: string; username: string; route: string; targetId?: string; summary: string };
/** What the attendee's ticket page shows: no email or phone, only what the ticket holder already knows. */
export type TicketView = {
  name: string;
  status: RegistrationStatus;
  /** Present for a priced event. */
  payment?: TicketPayment;
  event: Pick<Event, 'id' | 'title' | 'date' | 'startTime' | 'endTime' | 'location' | 'address' | 'price' | 'description' | 'status'>;
  /** The page's own address, which the QR code holds. */
  manageUrl: string;
  /** The QR code as an SVG document. */
  qrSvg: string;
  /** The last Lagos day the ticket may be given to someone else; absent when it no longer can be. */
  transferUntil?: string;
  /** Whole naira a cancel now refunds through Paystack (the event's policy, its fee taken off); absent when none. */
  refundOnCancel?: number;
};
export type TicketResponse = { ticket: TicketView };
export const CHECK_IN_STATUSES = ['checked_in', 'already_checked_in', 'wrong_event', 'cancelled', 'invalid'] as const;
export type CheckInStatus = (typeof CHECK_IN_STATUSES)[number];
/**
 * What the door sees of an attendee: one per ticket. `id` is the registration (the order), `ticketId` the
 * ticket (what undo takes), `name` the attendee's, `email`/`phone` the attendee's email else the buyer's.
 */
export type Attendee = Pick<EventRegistration, 'id' | 'name' | 'email' | 'phone' | 'eventId' | 'status' | 'ticketToken' | 'checkedInAt' | 'checkedInBy'> & {
  ticketId?: string;
  ticketTypeId?: string;
  ticketTypeName?: string;
  /** The buyer's name when the attendee is someone else. */
  buyerName?: string;
  /** The order's answers and this attendee's, by question id. */
  answers?: Answers;
};
/** Checked in / registered (seats taken) of one event. */
export type AttendanceCounts = { checkedIn: number; registered: number };
export type CheckInResponse = {
  status: CheckInStatus;
  registration?: Attendee;
  /** Checked in or already: the (earliest) check-in time and who made it. */
  checkedInAt?: string;
  checkedInBy?: string;
  /** already_checked_in after an offline scan: the two check-ins were resolved to the earliest. */
  resolvedToEarliest?: boolean;
  counts?: AttendanceCounts;
};
/** The door's list of one event, downloaded when the check-in screen opens and kept for offline scans. */
export type AttendeesResponse = {
  event: Pick<Event, 'id' | 'title' | 'date' | 'startTime' | 'location' | 'maxParticipants' | 'seatsTaken'> & { checkedIn: number; questions?: Question[]; ticketTypes?: TicketType[] };
  attendees: Attendee[];
  fetchedAt: string;
};
export type WalkInResponse = { success: true; message: string; id: string; registration: Attendee; counts: AttendanceCounts };
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
