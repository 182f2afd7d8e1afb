// The ten routes (docs/PRODUCT-RULES.md, Screens and routes). Every page is its
// own lazy module so a visitor downloads only the page in front of them, and
// admin code never ships with a public page.
import type { RouteObject } from 'react-router-dom';
import { PublicLayout } from './public-layout';
import { RouteError } from './route-error';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: page(() => import('../pages/home-page')) },
      { path: 'about', lazy: page(() => import('../pages/about-page')) },
      { path: 'services', lazy: page(() => import('../pages/services-page')) },
      { path: 'events', lazy: page(() => import('../pages/events-page')) },
      { path: 'gallery', lazy: page(() => import('../pages/gallery-page')) },
      { path: 'testimonials', lazy: page(() => import('../pages/testimonials-page')) },
      { path: 'contact', lazy: page(() => import('../pages/contact-page')) },
      { path: '*', lazy: page(() => import('../pages/not-found-page')) },
    ],
  },
  { path: 'admin-login', errorElement: <RouteError />, lazy: page(() => import('../pages/admin-login-page')) },
  { path: 'admin', errorElement: <RouteError />, lazy: page(() => import('../pages/admin-dashboard-page')) },
];
