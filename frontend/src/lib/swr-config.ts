// Queries do not retry, do not refetch on an interval or on focus, and their
// data never goes stale (docs/PRODUCT-RULES.md, The API as the browser sees it).
import type { SWRConfiguration } from 'swr';
import type { GetRouteName } from '../../../contract/routes';

// Loaded on the first fetch, not with the providers every page preloads: the
// client brings the route table, which a page that fetches nothing at start
// (most of them) need not download before it responds.
const fetchRoute = async (name: GetRouteName) => (await import('./api')).fetchRoute(name);

export const swrConfig: SWRConfiguration = {
  fetcher: fetchRoute,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};
