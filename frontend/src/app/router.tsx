import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import { routeKey } from './route-key';
import { routes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router. The lazy modules of the current URL's routes load
 * before the router is created, so the first render already has the page:
 * hydration matches the prerendered HTML (no spinner, no flash), and a page
 * without prerendered HTML (admin) skips the loading spinner. Returns the
 * router and the key of the route it starts on.
 */
export async function createAppRouter(): Promise<{ router: Router; key: string | null }> {
  const matches = matchRoutes(routes, window.location);
  await Promise.all(
    (matches ?? [])
      .filter((m) => m.route.lazy)
      .map(async (m) => {
        const loaded = await (m.route.lazy as () => Promise<object>)();
        Object.assign(m.route, loaded, { lazy: undefined });
      }),
  );
  return { router: createBrowserRouter(routes), key: routeKey(matches) };
}

export function AppRouter({ router }: { router: Router }) {
  return <RouterProvider router={router} />;
}
