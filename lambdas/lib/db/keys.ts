// Every pk/sk/gsi1 format of the single table, here and nowhere else (docs/ARCHITECTURE.md, The table).
export type Key = { pk: string; sk: string };
export type Gsi1 = { gsi1pk: string; gsi1sk: string };

/** Sort key for lists in creation order; the id breaks ties between equal timestamps. */
const created = (createdAt: string, id: string) => `${createdAt}#${id}`;

export const keys = {
  event: (id: string): Key => ({ pk: `EVENT#${id}`, sk: 'EVENT' }),
  eventGsi: (date: string, id: string): Gsi1 => ({ gsi1pk: 'EVENTS', gsi1sk: `${date}#${id}` }),
  eventsPartition: 'EVENTS',
  /** One per event + normalised email: makes a second registration fail its condition. */
  emailGuard: (eventId: string, emailKey: string): Key => ({ pk: `EVENT#${eventId}`, sk: `EMAIL#${emailKey}` }),

  testimonial: (id: string): Key => ({ pk: `TESTIMONIAL#${id}`, sk: 'TESTIMONIAL' }),
  testimonialGsi: (createdAt: string, id: string): Gsi1 => ({ gsi1pk: 'TESTIMONIALS', gsi1sk: created(createdAt, id) }),
  testimonialsPartition: 'TESTIMONIALS',

  gallery: (id: string): Key => ({ pk: `GALLERY#${id}`, sk: 'GALLERY' }),
  galleryGsi: (createdAt: string, id: string): Gsi1 => ({ gsi1pk: 'GALLERY', gsi1sk: created(createdAt, id) }),
  galleryPartition: 'GALLERY',

  contact: (id: string): Key => ({ pk: `CONTACT#${id}`, sk: 'CONTACT' }),
  contactGsi: (createdAt: string, id: string): Gsi1 => ({ gsi1pk: 'CONTACTS', gsi1sk: created(createdAt, id) }),
  contactsPartition: 'CONTACTS',

  registration: (id: string): Key => ({ pk: `REGISTRATION#${id}`, sk: 'REGISTRATION' }),
  registrationGsi: (createdAt: string, id: string): Gsi1 => ({ gsi1pk: 'REGISTRATIONS', gsi1sk: created(createdAt, id) }),
  registrationsPartition: 'REGISTRATIONS',

  adminUser: (username: string): Key => ({ pk: `ADMIN#${username}`, sk: 'ADMIN' }),
  /**
   * A hash-free entry beside each admin, the only one on gsi1: lets the local
   * bootstrap ask "is there any admin?" without a Scan, while password hashes
   * stay out of the index that every public list route may Query.
   */
  adminDirectory: (username: string): Key & Gsi1 => ({ pk: `ADMIN#${username}`, sk: 'DIRECTORY', gsi1pk: 'ADMINS', gsi1sk: username }),
  adminsPartition: 'ADMINS',

  /**
   * A ticket: the unguessable token of the manage link and QR code (16 random
   * bytes, base64url) points at its registration; the token carries no
   * personal data and is the only key an attendee needs.
   */
  ticket: (token: string): Key => ({ pk: `TICKET#${token}`, sk: 'TICKET' }),

  /** A mail of the outbox. */
  mail: (id: string): Key => ({ pk: `MAIL#${id}`, sk: 'MAIL' }),
  /** Present while a mail waits to be sent or is being sent: sorted by when it is next due. */
  mailDue: (dueAt: string, id: string): Gsi1 => ({ gsi1pk: 'MAIL#DUE', gsi1sk: `${dueAt}#${id}` }),
  mailDuePartition: 'MAIL#DUE',
  /**
   * Once a mail leaves MAIL#DUE (sent, failed, bounced, unknown) it moves to gsi1 MAILS by when it was
   * created: the person's own view and erasure find every mail to an address with a Query (issue 36).
   */
  mailLog: (createdAt: string, id: string): Gsi1 => ({ gsi1pk: 'MAILS', gsi1sk: created(createdAt, id) }),
  mailLogPartition: 'MAILS',

  /**
   * The seat hold of an unpaid online registration, on gsi1 partition
   * HOLDS#DUE sorted by when it ends: the sweeper Queries what has ended.
   */
  hold: (registrationId: string): Key => ({ pk: `HOLD#${registrationId}`, sk: 'HOLD' }),
  holdDue: (expiresAt: string, registrationId: string): Gsi1 => ({ gsi1pk: 'HOLDS#DUE', gsi1sk: `${expiresAt}#${registrationId}` }),
  holdsDuePartition: 'HOLDS#DUE',
  /**
   * A verified Paystack webhook waiting to be applied, one per reference: a
   * replay fails its attribute_not_exists. On PAYIN#DUE until processed.
   */
  paymentInbox: (reference: string): Key => ({ pk: `PAYIN#${reference}`, sk: 'CHARGE' }),
  paymentInboxDue: (receivedAt: string, reference: string): Gsi1 => ({ gsi1pk: 'PAYIN#DUE', gsi1sk: `${receivedAt}#${reference}` }),
  paymentInboxPartition: 'PAYIN#DUE',
  /**
   * A verified refund webhook (refund.processed / refund.failed), one per
   * Paystack refund id and event: a replay fails its attribute_not_exists.
   * In the PAYIN# partitions (the webhook's and the worker's grants), on
   * REFUNDIN#DUE until the worker applied it.
   */
  refundInbox: (refundId: string, event: string): Key => ({ pk: `PAYIN#REFUND#${refundId}#${event}`, sk: 'REFUND' }),
  refundInboxDue: (receivedAt: string, refundId: string): Gsi1 => ({ gsi1pk: 'REFUNDIN#DUE', gsi1sk: `${receivedAt}#${refundId}` }),
  refundInboxPartition: 'REFUNDIN#DUE',

  /**
   * A promo or access code (contract/box-office.ts), by the code itself in upper case: an order Gets it
   * by what the buyer typed and counts its use with one conditional update. On gsi1 PROMOS for the admin's list.
   */
  promoCode: (code: string): Key => ({ pk: `PROMO#${code}`, sk: 'PROMO' }),
  promoCodeGsi: (createdAt: string, code: string): Gsi1 => ({ gsi1pk: 'PROMOS', gsi1sk: created(createdAt, code) }),
  promoCodesPartition: 'PROMOS',

  /**
   * Receipts and credit notes (docs/ARCHITECTURE.md, Receipts): one per paid
   * order (sk RECEIPT) and one per refund (sk CREDIT#<refund id>), beside
   * their registration's id; each holds its number and what it says. The
   * numbers come from one counter per kind and year, moved in the same
   * transaction that puts the document, so no number is skipped or used twice.
   */
  receipt: (registrationId: string): Key => ({ pk: `RECEIPT#${registrationId}`, sk: 'RECEIPT' }),
  creditNote: (registrationId: string, refundId: string): Key => ({ pk: `RECEIPT#${registrationId}`, sk: `CREDIT#${refundId}` }),
  creditNotePrefix: 'CREDIT#',
  receiptCounter: (kind: 'receipt' | 'credit', year: string): Key => ({ pk: `RECEIPTNO#${kind}#${year}`, sk: 'COUNTER' }),

  /**
   * A settings document by name ('notifications'). On gsi1 so the admin's read
   * route, which may only Query, can read it.
   */
  settings: (name: string): Key => ({ pk: `SETTINGS#${name}`, sk: 'SETTINGS' }),
  settingsGsi: (name: string): Gsi1 => ({ gsi1pk: 'SETTINGS', gsi1sk: name }),
  settingsPartition: 'SETTINGS',

  /**
   * One running count per list (counters.ts), kept in the same transaction as
   * every write that adds or removes a counted item. On gsi1 so the admin's
   * read-only overview route reads them all with one Query.
   */
  counter: (name: string): Key & Gsi1 => ({ pk: `COUNTER#${name}`, sk: 'COUNTER', gsi1pk: 'COUNTERS', gsi1sk: name }),
  countersPartition: 'COUNTERS',
  /**
   * The insights' counters (stats-repo.ts): one item per Lagos day and one per
   * event, moved in the transaction of every write that changes them. Under
   * COUNTER# (the routes that write counters may write them), each kind on
   * its own gsi1 partition so the stats route reads a period with one Query.
   */
  statsDay: (day: string): Key & Gsi1 => ({ pk: `COUNTER#DAY#${day}`, sk: 'STATS', gsi1pk: 'COUNTERS#DAYS', gsi1sk: day }),
  statsDaysPartition: 'COUNTERS#DAYS',
  statsEvent: (eventId: string): Key & Gsi1 => ({ pk: `COUNTER#EVENT#${eventId}`, sk: 'STATS', gsi1pk: 'COUNTERS#EVENTS', gsi1sk: eventId }),
  statsEventsPartition: 'COUNTERS#EVENTS',
  /** A school service's trial-lesson counters (school/trial-stats.ts). */
  statsService: (service: string): Key & Gsi1 => ({ pk: `COUNTER#SERVICE#${service}`, sk: 'STATS', gsi1pk: 'COUNTERS#SERVICES', gsi1sk: service }),
  statsServicesPartition: 'COUNTERS#SERVICES',
  /** A monthly programme's learner counters (school/programme-stats.ts). */
  statsProgramme: (id: string): Key & Gsi1 => ({ pk: `COUNTER#PROGRAMME#${id}`, sk: 'STATS', gsi1pk: 'COUNTERS#PROGRAMMES', gsi1sk: id }),
  statsProgrammesPartition: 'COUNTERS#PROGRAMMES',
  /** A programme's naira collected in one Lagos month (YYYY-MM), listed by month so a period is one Query. */
  statsProgrammeMonth: (id: string, month: string): Key & Gsi1 => ({ pk: `COUNTER#PROGRAMME#${id}`, sk: `MONTH#${month}`, gsi1pk: 'COUNTERS#PROGRAMME-MONTHS', gsi1sk: `${month}#${id}` }),
  statsProgrammeMonthsPartition: 'COUNTERS#PROGRAMME-MONTHS',
  /** Written once the stats were recounted from the registrations (list-maintenance.ts): later starts skip the recount. */
  statsRebuilt: { pk: 'COUNTER#STATS-REBUILT', sk: 'STATS' },
  /**
   * Site content (docs/ARCHITECTURE.md, Site content): per section, the
   * current document (on gsi1, so the public read route lists every section
   * with one Query; the stream publishes on its changes) and every saved
   * version beside it in the same partition, never on gsi1.
   */
  siteContent: (section: string): Key => ({ pk: `CONTENT#${section}`, sk: 'CURRENT' }),
  siteContentGsi: (section: string): Gsi1 => ({ gsi1pk: 'SITE_CONTENT', gsi1sk: section }),
  siteContentPartition: 'SITE_CONTENT',
  /** Zero-padded so the versions sort by number. */
  siteContentVersion: (section: string, version: number): Key => ({ pk: `CONTENT#${section}`, sk: `VERSION#${String(version).padStart(8, '0')}` }),
  siteContentVersionPrefix: 'VERSION#',

  /**
   * One per issued token, in its admin's partition: every admin call Gets it
   * by the token's sub + jti, and "my sessions" / "sign out everywhere" Query
   * the partition. Not on gsi1: no list route can see sessions.
   */
  session: (username: string, jti: string): Key => ({ pk: `SESSION#${username}`, sk: `JTI#${jti}` }),
  sessionsOf: (username: string): string => `SESSION#${username}`,

  /**
   * Login attempts counted in fixed windows (`window` = start second / length).
   * byUser: one username from one client address, so a stranger failing from
   * elsewhere cannot lock the real admin out; byClient: every username from one
   * address, so one client cannot guess across usernames.
   */
  loginAttemptsByUser: (username: string, ip: string, window: number): Key => ({ pk: `LOGIN#USER#${username}#IP#${ip}`, sk: `WINDOW#${window}` }),
  loginAttemptsByClient: (ip: string, window: number): Key => ({ pk: `LOGIN#IP#${ip}`, sk: `WINDOW#${window}` }),
  /** Every login-attempt partition, as an IAM LeadingKeys pattern. */
  loginAttemptsPattern: 'LOGIN#*',

  /**
   * An admin's second factors (docs/ARCHITECTURE.md, Auth: two-step sign-in), in one partition per
   * account id, not username: an account removed and made again under the same name starts without
   * the old one's factors. FACTOR#<id> (an authenticator app: its secret and the last time step used),
   * PENDING#TOTP (a setup not yet confirmed, with TTL), PENDING#PASSKEY and RECOVERY#<sha-256 of the code>. Sign-in
   * Queries the partition once. Not on gsi1: no list route can see them.
   */
  mfaFactors: (adminId: string): string => `MFA#${adminId}`,
  mfaFactor: (adminId: string, factorId: string): Key => ({ pk: `MFA#${adminId}`, sk: `FACTOR#${factorId}` }),
  mfaFactorPrefix: 'FACTOR#',
  mfaPendingTotp: (adminId: string): Key => ({ pk: `MFA#${adminId}`, sk: 'PENDING#TOTP' }),
  mfaRecoveryCode: (adminId: string, codeHash: string): Key => ({ pk: `MFA#${adminId}`, sk: `RECOVERY#${codeHash}` }),
  mfaRecoveryPrefix: 'RECOVERY#',
  /** A password-checked sign-in waiting for its second factor, by the SHA-256 of its challenge (TTL 5 minutes). */
  mfaChallenge: (challengeHash: string): Key => ({ pk: `MFA#CHALLENGE#${challengeHash}`, sk: 'CHALLENGE' }),
  /** A passkey being added (its registration challenge, TTL 5 minutes, one use): one per account, a new one replaces it. */
  mfaPendingPasskey: (adminId: string): Key => ({ pk: `MFA#${adminId}`, sk: 'PENDING#PASSKEY' }),
  /** A passkey's credential id → its account (id and username): how a username-less sign-in finds the account. */
  mfaCredential: (credentialId: string): Key => ({ pk: `MFA#CREDENTIAL#${credentialId}`, sk: 'CREDENTIAL' }),
  /** A username-less passkey sign-in's challenge, by its SHA-256 (TTL 5 minutes, one use). */
  mfaPasskeyChallenge: (challengeHash: string): Key => ({ pk: `MFA#PASSKEY#${challengeHash}`, sk: 'CHALLENGE' }),
  /**
   * A step-up with a passkey waiting for its assertion, by the SHA-256 of its challenge (TTL 5 minutes, one use):
   * the account id and the session (jti) that asked, so only that session of that account can use it.
   */
  mfaStepUpChallenge: (challengeHash: string): Key => ({ pk: `MFA#STEPUP#${challengeHash}`, sk: 'CHALLENGE' }),
  /** Every MFA partition, as an IAM LeadingKeys pattern. */
  mfaPattern: 'MFA#*',

  /** One per admin change (docs/ARCHITECTURE.md, Audit log), newest first on gsi1. */
  audit: (id: string): Key => ({ pk: `AUDIT#${id}`, sk: 'AUDIT' }),
  auditGsi: (at: string, id: string): Gsi1 => ({ gsi1pk: 'AUDIT', gsi1sk: created(at, id) }),
  auditPartition: 'AUDIT',

  /** The music school's weekly trial-lesson availability: one document (docs/ARCHITECTURE.md, Trial lessons). */
  availability: { pk: 'SCHOOL#AVAILABILITY', sk: 'AVAILABILITY' },
  availabilityGsi: { gsi1pk: 'SCHOOL', gsi1sk: 'availability' },
  schoolPartition: 'SCHOOL',
  /** A trial booking, listed on gsi1 TRIALS by when the lesson starts (the agenda, the free slots, the reminders). */
  trialBooking: (id: string): Key => ({ pk: `TRIAL#${id}`, sk: 'TRIAL' }),
  trialBookingGsi: (startsAt: string, id: string): Gsi1 => ({ gsi1pk: 'TRIALS', gsi1sk: `${startsAt}#${id}` }),
  trialsPartition: 'TRIALS',
  /** One per taken slot ('2026-11-26-1000', Lagos): the booking's Put of it is what makes a slot taken once. */
  trialSlot: (slotId: string): Key => ({ pk: `TRIALSLOT#${slotId}`, sk: 'SLOT' }),
  /** The learner's manage link: an unguessable token pointing at the booking, as a ticket does. */
  trialToken: (token: string): Key => ({ pk: `TRIALTOKEN#${token}`, sk: 'TRIALTOKEN' }),

  /** A monthly programme, listed on gsi1 PROGRAMMES by its first day (docs/ARCHITECTURE.md, Monthly programmes). */
  programme: (id: string): Key => ({ pk: `PROGRAMME#${id}`, sk: 'PROGRAMME' }),
  programmeGsi: (startsOn: string, id: string): Gsi1 => ({ gsi1pk: 'PROGRAMMES', gsi1sk: `${startsOn}#${id}` }),
  programmesPartition: 'PROGRAMMES',
  /** A learner lives in their programme's partition: the roster is one Query of it. */
  learner: (programmeId: string, learnerId: string): Key => ({ pk: `PROGRAMME#${programmeId}`, sk: `LEARNER#${learnerId}` }),
  learnerPrefix: 'LEARNER#',
  /**
   * A pending learner's unpaid hold, on the learner item itself (a sparse index: the keys go when the first
   * month is paid or the seat released): the payments worker Queries ENROLHOLDS#DUE up to now.
   */
  enrolmentHoldDue: (expiresAt: string, learnerId: string): Gsi1 => ({ gsi1pk: 'ENROLHOLDS#DUE', gsi1sk: `${expiresAt}#${learnerId}` }),
  enrolmentHoldsDuePartition: 'ENROLHOLDS#DUE',
  /** The learner's manage link: an unguessable token pointing at the learner. */
  enrolmentToken: (token: string): Key => ({ pk: `ENROLTOKEN#${token}`, sk: 'ENROLTOKEN' }),
  /**
   * How a Paystack webhook finds its learner: `plan:<plan code>:<email>` (a charge carries the plan and the
   * customer), `sub:<subscription code>` (an invoice or a disable carries the subscription), and once an
   * unpaid hold is released `ref:<learner id>` (a late first charge carries our reference; the plan link is
   * then marked `released`, so the same email may enrol again).
   */
  programmeLink: (link: string): Key => ({ pk: `PROGLINK#${link}`, sk: 'PROGLINK' }),
  /** One per subscription webhook applied (`charge:<reference>`, `create:<code>`, ...): its Put is what applies it once. */
  programmeEvent: (id: string): Key => ({ pk: `PROGEVENT#${id}`, sk: 'PROGEVENT' }),
  /**
   * Attendance of one class meeting (a programme's Lagos day; docs/ARCHITECTURE.md, Monthly programmes): one mark per
   * learner present, whose Put guarded attribute_not_exists is what marks them once, and the meeting's `present`
   * counter beside them, listed on gsi1 ATTENDANCE by day so the agenda's week is one Query.
   */
  attendanceMark: (programmeId: string, date: string, learnerId: string): Key => ({ pk: `ATTENDANCE#${programmeId}#${date}`, sk: `LEARNER#${learnerId}` }),
  attendanceMeeting: (programmeId: string, date: string): Key & Gsi1 => ({ pk: `ATTENDANCE#${programmeId}#${date}`, sk: 'MEETING', gsi1pk: 'ATTENDANCE', gsi1sk: `${date}#${programmeId}` }),
  attendanceMarkPrefix: 'LEARNER#',
  /** The programme and day of a meeting's pk (people-repo reads a learner's marks from the meetings listed). */
  attendanceMeetingParts: (pk: string): { programmeId: string; date: string } | null => {
    const match = /^ATTENDANCE#(.+)#(\d{4}-\d{2}-\d{2})$/.exec(pk);
    return match ? { programmeId: match[1], date: match[2] } : null;
  },
  attendancePartition: 'ATTENDANCE',

  /**
   * The waitlist (docs/ARCHITECTURE.md, Waitlist): one entry per person waiting, on gsi1
   * WAITLIST#EVENT#<event id> in the order they joined (the queue); one guard per event + normalised
   * email (a second join fails its attribute_not_exists); and, while an offer holds seats, one offer
   * item on gsi1 WAITOFFERS#DUE by when it ends (the payments worker expires what has ended).
   * The offer's link is a TICKET#<token> item pointing at the entry (offerId).
   */
  waitlistEntry: (id: string): Key => ({ pk: `WAITLIST#${id}`, sk: 'ENTRY' }),
  waitlistGsi: (eventId: string, createdAt: string, id: string): Gsi1 => ({ gsi1pk: `WAITLIST#EVENT#${eventId}`, gsi1sk: created(createdAt, id) }),
  waitlistQueue: (eventId: string): string => `WAITLIST#EVENT#${eventId}`,
  waitlistEmail: (eventId: string, emailKey: string): Key => ({ pk: `WAITLIST#EMAIL#${eventId}#${emailKey}`, sk: 'GUARD' }),
  waitlistOffer: (entryId: string): Key => ({ pk: `WAITLIST#OFFER#${entryId}`, sk: 'OFFER' }),
  waitlistOfferDue: (expiresAt: string, entryId: string): Gsi1 => ({ gsi1pk: 'WAITOFFERS#DUE', gsi1sk: `${expiresAt}#${entryId}` }),
  waitlistOffersDuePartition: 'WAITOFFERS#DUE',

  /**
   * How often one client (its IP) used a public form in one fixed window
   * (`window` = epoch seconds / window length): a new window is a new item,
   * so counting is one conditional update and TTL removes the old ones.
   */
  rateLimit: (form: string, client: string, window: number): Key => ({ pk: `RATE#${form}#${client}`, sk: `WINDOW#${window}` }),

  /**
   * People's data (docs/PRODUCT-RULES.md, People's data; lambdas/lib/privacy/). Everything under PRIVACY#
   * (one IAM kind). `hash` is the keyed hash of a normalised email (privacy/person-hash.ts), never the email.
   * A consent answer, in the person's own partition in time order (the last one is in force).
   */
  consent: (hash: string, at: string, id: string): Key => ({ pk: `PRIVACY#CONSENT#${hash}`, sk: `AT#${at}#${id}` }),
  consentPrefix: 'AT#',
  /** Every consent answer on gsi1 by its time, so the retention job finds the old ones without a Scan. */
  consentGsi: (at: string, id: string): Gsi1 => ({ gsi1pk: 'PRIVACY#CONSENTS', gsi1sk: created(at, id) }),
  consentsPartition: 'PRIVACY#CONSENTS',
  /** An access link (/privacy/access/{token}): only the SHA-256 of the token is stored, with a TTL. */
  privacyToken: (tokenHash: string): Key => ({ pk: `PRIVACY#TOKEN#${tokenHash}`, sk: 'TOKEN' }),
  /** The person's live links on gsi1, so an erasure deletes every one (they hold the email for their 30 minutes). */
  privacyTokensOf: (hash: string, tokenHash: string): Gsi1 => ({ gsi1pk: `PRIVACY#TOKENS#${hash}`, gsi1sk: tokenHash }),
  /** A request (access link asked, erasure done, by the person or the admin), listed on gsi1 for the admin. */
  privacyRequest: (id: string): Key => ({ pk: `PRIVACY#REQUEST#${id}`, sk: 'REQUEST' }),
  privacyRequestGsi: (at: string, id: string): Gsi1 => ({ gsi1pk: 'PRIVACY#REQUESTS', gsi1sk: created(at, id) }),
  privacyRequestsPartition: 'PRIVACY#REQUESTS',
  /** One per erased email: its conditional Put claims the erasure; its state makes the work resumable. */
  erasure: (hash: string): Key => ({ pk: `PRIVACY#ERASURE#${hash}`, sk: 'ERASURE' }),
  /** A suppressed address: the mailer sends nothing to it (removed when the person books again). */
  suppression: (hash: string): Key => ({ pk: `PRIVACY#SUPPRESS#${hash}`, sk: 'SUPPRESS' }),
  /** The random key of the email hash when no PRIVACY_HASH_KEY is configured: created once, never rotated. */
  privacyHashKey: { pk: 'PRIVACY#KEY', sk: 'KEY' },
  /** Every privacy item, as an IAM LeadingKeys pattern. */
  privacyPattern: 'PRIVACY#*',

  /**
   * The mailing list (docs/ARCHITECTURE.md, Mailing list). Under NEWS# (one IAM kind). `hash` is the
   * email's keyed hash, as for PRIVACY#; a token is stored only as its SHA-256.
   */
  /** One per address: its news state (pending, subscribed, unsubscribed, bounced, complained), name and interests. */
  newsSubscriber: (hash: string): Key => ({ pk: `NEWS#SUB#${hash}`, sk: 'SUB' }),
  /** The confirmed subscribers' list on gsi1 (by hash: no order to keep). */
  newsSubscriberGsi: (hash: string): Gsi1 => ({ gsi1pk: 'NEWS#SUBS', gsi1sk: hash }),
  newsSubscribersPartition: 'NEWS#SUBS',
  /** A link: confirm (48 h) or manage (the subscriber's page and one-click unsubscribe); TTL expiresAt. */
  newsToken: (tokenHash: string): Key => ({ pk: `NEWS#TOKEN#${tokenHash}`, sk: 'TOKEN' }),
  announcement: (id: string): Key => ({ pk: `NEWS#ANN#${id}`, sk: 'ANN' }),
  announcementGsi: (createdAt: string, id: string): Gsi1 => ({ gsi1pk: 'NEWS#ANNS', gsi1sk: created(createdAt, id) }),
  announcementsPartition: 'NEWS#ANNS',
  /** One per (announcement, recipient hash): its conditional Put is what gives each recipient exactly one mail. */
  announcementRecipient: (id: string, hash: string): Key => ({ pk: `NEWS#ANN#${id}`, sk: `TO#${hash}` }),
  /** Every news item, as an IAM LeadingKeys pattern. */
  newsPattern: 'NEWS#*',
} as const;
