// The one DynamoDB document client, created lazily so env set by the local
// stack or a test before the first call is honoured.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOCAL_TABLE_NAME } from './table-definition';

let doc: DynamoDBDocumentClient | null = null;

export function tableName(): string {
  return process.env.TABLE_NAME || LOCAL_TABLE_NAME;
}

export function db(): DynamoDBDocumentClient {
  if (doc) return doc;
  const endpoint = process.env.DYNAMODB_ENDPOINT || undefined;
  const local = Boolean(endpoint);
  const client = new DynamoDBClient({
    endpoint,
    region: process.env.AWS_REGION || 'us-east-1',
    // The local store accepts any credentials; do not go looking for real ones.
    credentials:
      local && !process.env.AWS_ACCESS_KEY_ID ? { accessKeyId: 'local', secretAccessKey: 'local' } : undefined,
    // Short timeouts and few attempts in AWS: an unreachable store must become a
    // 503 within a few seconds, not hang the request until the Lambda times out.
    maxAttempts: local ? 1 : 3,
    // throwOnRequestTimeout: without it the SDK only logs a warning and keeps waiting.
    // Locally a stopped store refuses the connection at once (ECONNREFUSED), so
    // the connect timeout only matters on a busy machine, where the store's
    // event loop may take more than half a second to accept: it waits as long
    // as a request may.
    requestHandler: {
      connectionTimeout: local ? requestTimeoutMs(local) : 1000,
      requestTimeout: requestTimeoutMs(local),
      throwOnRequestTimeout: true,
    },
  });
  doc = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return doc;
}

/**
 * Locally the store shares one event loop with the API and the page publisher,
 * so a busy machine (a publish, a browser, a test run on two cores) delays its
 * answers by seconds without anything being down; a stopped store is refused
 * at once and still becomes a 503 at once. DYNAMODB_REQUEST_TIMEOUT_MS
 * overrides it (tests that want a silent store found out quickly).
 */
function requestTimeoutMs(local: boolean): number {
  const configured = Number(process.env.DYNAMODB_REQUEST_TIMEOUT_MS);
  if (Number.isFinite(configured) && configured > 0) return configured;
  return local ? 10_000 : 3000;
}

/** Forget the client (tests point DYNAMODB_ENDPOINT elsewhere). */
export function resetClient(): void {
  doc?.destroy();
  doc = null;
}

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
const UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
]);

/** Is this error the store being down or overloaded (503) rather than a bug (500)? */
export function isStoreUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { name?: string; code?: string; $metadata?: { httpStatusCode?: number }; cause?: unknown };
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
  // The SDK's retry layer may re-wrap a socket error as a plain Error whose
  // message alone still names the code (it does under jest's separate realm).
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && [...UNAVAILABLE_CODES].some((code) => message.includes(code))) return true;
  if (e.name && UNAVAILABLE_NAMES.has(e.name)) return true;
  if (e.$metadata?.httpStatusCode && e.$metadata.httpStatusCode >= 500) return true;
  if (e.name === 'AggregateError' || e.cause) return isStoreUnavailable(e.cause ?? (error as AggregateError).errors?.[0]);
  return false;
}
