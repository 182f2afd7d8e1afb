// Least privilege per route, derived from the `data` column of the route
// table (contract/routes.ts): each kind of item a route declares becomes the
// key patterns of its partitions (from lambdas/lib/db/keys.ts), and each use
// (lists, gets, writes, deletes) the DynamoDB actions it needs, limited to
// those partitions with dynamodb:LeadingKeys. Pure data (no CDK), so it can
// be read and tested on its own; the api construct turns each grant into an
// IAM statement.
import type { DataKind, Route } from '../../contract/routes';
import { keys } from '../../lambdas/lib/db/keys';
import { SECURITY_SETTINGS } from '../../lambdas/lib/db/settings-repo';

export type DynamoAction = 'GetItem' | 'BatchGetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'ConditionCheckItem';

/**
 * Where each kind of item lives. table: the pk of its items, '*' for the id
 * (an event's partition also holds its email guards). gsi1: its list
 * partitions; on an index Query, LeadingKeys is the index's partition key.
 */
export const KIND_KEYS: Readonly<Record<DataKind, { table: readonly string[]; gsi1?: readonly string[] }>> = {
  events: { table: [keys.event('*').pk], gsi1: [keys.eventsPartition] },
  registrations: { table: [keys.registration('*').pk], gsi1: [keys.registrationsPartition] },
  tickets: { table: [keys.ticket('*').pk] },
  contacts: { table: [keys.contact('*').pk], gsi1: [keys.contactsPartition] },
  gallery: { table: [keys.gallery('*').pk], gsi1: [keys.galleryPartition] },
  testimonials: { table: [keys.testimonial('*').pk], gsi1: [keys.testimonialsPartition] },
  mail: { table: [keys.mail('*').pk], gsi1: [keys.mailDuePartition, keys.mailLogPartition] },
  settings: { table: [keys.settings('*').pk], gsi1: [keys.settingsPartition] },
  rateLimits: { table: [keys.rateLimit('*', '*', 0).pk] },
  sessions: { table: [keys.sessionsOf('*')] },
  loginThrottles: { table: [keys.loginAttemptsPattern] },
  admins: { table: [keys.adminUser('*').pk], gsi1: [keys.adminsPartition] },
  counters: { table: [keys.counter('*').pk], gsi1: [keys.countersPartition, keys.statsDaysPartition, keys.statsEventsPartition, keys.statsServicesPartition, keys.statsProgrammesPartition, keys.statsProgrammeMonthsPartition] },
  audit: { table: [keys.audit('*').pk], gsi1: [keys.auditPartition] },
  siteContent: { table: [keys.siteContent('*').pk], gsi1: [keys.siteContentPartition] },
  holds: { table: [keys.hold('*').pk], gsi1: [keys.holdsDuePartition] },
  payments: { table: [keys.paymentInbox('*').pk], gsi1: [keys.paymentInboxPartition, keys.refundInboxPartition] },
  promoCodes: { table: [keys.promoCode('*').pk], gsi1: [keys.promoCodesPartition] },
  receipts: { table: [keys.receipt('*').pk, keys.receiptCounter('receipt', '*').pk.replace(/receipt#\*$/, '*')] },
  availability: { table: [keys.availability.pk], gsi1: [keys.schoolPartition] },
  trials: { table: [keys.trialBooking('*').pk, keys.trialSlot('*').pk, keys.trialToken('*').pk], gsi1: [keys.trialsPartition] },
  programmes: {
    table: [keys.programme('*').pk, keys.enrolmentToken('*').pk, keys.programmeLink('*').pk, keys.programmeEvent('*').pk],
    gsi1: [keys.programmesPartition],
  },
  // Waitlist entries, email guards and offers under WAITLIST#; the queues and the due offers on gsi1.
  waitlist: { table: [keys.waitlistEntry('*').pk], gsi1: [keys.waitlistQueue('*'), keys.waitlistOffersDuePartition] },
  // Class meetings' marks and counters (ATTENDANCE#<programme>#<day>); the counters listed by day on gsi1.
  attendance: { table: [keys.attendanceMeeting('*', '*').pk], gsi1: [keys.attendancePartition] },
  // People's data under PRIVACY#; the admin's list of requests and each person's live links on gsi1.
  privacy: { table: [keys.privacyPattern], gsi1: [keys.privacyRequestsPartition, keys.privacyTokensOf('*', '').gsi1pk] },
  // Admins' second factors, recovery codes and sign-in challenges (MFA#<admin id>, MFA#CHALLENGE#<hash>); never listed.
  factors: { table: [keys.mfaPattern] },
  // The mailing list under NEWS#: subscribers, links, announcements and their recipients; the subscribers' and announcements' lists on gsi1.
  news: { table: [keys.newsPattern], gsi1: [keys.newsSubscribersPartition, keys.announcementsPartition] },
};

/** Items whose pk begins with one of these belong to authentication, not content. */
export const AUTH_KEY_PATTERNS = [...KIND_KEYS.sessions.table, ...KIND_KEYS.loginThrottles.table, ...KIND_KEYS.admins.table, ...KIND_KEYS.factors.table] as const;

export type DynamoGrant = {
  /** Why the route needs it; becomes the statement's Sid. */
  sid: string;
  actions: DynamoAction[];
  /** 'table': items by primary key; 'gsi1': Query on the list index. */
  on: 'table' | 'gsi1';
  /** dynamodb:LeadingKeys (the partition key of every item touched) must match one of these. */
  leadingKeysLike: readonly string[];
};

const tablePatterns = (kinds: readonly DataKind[]) => [...new Set(kinds.flatMap((kind) => KIND_KEYS[kind].table))];

function listPatterns(route: Route, kinds: readonly DataKind[]): string[] {
  return kinds.flatMap((kind) => {
    const partitions = KIND_KEYS[kind].gsi1;
    if (!partitions) throw new Error(`Route ${route.handler} lists ${kind}, which has no list partition on gsi1`);
    return [...partitions];
  });
}

export function dynamoGrants(route: Route): DynamoGrant[] {
  const { lists = [], gets = [], batchGets = [], deletes = [] } = route.data;
  // The admin wrapper records every admin change in the audit log (lambdas/lib/http.ts).
  const writes: readonly DataKind[] = route.auth === 'admin' && route.method !== 'GET' ? [...(route.data.writes ?? []), 'audit'] : (route.data.writes ?? []);
  const grants: DynamoGrant[] = [];
  if (route.auth === 'admin') {
    // Every admin call checks that its token's session still exists.
    grants.push({ sid: 'CheckSession', actions: ['GetItem'], on: 'table', leadingKeysLike: KIND_KEYS.sessions.table });
    // A session signed in without a second factor reads the owner's policy: that one settings item (lambdas/lib/mfa/policy.ts).
    grants.push({ sid: 'CheckPolicy', actions: ['GetItem'], on: 'table', leadingKeysLike: [keys.settings(SECURITY_SETTINGS).pk] });
  }
  // Every list is ONE Query on a gsi1 partition, never a Scan (docs/ARCHITECTURE.md, The table).
  if (lists.length) grants.push({ sid: 'List', actions: ['Query'], on: 'gsi1', leadingKeysLike: listPatterns(route, lists) });
  // A transaction's ConditionCheck reads an item (removing an admin checks another remains).
  if (gets.length) grants.push({ sid: 'Read', actions: ['GetItem', 'Query', 'ConditionCheckItem'], on: 'table', leadingKeysLike: tablePatterns(gets) });
  // IAM checks LeadingKeys on each key of a batch; only the routes that read a page of people at once have it.
  if (batchGets.length) grants.push({ sid: 'ReadMany', actions: ['BatchGetItem'], on: 'table', leadingKeysLike: tablePatterns(batchGets) });
  if (writes.length) grants.push({ sid: 'Write', actions: ['PutItem', 'UpdateItem'], on: 'table', leadingKeysLike: tablePatterns(writes) });
  if (deletes.length) grants.push({ sid: 'Delete', actions: ['DeleteItem'], on: 'table', leadingKeysLike: tablePatterns(deletes) });
  return grants;
}

export type MediaGrant = { sid: string; actions: string[]; /** Key patterns in the media bucket. */ keys: string[] };

/**
 * The media bucket (contract/routes.ts `media`): upload routes may sign
 * uploads of new objects (a presigned request carries the signer's rights)
 * and read back a completed resource's size; file-removing routes may delete.
 * No route may list the bucket or read photos.
 */
export function mediaGrants(route: Route): MediaGrant[] {
  if (route.media === 'upload') {
    return [
      { sid: 'SignUploads', actions: ['s3:PutObject'], keys: ['media/*'] },
      { sid: 'ReadUploadedFile', actions: ['s3:GetObject'], keys: ['media/files/*'] },
    ];
  }
  if (route.media === 'delete') return [{ sid: 'RemoveItemFiles', actions: ['s3:DeleteObject'], keys: ['media/*'] }];
  return [];
}
