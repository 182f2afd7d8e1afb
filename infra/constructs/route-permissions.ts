// Least privilege per route, derived from the route table's `auth`, `access`
// and `sessions` columns. Pure data (no CDK), so it can be read and tested
// on its own; the api construct turns each grant into an IAM statement.
import type { Route } from '../../contract/routes';
import { keys } from '../../lambdas/lib/db/keys';

// IAM's LeadingKeys pattern for every item of one kind: its pk with '*' for the id.
const SESSIONS = keys.session('*').pk;
const LOGIN_THROTTLES = keys.loginAttempts('*').pk;
const ADMIN_ACCOUNTS = keys.adminUser('*').pk;

export type DynamoAction = 'GetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem';

/** Items whose pk begins with one of these belong to authentication, not content. */
export const AUTH_KEY_PATTERNS = [SESSIONS, LOGIN_THROTTLES, ADMIN_ACCOUNTS] as const;

export type DynamoGrant = {
  /** Why the route needs it; becomes the statement's Sid. */
  sid: string;
  actions: DynamoAction[];
  /** 'table': items by primary key; 'gsi1': Query on the list index. */
  on: 'table' | 'gsi1';
  /** dynamodb:LeadingKeys (the pk of every item touched) must match one of these... */
  leadingKeysLike?: readonly string[];
  /** ...or must match none of these. */
  leadingKeysNotLike?: readonly string[];
};

const CONTENT_WRITE: DynamoAction[] = ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'];

/**
 * The two routes that create and delete sessions and login throttles. Named
 * one by one because they differ: login reads the admin account, counts
 * failures and creates a session; logout only ends a session.
 */
export const SESSION_ROUTE_GRANTS: Readonly<Record<string, DynamoGrant[]>> = {
  'admin-login': [
    { sid: 'ReadAdminAccount', actions: ['GetItem'], on: 'table', leadingKeysLike: [ADMIN_ACCOUNTS] },
    { sid: 'CountLoginFailures', actions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'], on: 'table', leadingKeysLike: [LOGIN_THROTTLES] },
    { sid: 'CreateSession', actions: ['PutItem'], on: 'table', leadingKeysLike: [SESSIONS] },
  ],
  // Logout verifies the token's signature, then deletes its session: no read needed.
  'admin-logout': [{ sid: 'EndSession', actions: ['DeleteItem'], on: 'table', leadingKeysLike: [SESSIONS] }],
};

export function dynamoGrants(route: Route): DynamoGrant[] {
  const grants: DynamoGrant[] = [];
  if (route.sessions === 'write') {
    const named = SESSION_ROUTE_GRANTS[route.handler];
    if (!named) throw new Error(`Route ${route.handler} writes sessions but has no entry in SESSION_ROUTE_GRANTS`);
    grants.push(...named);
  }
  if (route.auth === 'admin') {
    // Every admin call checks that its token's session still exists.
    grants.push({ sid: 'CheckSession', actions: ['GetItem'], on: 'table', leadingKeysLike: [SESSIONS] });
  }
  if (route.access === 'read' && route.sessions !== 'write') {
    // Every list is ONE Query on a gsi1 partition, never a Scan (docs/ARCHITECTURE.md, The table).
    grants.push({ sid: 'ListContent', actions: ['Query'], on: 'gsi1' });
  }
  if (route.reads) {
    // A ticket is read by its key, an event's registrations by their event's
    // partition: content items only, never auth items.
    const actions: DynamoAction[] = route.reads === 'partitions' ? ['GetItem', 'Query'] : ['GetItem'];
    grants.push({ sid: 'ReadContentItems', actions, on: 'table', leadingKeysNotLike: AUTH_KEY_PATTERNS });
  }
  // An upload route signs S3 requests and touches no table item (mediaGrants).
  if (route.access === 'write' && route.media !== 'upload') {
    // Content items only: a content route can never forge a session, reset a
    // login throttle or touch an admin account.
    grants.push({ sid: 'WriteContent', actions: CONTENT_WRITE, on: 'table', leadingKeysNotLike: AUTH_KEY_PATTERNS });
  }
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
