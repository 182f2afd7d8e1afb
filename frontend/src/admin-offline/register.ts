// Registers the admin's service worker (sw.ts) from an admin page: only in a
// production build (a development or test bundle has no /admin-sw.js, and jsdom
// no service workers), only where the browser has them. The public pages never
// call this: their visitors get no worker.
import { ADMIN_SCOPE, ADMIN_SW_URL } from './files';

export function registerAdminServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production') return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // A failed registration (a private window without storage) leaves the admin as it was: online only.
  const register = () => void navigator.serviceWorker.register(ADMIN_SW_URL, { scope: ADMIN_SCOPE }).catch(() => undefined);
  // Installing saves all the admin's code (~140 files): only once the screen in front of the admin is
  // loaded and the browser is idle, so it never competes with the first screen on a cheap phone.
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 10_000 }) : setTimeout(register, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
