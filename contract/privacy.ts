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
export const CONSENT_FORMS = ['register', 'contact', 'trial-booking', 'enrolment', 'waitlist', 'subscribe', 'privacy-page', 'admin'] as const;
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
  /** Admin audit entries. */
  auditMonths: 12,
  /** Orders never paid whose hold expired. */
  unpaidOrdersDays: 30,
  /** Paid orders' accounting facts (amount, date, Paystack reference, refunds), without the identity. */
  accountingYears: 6,
} as const;
export type RetentionSettings = { -readonly [K in keyof typeof RETENTION_DEFAULTS]: number };
