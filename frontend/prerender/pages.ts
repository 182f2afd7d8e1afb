// The public routes (docs/PRODUCT-RULES.md, Screens and routes) that get their
// own static HTML, and the file each is written to. Both servers (infra/local/static-server.ts and the
// CloudFront function in infra/constructs/spa-fallback.ts) serve '/about'
// from about.html when it exists. 404.html is the not-found page, rendered
// for a path no route has.
import { BUILT_IN_GALLERY } from '../src/content/gallery';

export type PublicPage = {
  /** URL rendered (and the canonical path). */
  url: string;
  /** File under dist/. */
  file: string;
  /** The page's lazy module, whose chunks are preloaded with the entry. */
  module: string;
  /** Listed in sitemap.xml and given a canonical link. */
  indexable: boolean;
  /**
   * The page's largest image above the fold (its LCP element on a phone) when
   * the markup loads it lazily: preloaded from <head> at high priority, so it
   * does not wait for layout. (The home hero is an eager, high-priority <img>.)
   */
  lcpImage?: string;
};

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { url: '/', file: 'index.html', module: 'frontend/src/pages/home-page.tsx', indexable: true },
  { url: '/about', file: 'about.html', module: 'frontend/src/pages/about-page.tsx', indexable: true },
  { url: '/services', file: 'services.html', module: 'frontend/src/pages/services-page.tsx', indexable: true },
  { url: '/events', file: 'events.html', module: 'frontend/src/pages/events-page.tsx', indexable: true },
  {
    url: '/gallery',
    file: 'gallery.html',
    module: 'frontend/src/pages/gallery-page.tsx',
    indexable: true,
    // The first tile of the grid (lazy like every tile).
    lcpImage: BUILT_IN_GALLERY[0].imageUrl,
  },
  { url: '/testimonials', file: 'testimonials.html', module: 'frontend/src/pages/testimonials-page.tsx', indexable: true },
  { url: '/contact', file: 'contact.html', module: 'frontend/src/pages/contact-page.tsx', indexable: true },
  { url: '/404', file: '404.html', module: 'frontend/src/pages/not-found-page.tsx', indexable: false },
];

/** Admin screens get the bare app shell (no prerender: they need a session), never indexed. */
export const SHELL_PAGES: readonly { url: string; file: string; module: string }[] = [
  { url: '/admin-login', file: 'admin-login.html', module: 'frontend/src/pages/admin-login-page.tsx' },
  { url: '/admin', file: 'admin.html', module: 'frontend/src/pages/admin-dashboard-page.tsx' },
];
