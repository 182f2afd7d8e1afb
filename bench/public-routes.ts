// The public routes of SPEC §2 and the lazy page module behind each
// (frontend/src/app/routes.tsx). Admin routes are left out on purpose: the
// targets are for visitors, and admin code must never reach their bundles.
export type PublicRoute = { path: string; page: string };

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', page: 'home-page' },
  { path: '/about', page: 'about-page' },
  { path: '/services', page: 'services-page' },
  { path: '/events', page: 'events-page' },
  { path: '/gallery', page: 'gallery-page' },
  { path: '/testimonials', page: 'testimonials-page' },
  { path: '/contact', page: 'contact-page' },
];
