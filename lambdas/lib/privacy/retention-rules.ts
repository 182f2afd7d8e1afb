// Who removes each kind of personal data when its time is up: one line per
// kind the personal-data map (data-map.ts) marks personal, so a new kind of
// personal record cannot be added without saying how long it stays and what
// ends it (the compiler fails on a missing line). The job reads its periods
// through these lines (retention.ts `period`), /privacy shows the same
// settings (contract/privacy.ts), and docs/PRODUCT-RULES.md, People's data,
// shows the same table.
import type { RetentionSettings } from '../../../contract/privacy';
import type { DATA_MAP, KeyName } from './data-map';

/** The kinds the map marks as holding personal data. */
export type PersonalKeyName = { [K in KeyName]: (typeof DATA_MAP)[K] extends { personal: true } ? K : never }[KeyName];

/** What one run of the job did, per rule (the audit entry says it in words). */
export type RetentionRun = {
  contactMessages: number;
  mailBodies: number;
  /** Settled mails whose addresses became the stand-ins. */
  mailRecipients: number;
  auditEntries: number;
  unpaidOrders: number;
  /** Orders of events past their time, pseudonymised (buyer and attendees). */
  attendeeOrders: number;
  /** Waitlist entries of events past their time, pseudonymised. */
  waitlistEntries: number;
  /** Trial bookings past their time, pseudonymised. */
  trialBookings: number;
  /** Stopped learners past their time, pseudonymised with their guardian. */
  learners: number;
  /** Receipts and credit notes whose buyer was replaced by the stand-in. */
  receipts: number;
  creditNotes: number;
  /** Consent answers past their proof period, deleted. */
  consents: number;
  /** Privacy requests that lost their email; privacy requests deleted. */
  privacyRequestEmails: number;
  privacyRequests: number;
};

export type RetentionRule =
  /** The daily job (retention.ts) removes it after each of `settings`; `counts` is where its run reports it. */
  | { by: 'job'; settings: readonly (keyof RetentionSettings)[]; counts: readonly (keyof RetentionRun)[] }
  /** DynamoDB's TTL removes it at the end of its window (`expiresAt`). */
  | { by: 'ttl' }
  /** It goes when the record it belongs to goes (its guard, its link). */
  | { by: 'with'; record: PersonalKeyName }
  /** The write that ends its purpose removes the personal fields at once (`when`); nothing is left for a job. */
  | { by: 'at-once'; when: string };

const job = <S extends keyof RetentionSettings, C extends keyof RetentionRun>(settings: readonly S[], counts: readonly C[]) => ({ by: 'job', settings, counts }) as const;

export const RETENTION_RULES = {
  contact: job(['contactMessagesMonths'], ['contactMessages']),
  mail: job(['mailBodiesDays', 'mailRecipientsMonths'], ['mailBodies', 'mailRecipients']),
  audit: job(['auditMonths'], ['auditEntries']),
  // Orders never paid whose hold expired are deleted; the others pseudonymised after their event.
  registration: job(['attendeesMonthsAfterEvent', 'unpaidOrdersDays'], ['attendeeOrders', 'unpaidOrders']),
  emailGuard: { by: 'with', record: 'registration' },
  receipt: job(['accountingYears'], ['receipts']),
  creditNote: job(['accountingYears'], ['creditNotes']),
  session: { by: 'ttl' },
  loginAttemptsByUser: { by: 'ttl' },
  loginAttemptsByClient: { by: 'ttl' },
  rateLimit: { by: 'ttl' },
  privacyToken: { by: 'ttl' },
  trialBooking: job(['learnersMonthsAfterEnd'], ['trialBookings']),
  learner: job(['learnersMonthsAfterEnd'], ['learners']),
  programmeLink: { by: 'with', record: 'learner' },
  waitlistEntry: job(['attendeesMonthsAfterEvent'], ['waitlistEntries']),
  waitlistEmail: { by: 'with', record: 'waitlistEntry' },
  consent: job(['consentProofYears'], ['consents']),
  privacyRequest: job(['privacyRequestEmailDays', 'privacyRequestsMonths'], ['privacyRequestEmails', 'privacyRequests']),
  newsSubscriber: { by: 'at-once', when: 'unsubscribing, a bounce or a complaint removes the email and name (the keyed hash and the state stay, as a suppression)' },
  // An unconfirmed sign-up is only its confirm link: gone with its TTL (48 hours).
  newsToken: { by: 'ttl' },
} as const satisfies Record<PersonalKeyName, RetentionRule>;

export type JobKind = { [K in keyof typeof RETENTION_RULES]: (typeof RETENTION_RULES)[K] extends { by: 'job' } ? K : never }[keyof typeof RETENTION_RULES];
