// The overview's four counts, asked for the moment Sign In succeeds (issue 40): the request runs while the
// dashboard's first render does, and the overview takes its answer instead of asking again (SWR's
// preload, by the same key). A refusal then is what the overview shows, as if it had asked itself.
import { preload } from 'swr';
import { createAdminClient } from './admin-client';

export const countsKey = (token: string | null) => ['admin', 'counts', token] as const;

export function preloadCounts(token: string): void {
  // The session's own client is not made yet; a 401 here reaches the overview, whose client ends the session.
  void preload(countsKey(token), () => createAdminClient(token, () => undefined).counts()).catch(() => undefined);
}
