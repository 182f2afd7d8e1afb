// Which of the answers on screen are saved copies rather than the server's
// own: the admin's service worker (src/admin-offline/sw.ts) answers a GET from
// its cache only when the network failed, with X-From-Cache: <when it was
// saved>. lib/api.ts notes every answer here; the admin's offline banner reads
// it, so a saved list is never shown as if it were fresh.
import { FROM_CACHE_HEADER } from '../admin-offline/files';

/** URL (path and query) -> when its saved copy was stored (ISO). */
const saved = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};

/** After each answer: a saved copy is remembered; the server's own answer for the same URL replaces it. */
export function noteAnswer(url: string, headers: Pick<Headers, 'get'> | undefined): void {
  const savedAt = headers?.get(FROM_CACHE_HEADER) ?? null;
  if (savedAt !== null) {
    if (saved.get(url) === savedAt) return;
    saved.set(url, savedAt);
    changed();
  } else if (saved.delete(url)) {
    changed();
  }
}

/** The oldest saved copy on screen (what the page shows is at least this old), or null when all are fresh. */
export function oldestSavedAt(): string | null {
  let oldest: string | null = null;
  for (const at of saved.values()) if (oldest === null || at < oldest) oldest = at;
  return oldest;
}

/** Forget them all: back online the lists are fetched again, and whatever is still saved is noted again. */
export function forgetSavedAnswers(): void {
  if (saved.size === 0) return;
  saved.clear();
  changed();
}

/** For useSyncExternalStore. */
export function subscribeSavedAnswers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const savedAnswersVersion = () => version;
