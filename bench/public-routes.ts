// The public routes the targets are for, and the lazy page module behind each,
// read from the prerender's page list (the one list of public pages). Admin
// routes are left out on purpose: admin code must never reach these bundles.
import path from 'node:path';
import { PUBLIC_PAGES } from '../frontend/prerender/pages';

export type PublicRoute = { path: string; page: string };

export const PUBLIC_ROUTES: readonly PublicRoute[] = PUBLIC_PAGES.filter((p) => p.indexable).map((p) => ({
  path: p.url,
  page: path.basename(p.module, '.tsx'),
}));
