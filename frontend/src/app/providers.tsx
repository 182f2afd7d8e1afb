import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { useEffect, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import type { PublishedData } from '../../../contract/publish-kit';
import { AppToaster } from '../components/toaster';
import { swrConfig } from '../lib/swr-config';
import { system } from './theme';

/**
 * A published page's data is what the server had when it was rendered: asked
 * again once the page is live, so a page a few seconds stale corrects itself
 * (SWR keeps showing the published answer meanwhile: no flash).
 */
function RefreshPublishedData({ keys }: { keys: string[] }) {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    for (const key of keys) void mutate(key);
    // Once, after hydration: later mounts follow the usual SWR settings.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keys come from the page's HTML and never change
  }, []);
  return null;
}

/**
 * Everything a page needs around it: the Chakra system, SWR's settings (no
 * retry, no refetch: docs/PRODUCT-RULES.md, The API as the browser sees it) and
 * the one toaster. Tests wrap components in this too; pass a fresh `swrCache`
 * there so cached answers do not leak between tests. `published` is the data
 * a page was rendered with (lib/published-data.ts), SWR's starting answers.
 */
export function Providers({
  children,
  swrCache,
  published,
}: {
  children: ReactNode;
  swrCache?: () => Map<string, unknown>;
  published?: PublishedData;
}) {
  const value = { ...swrConfig, ...(swrCache ? { provider: swrCache as never } : {}), ...(published ? { fallback: published } : {}) };
  return (
    <ChakraProvider value={system}>
      <SWRConfig value={value}>
        {children}
        {published && <RefreshPublishedData keys={Object.keys(published)} />}
        <AppToaster />
      </SWRConfig>
    </ChakraProvider>
  );
}
