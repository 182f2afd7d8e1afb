// The one script in <head>: a tiny classic script (no modules, no React) that
// runs before first paint. The CSP allows no inline script, so this is a file.
// 1. Puts the stored colour mode on <html> (same rules as lib/color-mode.ts),
//    so a dark-mode visitor never sees a light flash of the prerendered page.
// 2. When the server answered with HTML prerendered for another route (its
//    SPA fallback serves index.html for paths without their own page), hides
//    #root until main.tsx has rendered the right page, so the wrong page never
//    shows. The 404 page is made for any unknown path, so it is never hidden.
import { site } from './content/site';

function boot() {
  const root = document.documentElement;
  let choice: string | null = null;
  try {
    choice = localStorage.getItem(site.themeStorageKey);
  } catch {
    // Storage blocked: the default applies.
  }
  const dark =
    choice === 'dark' || (choice === 'system' && typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches);
  const mode = dark ? 'dark' : 'light';
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
  root.dataset.theme = mode;

  const made = (document.currentScript as HTMLScriptElement | null)?.dataset.path;
  const here = location.pathname.replace(/\/+$/, '') || '/';
  if (made && made !== '*' && made !== here) root.setAttribute('data-path-mismatch', '');
}

boot();
