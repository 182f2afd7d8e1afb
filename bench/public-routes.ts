// The public routes the targets are for, and the lazy page module behind each,
// read from the page table: the pages in the sitemap. Admin routes are left
// out on purpose: admin code must never reach these bundles.
import path from 'node:path';
import { PAGE_TABLE } from '../frontend/src/pages/page-table';

export type PublicRoute = { path: string; page: string };

export const PUBLIC_ROUTES: readonly PublicRoute[] = PAGE_TABLE.filter((p) => p.access === 'public' && p.sitemap).map((p) => ({
  path: p.path,
  page: path.basename(p.module, '.tsx'),
}));
