// The personal-data map (docs/PRODUCT-RULES.md, People's data; issue 36): for
// every key format of the single table (lambdas/lib/db/keys.ts), whether its
// items hold personal data and, if they do, which fields, why, how long, how
// one person's items are found and what erasure does to them. Erasure, the
// person's export and the retention job read this one map; the compiler (the
// Record over keys.ts's names) and data-map.test.ts fail when a key is added
// to keys.ts without its line here.
import type { keys } from '../db/keys';

/** What erasing one person does to an item of the kind. */
export type ErasureAction =
  /** The item goes. */
  | 'delete'
  /** The item stays (counts, insights and links still add up) with "Erased person" and a keyed hash in place of the identity. */
  | 'pseudonymise'
  /** A paid order's accounting facts stay (amount, date, Paystack reference, refunds); every identifying field is pseudonymised. */
  | 'keep-accounting'
  /** Holds only an address or a link by id; removed by its own TTL or with the item it points at. */
  | 'expires';

export type PersonalKind = {
  personal: true;
  /** The record as the person would name it. */
  record: string;
  /** The fields that identify or describe the person. */
  fields: readonly string[];
  /** Why it is held (the purpose and basis of the privacy notice). */
  purpose: string;
  /** How long it is kept (contract/privacy.ts RETENTION_DEFAULTS, or the item's TTL). */
  retention: string;
  /** How one person's items of this kind are found without a Scan (lambdas/lib/db/people-repo.ts). */
  found: string;
  erasure: ErasureAction;
  /** What erasure does, in words (the docs' table says the same). */
  erasureDetail: string;
};

export type NoPersonalData = { personal: false; why: string };
export type DataMapEntry = PersonalKind | NoPersonalData;

const none = (why: string): NoPersonalData => ({ personal: false, why });
const partitionName = none('a gsi1 partition name or key prefix, not an item');

/** One line per name exported by keys.ts. */
export const DATA_MAP = {
  event: none('an event: the provider’s own content'),
  eventGsi: partitionName,
  eventsPartition: partitionName,
  emailGuard: {
    personal: true,
    record: 'Registration guard (one per event and email)',
    fields: ['email (in the sort key)', 'registrationId'],
    purpose: 'the booking: one registration per email and event',
    retention: 'while the registration is live; gone when it is cancelled or deleted',
    found: 'from each of the person’s registrations: EVENT#<eventId> / EMAIL#<their email>',
    erasure: 'delete',
    erasureDetail: 'deleted (the email is its key); a later booking with the same email works again',
  },
  testimonial: none('a testimonial the provider publishes with the author’s consent; edited or removed by the admin, not found by email'),
  testimonialGsi: partitionName,
  testimonialsPartition: partitionName,
  gallery: none('a gallery photo: the provider’s content'),
  galleryGsi: partitionName,
  galleryPartition: partitionName,
  contact: {
    personal: true,
    record: 'Contact message',
    fields: ['name', 'email', 'phone', 'service', 'message', 'searchText'],
    purpose: 'answering the person (their request)',
    retention: '24 months from when it was sent (contactMessagesMonths)',
    found: 'Query gsi1 CONTACTS, email or phone matched on each page',
    erasure: 'pseudonymise',
    erasureDetail: 'name becomes “Erased person”, email the keyed hash; phone and the message’s text go; the service and date stay, so the counts and insights do not change',
  },
  contactGsi: partitionName,
  contactsPartition: partitionName,
  registration: {
    personal: true,
    record: 'Order (registration) and its tickets’ attendees',
    fields: ['name', 'email', 'phone', 'tickets[].name', 'tickets[].email', 'tickets[].answers', 'answers', 'searchText'],
    purpose: 'the booking (a contract), the door’s check-in; a paid order’s accounting (a legal obligation)',
    retention: '24 months after the event (attendeesMonthsAfterEvent), then pseudonymised; an order never paid 30 days after it was made, once its hold expired (unpaidOrdersDays), deleted; a paid order’s amount, date, reference and refunds stay, without the identity (accounting)',
    found: 'Query gsi1 REGISTRATIONS, the buyer’s email or phone or an attendee’s email matched on each page',
    erasure: 'keep-accounting',
    erasureDetail:
      'an upcoming event’s live ticket is cancelled first under its policy; then the buyer’s (or the attendee’s) name becomes “Erased person”, the email its keyed hash, the phone and answers go; status, total, payment, refunds, eventId and dates stay',
  },
  registrationGsi: partitionName,
  registrationsPartition: partitionName,
  adminUser: none('an admin account: the provider’s staff (username and password hash), not a visitor'),
  adminDirectory: none('an admin account’s directory entry: staff'),
  adminsPartition: partitionName,
  ticket: none('a ticket link: an unguessable token pointing at its registration by id (erasure of the registration leaves it pointing at the pseudonymised order)'),
  mail: {
    personal: true,
    record: 'Mail sent (the outbox)',
    fields: ['to', 'replyTo', 'data (a broadcast’s text, an offer’s link)', 'lastError'],
    purpose: 'sending the booking’s mails; the record of what was sent',
    retention: 'the body (data) 30 days after sending (mailBodiesDays); the addresses (to, replyTo) 24 months after it was made (mailRecipientsMonths), then the keyed-hash stand-ins; kind, status and dates stay',
    found: 'Query gsi1 MAIL#DUE (waiting) and MAILS (sent or settled: a mail keeps its place there once it leaves MAIL#DUE), to / replyTo matched on each page',
    erasure: 'pseudonymise',
    erasureDetail: 'to and replyTo become keyed hashes, data and lastError go; a queued mail to the person is cancelled (failed: erased) so it never goes out',
  },
  mailDue: partitionName,
  mailDuePartition: partitionName,
  mailLog: partitionName,
  mailLogPartition: partitionName,
  hold: none('an unpaid order’s seat hold: registration and event ids and its end'),
  holdDue: partitionName,
  holdsDuePartition: partitionName,
  paymentInbox: none('a verified Paystack charge: reference (our registration id), amount, currency, status; the customer’s email is not stored'),
  paymentInboxDue: partitionName,
  paymentInboxPartition: partitionName,
  refundInbox: none('a verified refund notice: refund id, reference, amount'),
  refundInboxDue: partitionName,
  refundInboxPartition: partitionName,
  promoCode: none('a promo code: the provider’s content'),
  promoCodeGsi: partitionName,
  promoCodesPartition: partitionName,
  receipt: {
    personal: true,
    record: 'Receipt of a paid order',
    fields: ['data.buyer.name', 'data.buyer.email'],
    purpose: 'accounting (a legal obligation)',
    retention: 'the buyer 6 years after the order’s last receipt or credit note (accountingYears), then pseudonymised; number, lines and amounts stay',
    found: 'RECEIPT#<registration id> of each of the person’s registrations',
    erasure: 'keep-accounting',
    erasureDetail: 'number, date, lines and amounts stay; the buyer becomes “Erased person” and the keyed hash',
  },
  creditNote: {
    personal: true,
    record: 'Credit note of a refund',
    fields: ['data.buyer.name', 'data.buyer.email'],
    purpose: 'accounting (a legal obligation)',
    retention: 'as the receipt: the buyer 6 years after the order’s last document (accountingYears)',
    found: 'Query RECEIPT#<registration id> (sk CREDIT#) of each of the person’s registrations',
    erasure: 'keep-accounting',
    erasureDetail: 'as the receipt',
  },
  creditNotePrefix: partitionName,
  receiptCounter: none('the receipt numbers’ counter'),
  settings: none('the provider’s settings'),
  settingsGsi: partitionName,
  settingsPartition: partitionName,
  counter: none('a running count: numbers only (unchanged by erasure)'),
  countersPartition: partitionName,
  statsDay: none('the insights’ counters: numbers only (unchanged by erasure)'),
  statsDaysPartition: partitionName,
  statsEvent: none('the insights’ counters: numbers only'),
  statsEventsPartition: partitionName,
  statsService: none('the insights’ counters: numbers only'),
  statsServicesPartition: partitionName,
  statsProgramme: none('the insights’ counters: numbers only'),
  statsProgrammesPartition: partitionName,
  statsProgrammeMonth: none('the insights’ counters: numbers only'),
  statsProgrammeMonthsPartition: partitionName,
  statsRebuilt: none('a marker'),
  siteContent: none('the site’s texts'),
  siteContentGsi: partitionName,
  siteContentPartition: partitionName,
  siteContentVersion: none('a saved version of the site’s texts'),
  siteContentVersionPrefix: partitionName,
  session: {
    personal: true,
    record: 'Admin session',
    fields: ['ip', 'userAgent'],
    purpose: 'security of the admin (staff, not visitors)',
    retention: '12 hours (TTL expiresAt)',
    found: 'not by a visitor’s email: staff only',
    erasure: 'expires',
    erasureDetail: 'removed by its TTL; holds no visitor’s data',
  },
  sessionsOf: partitionName,
  // Two-step sign-in (issue 38): staff credentials, never a visitor's. An authenticator app's secret and a
  // recovery code's hash are secrets, not data about a person; they go with the factor or the account.
  mfaFactors: partitionName,
  mfaFactor: none('an admin’s authenticator app (its secret, the last time step used): a staff credential, removed by the admin'),
  mfaFactorPrefix: partitionName,
  mfaPendingTotp: none('an authenticator app being set up by an admin: a staff credential, gone by its TTL'),
  mfaRecoveryCode: none('the SHA-256 of an admin’s recovery code: a staff credential'),
  mfaRecoveryPrefix: partitionName,
  mfaChallenge: none('a sign-in waiting for its second step: the admin’s username and account id for 5 minutes (TTL), staff only'),
  mfaPendingPasskey: none('a passkey being added by an admin (its registration challenge): a staff credential, gone by its TTL'),
  mfaCredential: none('a passkey’s credential id and the admin account it signs in to (id, username): a staff credential, removed with the passkey'),
  mfaPasskeyChallenge: none('a passkey sign-in waiting for its assertion: a random challenge for 5 minutes (TTL), no person'),
  mfaStepUpChallenge: none('a step-up (Confirm it’s you) waiting for a passkey: a random challenge, the admin’s account id and session id for 5 minutes (TTL), staff only'),
  mfaPattern: partitionName,
  loginAttemptsByUser: {
    personal: true,
    record: 'Sign-in attempts (username + client address)',
    fields: ['ip (in the key)'],
    purpose: 'security: slowing down password guessing',
    retention: 'its 15-minute window (TTL expiresAt)',
    found: 'not by email (keyed by address)',
    erasure: 'expires',
    erasureDetail: 'removed by its TTL',
  },
  loginAttemptsByClient: {
    personal: true,
    record: 'Sign-in attempts (client address)',
    fields: ['ip (in the key)'],
    purpose: 'security: slowing down password guessing',
    retention: 'its 15-minute window (TTL expiresAt)',
    found: 'not by email (keyed by address)',
    erasure: 'expires',
    erasureDetail: 'removed by its TTL',
  },
  loginAttemptsPattern: partitionName,
  audit: {
    personal: true,
    record: 'Admin audit entry',
    fields: ['summary (an answer message may name a person’s email; a mark names the learner)'],
    purpose: 'accountability of the admins’ changes',
    retention: '12 months (auditMonths)',
    found: 'Query gsi1 AUDIT, summary matched on each page (their email, or a name on their own records)',
    erasure: 'pseudonymise',
    erasureDetail: 'the email in a summary is replaced by the keyed hash and their names by “Erased person”; who did what and when stays',
  },
  auditGsi: partitionName,
  auditPartition: partitionName,
  availability: none('the school’s weekly hours'),
  availabilityGsi: partitionName,
  schoolPartition: partitionName,
  trialBooking: {
    personal: true,
    record: 'Trial lesson booking (learner, and guardian for a child)',
    fields: ['name', 'email', 'phone', 'age', 'guardianName', 'guardianEmail', 'guardianPhone', 'guardianConfirmed', 'note'],
    purpose: 'the booking (their request)',
    retention: '24 months after the lesson (learnersMonthsAfterEnd)',
    found: 'Query gsi1 TRIALS, email or phone matched on each page',
    erasure: 'pseudonymise',
    erasureDetail: 'a booked lesson still to come is cancelled (its slot freed); name becomes “Erased person”, email the keyed hash, phone, age, guardian and note go; service, times and status stay for the agenda’s and insights’ counts',
  },
  trialBookingGsi: partitionName,
  trialsPartition: partitionName,
  trialSlot: none('a taken slot: the booking’s id'),
  trialToken: none('a manage link: a token pointing at the booking by id'),
  programme: none('a monthly programme: the provider’s content'),
  programmeGsi: partitionName,
  programmesPartition: partitionName,
  learner: {
    personal: true,
    record: 'Programme enrolment (learner, and guardian for a child)',
    fields: ['name', 'email', 'phone', 'age', 'guardianName', 'guardianEmail', 'guardianPhone', 'guardianConfirmed'],
    purpose: 'the enrolment (a contract) and its monthly payments',
    retention: '24 months after they stop, or after the last day they paid for if later (learnersMonthsAfterEnd), then pseudonymised with their guardian; paid months and refunds due stay',
    found: 'Query gsi1 PROGRAMMES, then each programme’s partition (LEARNER#), email or phone matched',
    erasure: 'pseudonymise',
    erasureDetail: 'name becomes “Erased person”, email the keyed hash, phone, age and guardian go; status, paid months and refunds due stay (accounting); an active learner keeps their seat until they stop',
  },
  learnerPrefix: partitionName,
  enrolmentHoldDue: partitionName,
  enrolmentHoldsDuePartition: partitionName,
  enrolmentToken: none('a manage link: a token pointing at the learner by id'),
  programmeLink: {
    personal: true,
    record: 'Payment link of an enrolment (plan:<plan>:<email>)',
    fields: ['email (in the key of plan links)'],
    purpose: 'finding the learner of a Paystack subscription charge',
    retention: 'as the learner: deleted when the learner is pseudonymised (learnersMonthsAfterEnd), if it still points at them',
    found: 'PROGLINK#plan:<plan code>:<email> of each of the person’s learners',
    erasure: 'delete',
    erasureDetail: 'the plan link (its key holds the email) is deleted; sub: and ref: links hold ids only and stay',
  },
  programmeEvent: none('an applied subscription webhook: ids only'),
  attendanceMark: none('a learner’s attendance mark: programme, day and learner id (pseudonymous once the learner is erased; the counts stay)'),
  attendanceMeeting: none('a class meeting’s counter'),
  attendanceMarkPrefix: partitionName,
  attendanceMeetingParts: partitionName,
  attendancePartition: partitionName,
  waitlistEntry: {
    personal: true,
    record: 'Waitlist entry',
    fields: ['name', 'email', 'phone'],
    purpose: 'offering a freed seat (their request)',
    retention: '24 months after the event (attendeesMonthsAfterEvent)',
    found: 'Query gsi1 EVENTS, then each event’s queue WAITLIST#EVENT#<id>, email or phone matched',
    erasure: 'pseudonymise',
    erasureDetail: 'a waiting entry is removed from the queue (status removed); name becomes “Erased person”, email the keyed hash, phone goes; the event’s waitlist counters move as the admin’s removal does',
  },
  waitlistGsi: partitionName,
  waitlistQueue: partitionName,
  waitlistEmail: {
    personal: true,
    record: 'Waitlist guard (one per event and email)',
    fields: ['email (in the key)'],
    purpose: 'one entry per email and event',
    retention: 'as the entry',
    found: 'WAITLIST#EMAIL#<event>#<email> of each of the person’s entries',
    erasure: 'delete',
    erasureDetail: 'deleted (the email is its key)',
  },
  waitlistOffer: none('a running offer: the entry id and its end'),
  waitlistOfferDue: partitionName,
  waitlistOffersDuePartition: partitionName,
  rateLimit: {
    personal: true,
    record: 'Form rate limit',
    fields: ['client address or a hash of an email (in the key)'],
    purpose: 'security: spam and abuse',
    retention: 'its window (TTL expiresAt)',
    found: 'not by email (keyed by address or hash)',
    erasure: 'expires',
    erasureDetail: 'removed by its TTL',
  },
  consent: {
    personal: true,
    record: 'Consent record (news and offers: yes or no)',
    fields: ['emailHash (the key)', 'marketing', 'form', 'noticeVersion', 'at'],
    purpose: 'proof of what the person agreed to and when (consent)',
    retention: 'the answer in force while it is a yes (it is what allows the news); an answer replaced by a later one, or a no, 6 years after it stopped counting, as proof for the limitation period (consentProofYears), then deleted',
    found: 'Query PRIVACY#CONSENT#<email hash> (the person’s own partition); the retention job reads gsi1 PRIVACY#CONSENTS by time',
    erasure: 'delete',
    erasureDetail: 'deleted',
  },
  consentPrefix: partitionName,
  consentGsi: partitionName,
  consentsPartition: partitionName,
  privacyToken: {
    personal: true,
    record: 'Access link (see or erase your data)',
    fields: ['email', 'emailHash'],
    purpose: 'the person’s own request',
    retention: '30 minutes (TTL expiresAt)',
    found: 'Query gsi1 PRIVACY#TOKENS#<email hash>',
    erasure: 'pseudonymise',
    erasureDetail: 'every live link of the person loses the email (the hash stays until its TTL, so a repeated erase through it answers “already erased”)',
  },
  privacyTokensOf: partitionName,
  privacyRequest: {
    personal: true,
    record: 'Privacy request (who asked, when, what was done)',
    fields: ['email (until erased, then only its keyed hash)'],
    purpose: 'accountability: answering within 30 days (a legal obligation)',
    retention: 'the email 30 days after the request once it is answered (privacyRequestEmailDays); the record, with the keyed hash only, 12 months after the request (privacyRequestsMonths)',
    found: 'Query gsi1 PRIVACY#REQUESTS, email matched',
    erasure: 'pseudonymise',
    erasureDetail: 'the email goes, its keyed hash stays with what was done',
  },
  privacyRequestGsi: partitionName,
  privacyRequestsPartition: partitionName,
  erasure: none('the claim of one erasure: the email’s keyed hash, its state and counts'),
  privacyHashKey: none('the random key of the email hash'),
  privacyPattern: partitionName,
  suppression: none('a suppressed address: the email’s keyed hash only, checked by the mailer before sending'),
  newsSubscriber: {
    personal: true,
    record: 'Mailing-list subscription (news by mail)',
    fields: ['email', 'name', 'interests', 'status', 'emailHash (the key)'],
    purpose: 'sending the news the person asked for (consent, recorded as a consent answer)',
    retention: 'while subscribed; the unsubscribe, a bounce or a complaint removes the email and name at once (one conditional write), leaving the keyed hash and its state: a suppression entry, not the address',
    found: 'Get NEWS#SUB#<email hash> (the person’s own key)',
    erasure: 'pseudonymise',
    erasureDetail: 'email, name and interests removed and taken off the list; the keyed hash stays, unsubscribed (the erasure’s suppression stops every later announcement too)',
  },
  newsSubscriberGsi: partitionName,
  newsSubscribersPartition: partitionName,
  newsToken: {
    personal: true,
    record: 'News link (a confirm link of a sign-up not confirmed yet, or a subscriber’s manage link)',
    fields: ['email, name, interests (a confirm link only, until it is used)', 'emailHash'],
    purpose: 'confirming the subscription the person asked for (double opt-in); their page and one-click unsubscribe',
    retention: 'a confirm link 48 hours (TTL expiresAt: an unconfirmed sign-up goes with it); its email and name go when it is used',
    found: 'not by email (keyed by the link’s SHA-256)',
    erasure: 'expires',
    erasureDetail: 'removed by its TTL; a used confirm link holds no email; the erasure’s suppression stops every mail to the address meanwhile',
  },
  announcement: none('an announcement: the provider’s own text, audience and counts'),
  announcementGsi: partitionName,
  announcementsPartition: partitionName,
  announcementRecipient: none('that an announcement went to a keyed email hash, and its mail id: no email'),
  newsPattern: partitionName,
} as const satisfies Record<keyof typeof keys, DataMapEntry>;

export type KeyName = keyof typeof DATA_MAP;

/** The kinds that hold personal data. */
export const personalKinds = (): Array<[KeyName, PersonalKind]> =>
  (Object.entries(DATA_MAP) as Array<[KeyName, DataMapEntry]>).filter((e): e is [KeyName, PersonalKind] => e[1].personal);
