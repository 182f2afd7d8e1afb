// A published page's data is what the server had when the page was rendered:
// each list is asked again when its first hook mounts, so a page a few seconds
// stale corrects itself. Meanwhile the hook keeps the published answer and does
// not report loading, so hydration matches the markup and nothing flashes.
// (A single mutate() after the first commit would come too early: React
// hydrates the page's Suspense boundary after the providers' effects have run.)
import { useEffect, useRef } from 'react';
import type { Middleware } from 'swr';

/** SWR middleware; `keys` are the published keys not yet asked again (emptied as they are). */
export function refreshPublishedOnce(keys: Set<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const refresh = useRef(typeof key === 'string' && keys.has(key)).current;
    useEffect(() => {
      if (refresh) keys.delete(key as string);
    }, [refresh, key]);
    const swr = useSWRNext(key, fetcher, refresh ? { ...config, revalidateOnMount: true } : config);
    if (!refresh) return swr;
    return { ...swr, isLoading: swr.isLoading && swr.data === undefined };
  };
}
