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
export async function createAppRouter(prerenderedKey?: string): Promise<{ router: Router; key: string | null }> {
  const matches = matchRoutes(routes, window.location);
  const key = routeKey(matches);
  await Promise.all(
    (matches ?? [])
      .filter((m) => m.route.lazy)
      .map(async (m) => {
        const loaded = await (m.route.lazy as () => Promise<object>)();
        Object.assign(m.route, loaded, { lazy: undefined });
      }),
  );
  // Over prerendered HTML the app starts a few seconds after the load, often
  // once the visitor has scrolled: the router must leave the scroll where it is, not
  // reset it to the top as it does for a page it renders itself. Hydration
  // data (there are no loaders, so none to give) tells it so.
  const hydrating = key !== null && key === prerenderedKey;
  return { router: createBrowserRouter(routes, hydrating ? { hydrationData: {} } : undefined), key };
}

export function AppRouter({ router }: { router: Router }) {
  return <RouterProvider router={router} />;
}
