// Where the store is and how long to wait for it: shared by the SDK client
// (client.ts) and the lean public-read client (query-client.ts), so both give
// up on an unreachable store at the same moment. No SDK imports here: the
// public read handlers bundle this file.
import { LOCAL_TABLE_NAME } from './table-definition';

export function tableName(): string {
  return process.env.TABLE_NAME || LOCAL_TABLE_NAME;
}

/** The local store (dynalite) when set; unset in AWS, where the regional endpoint is used. */
export function localEndpoint(): string | undefined {
  return process.env.DYNAMODB_ENDPOINT || undefined;
}

export function storeRegion(): string {
  return process.env.AWS_REGION || 'us-east-1';
}

/** Attempts per call: one locally (a stopped store is refused at once), three in AWS. */
export function maxAttempts(local: boolean): number {
  return local ? 1 : 3;
}

/** In AWS a connection that is not up within a second will not be; locally see requestTimeoutMs. */
export function connectTimeoutMs(local: boolean): number {
  return local ? requestTimeoutMs(local) : 1000;
}

/**
 * Locally the store shares one event loop with the API and the page publisher,
 * so a busy machine (a publish, a browser, a test run on two cores) delays its
 * answers by seconds without anything being down; a stopped store is refused
 * at once and still becomes a 503 at once. DYNAMODB_REQUEST_TIMEOUT_MS
 * overrides it (tests that want a silent store found out quickly).
 */
export function requestTimeoutMs(local: boolean): number {
  const configured = Number(process.env.DYNAMODB_REQUEST_TIMEOUT_MS);
  if (Number.isFinite(configured) && configured > 0) return configured;
  return local ? 10_000 : 3000;
}
