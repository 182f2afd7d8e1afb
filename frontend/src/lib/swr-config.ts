// Queries do not retry, do not refetch on an interval or on focus, and their
// data never goes stale (docs/PRODUCT-RULES.md, The API as the browser sees it).
import type { SWRConfiguration } from 'swr';
import { fetchRoute } from './api';

export const swrConfig: SWRConfiguration = {
  fetcher: fetchRoute,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};
