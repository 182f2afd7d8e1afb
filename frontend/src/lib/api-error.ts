// The error every API call throws for a non-OK answer, apart from the client
// itself so that a form can read it without loading the client and the route
// table up front.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The raw body text of the answer ('' when empty). */
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's own `message`, when the body is our JSON error shape. */
  get serverMessage(): string | undefined {
    try {
      const body = JSON.parse(this.bodyText) as { message?: unknown };
      return typeof body.message === 'string' ? body.message : undefined;
    } catch {
      return undefined;
    }
  }

  /** The machine-readable `reason` of an admin 409 (contract/admin-security.ts: factorRequired, stepUpRequired), if any. */
  get reason(): string | undefined {
    try {
      const body = JSON.parse(this.bodyText) as { reason?: unknown };
      return typeof body.reason === 'string' ? body.reason : undefined;
    } catch {
      return undefined;
    }
  }

  /** Field messages (`errors`) of a 400 answer, if any. */
  get fieldErrors(): Record<string, string> | undefined {
    try {
      const body = JSON.parse(this.bodyText) as { errors?: Record<string, string> };
      return body.errors && typeof body.errors === 'object' ? body.errors : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The message to show a person for a failed call: the server's words when it gave any. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
