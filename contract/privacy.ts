// People's data (docs/PRODUCT-RULES.md, People's data; issue: the Nigeria Data
// Protection Act 2023): the consent a form asks for, and how long each kind of
// personal data is kept by default. Shared by the forms, the handlers, the
// privacy notice (/privacy shows the live retention settings) and the jobs.
import * as z from 'zod';

/**
 * The separate, unticked "news and offers" choice of every form that collects
 * contact details. Absent (undefined), null or anything but `true` is a no:
 * consent is never assumed (read it with `saidYes`).
 */
export const consentFields = {
  marketingConsent: z.preprocess((v) => v === true, z.boolean()).optional(),
};
export const saidYes = (input: ConsentFields): boolean => input.marketingConsent === true;
export type ConsentFields = { marketingConsent?: boolean };

/** The forms that record a consent answer, as stored on the consent record. */
export const CONSENT_FORMS = ['register', 'contact', 'trial-booking', 'enrolment', 'waitlist', 'subscribe', 'news', 'privacy-page', 'admin'] as const;
export type ConsentForm = (typeof CONSENT_FORMS)[number];

/**
 * How long each kind of personal data is kept before the daily retention job
 * pseudonymises or deletes it (the defaults; the admin may change them, and
 * /privacy shows the values in force). Months are calendar months.
 */
export const RETENTION_DEFAULTS = {
  /** Contact messages, from when they were sent. */
  contactMessagesMonths: 24,
  /** Attendees' and buyers' personal data, from the day of their event. */
  attendeesMonthsAfterEvent: 24,
  /** Learners' and guardians' data, from when they stopped (or their trial lesson). */
  learnersMonthsAfterEnd: 24,
  /** The body of a sent mail (its subject, date and recipient hash stay for the record). */
  mailBodiesDays: 30,
  /**
   * The addresses a sent mail went to (to, reply-to), from when it was made; then the keyed-hash stand-ins
   * (the record of what was sent, and when, stays).
   */
  mailRecipientsMonths: 24,
  /** Admin audit entries. */
  auditMonths: 12,
  /** Orders never paid whose hold expired. */
  unpaidOrdersDays: 30,
  /**
   * Paid orders' accounting facts (amount, date, Paystack reference, refunds), without the identity; a
   * receipt's or credit note's buyer (name and email) this long after the order's last document.
   */
  accountingYears: 6,
  /**
   * A news-and-offers answer that no longer counts (a later answer replaced it, or it was a no), from
   * then: proof of what the person agreed to, for the limitation period. The yes in force is kept.
   */
  consentProofYears: 6,
  /** The email on a privacy request, from the request, once it was answered (the keyed hash stays). */
  privacyRequestEmailDays: 30,
  /** A privacy request's record (who asked, as a keyed hash; when; what was done), from the request. */
  privacyRequestsMonths: 12,
} as const;
export type RetentionSettings = { -readonly [K in keyof typeof RETENTION_DEFAULTS]: number };

// The person's own rights (issue 36, API shapes; docs/PRODUCT-RULES.md, People's data).
export const privacyRequestInput = z.object({
  email: z.string({ error: 'Enter your email address' }).trim().max(254, 'Enter a valid email address').email('Enter a valid email address'),
});
export type PrivacyRequestInput = z.infer<typeof privacyRequestInput>;
export const privacyConsentInput = z.object({ marketing: z.literal(false, { error: 'Only withdrawing consent is possible here' }) });
export type PrivacyConsentInput = z.infer<typeof privacyConsentInput>;
export const privacyCorrectInput = z
  .object({
    name: z.string().trim().min(2, 'Enter your full name').max(100, 'Enter at most 100 characters').optional(),
    phone: z.string().trim().regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a valid phone number').optional(),
  })
  .refine((v) => v.name !== undefined || v.phone !== undefined, { message: 'Enter a new name or phone number', path: ['name'] });
export type PrivacyCorrectInput = z.infer<typeof privacyCorrectInput>;
export const adminPeopleEraseInput = z.object({
  email: z.string({ error: 'Enter the person’s email address' }).trim().max(254).email('Enter a valid email address'),
  reason: z.string({ error: 'Say why they are erased' }).trim().min(3, 'Say why they are erased').max(500, 'Enter at most 500 characters'),
});
export type AdminPeopleEraseInput = z.infer<typeof adminPeopleEraseInput>;

export type PersonOrder = {
  id: string;
  eventId: string;
  /** The event's title, so the person knows which booking this is (absent once the event is deleted). */
  eventTitle?: string;
  createdAt: string;
  status: string;
  /** buyer: the person placed it; attendee: they hold a ticket of someone else's order. */
  role: 'buyer' | 'attendee';
  name: string;
  email: string;
  phone: string;
  total?: number;
  payment?: { status?: string; amount?: number; reference?: string };
  answers?: Record<string, unknown>;
};
export type PersonTicket = { orderId: string; eventId: string; eventTitle?: string; ticketId: string; name: string; email?: string; answers?: Record<string, unknown>; cancelledAt?: string; checkedInAt?: string };
export type PersonMessage = { id: string; createdAt: string; name: string; email: string; phone: string; service?: string; message: string };
export type PersonTrialBooking = { id: string; startsAt: string; service: string; status: string; name: string; email: string; phone: string; age?: number; guardianName?: string; guardianEmail?: string; guardianPhone?: string; guardianConfirmed?: boolean; note?: string };
export type PersonEnrolment = { id: string; programmeId: string; programmeName?: string; createdAt: string; status: string; name: string; email: string; phone: string; age?: number; guardianName?: string; guardianEmail?: string; guardianPhone?: string; guardianConfirmed?: boolean; paidThrough?: string; attendance: string[] };
export type PersonWaitlistEntry = { id: string; eventId: string; eventTitle?: string; createdAt: string; status: string; name: string; email: string; phone: string; quantity: number };
/** A mail sent to the person: what it was (its subject, in words: the sent text itself is not kept) and when. */
export type PersonMail = { id: string; kind: string; subject: string; status: string; createdAt: string; sentAt?: string };

/** What each kind of mail is, as the person's own page names it. */
export const MAIL_SUBJECTS: Record<string, string> = {
  confirmation: 'Your booking confirmation and ticket',
  cancellation: 'Your booking was cancelled',
  reminder: 'A reminder of your event',
  'contact-notification': 'Your message, passed to the provider',
  'registration-notification': 'Your booking, passed to the provider',
  digest: 'The provider’s daily summary naming you',
  broadcast: 'A message about your event',
  'trial-confirmation': 'Your trial lesson booking',
  'trial-reminder': 'A reminder of your trial lesson',
  'trial-cancellation': 'Your trial lesson was cancelled',
  'trial-notification': 'Your trial lesson, passed to the provider',
  'enrolment-confirmation': 'Your enrolment',
  'waitlist-offer': 'A seat offered from the waitlist',
  'refund-confirmation': 'Your refund',
  'enrolment-overdue': 'Your monthly payment is overdue',
  'enrolment-invitation': 'An invitation to enrol',
  'privacy-access': 'Your link to see or erase your data',
  'privacy-erased': 'Your data was erased',
  'news-confirmation': 'Your link to confirm your subscription to our news',
  announcement: 'News from the provider (an announcement)',
  'announcement-test': 'A test of an announcement (sent to the provider)',
};
export type PersonConsent = { marketing: boolean; form: string; noticeVersion: number; at: string };
/** Everything held about one email (GET /api/privacy/access/{token}, GET /api/admin/people). */
export type PersonData = {
  email: string;
  orders: PersonOrder[];
  tickets: PersonTicket[];
  messages: PersonMessage[];
  trialBookings: PersonTrialBooking[];
  enrolments: PersonEnrolment[];
  waitlist: PersonWaitlistEntry[];
  mails: PersonMail[];
  consents: PersonConsent[];
  /** Their mailing-list subscription (issue 39), when they have one. */
  subscription?: { status: string; interests: string[]; confirmedAt?: string };
};
export type PersonDataResponse = { success: true; data: PersonData };
/** What erasure did: the count of items erased, and what happened to tickets for events still to come. */
export type ErasureResult = { erased: number; cancelledTickets: number; alreadyErased: boolean };
export type ErasureResponse = { success: true; message: string; data: ErasureResult };
export type PrivacyRequestRow = { id: string; kind: 'access' | 'erasure'; by: string; email?: string; emailHash: string; at: string; dueBy: string; done?: string; reason?: string };
export type PrivacyRequestsResponse = { success: true; data: { items: PrivacyRequestRow[]; nextCursor: string | null } };

export const PRIVACY_MESSAGES = {
  requested: 'If we hold anything about this email, a link to see or erase it is on its way. It works for 30 minutes.',
  linkExpired: 'This link has expired. Ask for a new one on the privacy page.',
  linkUnknown: 'This link is not valid. Ask for a new one on the privacy page.',
  linkErased: 'Everything about this email has been erased: there is nothing left to show.',
  consentWithdrawn: 'You will not receive news and offers from us any more.',
  corrected: 'Your details have been corrected.',
  erased: 'Your data has been erased. A last mail confirms it.',
  adminErased: 'The person’s data has been erased.',
} as const;

/** How often one client, and one address, may ask for an access link: per window (docs/PRODUCT-RULES.md, People's data). */
export const PRIVACY_LIMITS = { windowSeconds: 3600, perClient: 10, perAddress: 3, linkMinutes: 30 } as const;
export const PRIVACY_RATE_LIMITED = 'Too many requests. Please try again later.';
