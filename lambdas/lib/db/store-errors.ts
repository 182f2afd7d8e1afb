// Which store errors are the store being down or overloaded (the wrapper's
// 503) rather than a bug (500). Free of the SDK: http-core.ts, which every
// handler bundles, imports it, and so do the lean public reads.

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

/** Thrown by create() when an item with that key already exists (the seed relies on it). */
export class ItemExistsError extends Error {
  constructor(what: string) {
    super(`${what} already exists`);
    this.name = 'ItemExistsError';
  }
}
