// Answers shaped like the real handlers' (lambdas/lib/http.ts).
import { HttpResponse } from 'msw';

/** What every failing handler answers: `{ success: false, message, errors?, reason? }` (reason: the admin wrapper's 409s). */
export const errorAnswer = (status: number, message: string, errors?: Record<string, string>, reason?: string) =>
  HttpResponse.json({ success: false, message, ...(errors ? { errors } : {}), ...(reason ? { reason } : {}) }, { status });

/** A bare gateway failure: no body, only a status line. */
export const emptyAnswer = (status: number, statusText = '') => new HttpResponse(null, { status, statusText });

/**
 * An answer the test releases when it likes, to look at the page while the
 * request is pending: `server.use(on(handler, held.resolver))`, later `held.release(answer)`.
 */
export function holdAnswer() {
  let release!: (answer: Response) => void;
  const answer = new Promise<Response>((resolve) => (release = resolve));
  return { resolver: () => answer, release };
}
