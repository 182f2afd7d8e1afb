// The router, derived from the page table (pages/page-table.ts): public pages
// inside the public layout, admin pages on their own. Every page is its own
// lazy module so a visitor downloads only the page in front of them, and admin
// code never ships with a public page.
import type { RouteObject } from 'react-router-dom';
import { PAGE_TABLE, type PageRoute } from '../pages/page-table';
import { PublicLayout } from './public-layout';
import { RouteError } from './route-error';

function routeFor(page: PageRoute): RouteObject {
  const lazy = async () => {
    // The admin pages install as an app and open offline (src/admin-offline): their worker, registered from them only.
    if (page.access === 'admin') void import('../admin-offline/register').then((m) => m.registerAdminServiceWorker());
    return { Component: (await page.load()).default };
  };
  return page.path === '/' ? { index: true, lazy } : { path: page.path.replace(/^\//, ''), lazy };
}

export function routesFor(table: readonly PageRoute[]): RouteObject[] {
  return [
    {
      element: <PublicLayout />,
      errorElement: <RouteError />,
      children: table.filter((page) => page.access === 'public').map(routeFor),
    },
    ...table.filter((page) => page.access === 'admin').map((page) => ({ ...routeFor(page), errorElement: <RouteError /> })),
  ];
}

export const routes = routesFor(PAGE_TABLE);
