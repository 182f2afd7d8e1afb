// Who removes each kind of personal data when its time is up: one line per
// kind the personal-data map (data-map.ts) marks personal, so a new kind of
// personal record cannot be added without saying how long it stays and what
// ends it (the compiler fails on a missing line). docs/PRODUCT-RULES.md,
// People's data, shows the same table.
import type { RetentionSettings } from '../../../contract/privacy';
import type { DATA_MAP, KeyName } from './data-map';
import type { RetentionRun } from './retention';

/** The kinds the map marks as holding personal data. */
export type PersonalKeyName = { [K in KeyName]: (typeof DATA_MAP)[K] extends { personal: true } ? K : never }[KeyName];

export type RetentionRule =
  /** The daily job (retention.ts) removes it after `setting`; `count` is where its run reports it. */
  | { by: 'job'; setting: keyof RetentionSettings; count: keyof RetentionRun }
  /** DynamoDB's TTL removes it at the end of its window (`expiresAt`). */
  | { by: 'ttl' }
  /** It goes when the record it belongs to goes (its guard, its link). */
  | { by: 'with'; record: PersonalKeyName }
  /**
   * Kept for `due`, but the job does not remove it by itself yet: only the person's erasure (or the
   * admin's) does. Said here and in PRODUCT-RULES, so the gap stays visible until the job does it.
   */
  | { by: 'not-yet'; due: string };

export const RETENTION_RULES = {
  contact: { by: 'job', setting: 'contactMessagesMonths', count: 'contactMessages' },
  mail: { by: 'job', setting: 'mailBodiesDays', count: 'mailBodies' },
  audit: { by: 'job', setting: 'auditMonths', count: 'auditEntries' },
  // The job already deletes orders never paid whose hold expired (unpaidOrdersDays, count unpaidOrders).
  registration: { by: 'job', setting: 'attendeesMonthsAfterEvent', count: 'attendeeOrders' },
  emailGuard: { by: 'with', record: 'registration' },
  receipt: { by: 'not-yet', due: '6 years (accountingYears)' },
  creditNote: { by: 'not-yet', due: '6 years (accountingYears)' },
  session: { by: 'ttl' },
  loginAttemptsByUser: { by: 'ttl' },
  loginAttemptsByClient: { by: 'ttl' },
  rateLimit: { by: 'ttl' },
  privacyToken: { by: 'ttl' },
  trialBooking: { by: 'job', setting: 'learnersMonthsAfterEnd', count: 'trialBookings' },
  learner: { by: 'not-yet', due: '24 months after they stop (learnersMonthsAfterEnd)' },
  programmeLink: { by: 'with', record: 'learner' },
  waitlistEntry: { by: 'job', setting: 'attendeesMonthsAfterEvent', count: 'waitlistEntries' },
  waitlistEmail: { by: 'with', record: 'waitlistEntry' },
  consent: { by: 'not-yet', due: 'as long as the person’s other records' },
  privacyRequest: { by: 'not-yet', due: '12 months (auditMonths)' },
  newsSubscriber: { by: 'not-yet', due: 'while subscribed; the email and name go at unsubscribe' },
} as const satisfies Record<PersonalKeyName, RetentionRule>;
