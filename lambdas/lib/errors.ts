// Typed HTTP errors: handlers and library code throw these, and the one
// wrapper (http.ts) turns them into `{ success: false, message, errors? }`.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** A machine-readable why, answered as `reason` (the admin wrapper's 409s: contract/admin-security.ts). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** 409 with a reason the SPA acts on (never Forbidden: CloudFront answers that with the not-found page). */
export const refused = (reason: string, message: string) => new HttpError(409, message, undefined, undefined, reason);
export const payloadTooLarge = (message = 'Request body is too large') => new HttpError(413, message);
export const unsupportedMediaType = (message = 'Request body must be JSON (Content-Type: application/json)') =>
  new HttpError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const serviceUnavailable = (message = 'The service is temporarily unavailable. Please try again shortly.') =>
  new HttpError(503, message);
