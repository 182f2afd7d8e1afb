// The admin token lives in browser storage as `adminToken` (docs/PRODUCT-RULES.md,
// Admin sign-in and session). Storage can throw (private mode, disabled storage);
// the admin then simply has no session rather than a crashed page.
import { LISTS_CACHE } from '../../admin-offline/files';

export const ADMIN_TOKEN_KEY = 'adminToken';
export const ADMIN_LOGIN_PATH = '/admin-login';
export const ADMIN_DASHBOARD_PATH = '/admin';
/** The door's screen (the page table's adminCheckIn); ?event=<id> picks the event. */
export const CHECK_IN_PATH = '/admin/check-in';

/** The query flag that makes the sign-in page say the session expired (survives a reload, unlike router state). */
export const EXPIRED_FLAG = 'expired';
export const EXPIRED_LOGIN_URL = `${ADMIN_LOGIN_PATH}?${EXPIRED_FLAG}=1`;

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // Nothing to do: the dashboard will send the admin back to sign in.
  }
}

/**
 * Set when the sign-in answered mustChangePassword: the dashboard shows only
 * the change-password screen until it is done (the API refuses everything
 * else from that session anyway, with 409).
 */
export const MUST_CHANGE_PASSWORD_KEY = 'adminMustChangePassword';

export function readMustChangePassword(): boolean {
  try {
    return window.localStorage.getItem(MUST_CHANGE_PASSWORD_KEY) === '1';
  } catch {
    return false;
  }
}

export function storeMustChangePassword(must: boolean): void {
  try {
    if (must) window.localStorage.setItem(MUST_CHANGE_PASSWORD_KEY, '1');
    else window.localStorage.removeItem(MUST_CHANGE_PASSWORD_KEY);
  } catch {
    // Unusable storage: the API's 409 still keeps a first-password session out.
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(MUST_CHANGE_PASSWORD_KEY);
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Already unusable storage holds no token.
  }
  forgetSavedLists();
}

/**
 * The admin's saved lists (people's data, kept by the service worker for
 * offline use: src/admin-offline/sw.ts) go with the session: signing out, or
 * a session that ended, deletes them (docs/PRODUCT-RULES.md, People's data).
 */
function forgetSavedLists(): void {
  try {
    void globalThis.caches?.delete(LISTS_CACHE).catch(() => undefined);
  } catch {
    // No Cache Storage here (an insecure context, a test): nothing was saved.
  }
}
