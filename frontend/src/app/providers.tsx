import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { PublishedData } from '../../../contract/publish-kit';
import { AppToaster } from '../components/toaster';
import { refreshPublishedOnce } from '../lib/refresh-published';
import { swrConfig } from '../lib/swr-config';
import { system } from './theme';

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
  const [refresh] = useState(() => (published ? [refreshPublishedOnce(new Set(Object.keys(published)))] : []));
  const value = {
    ...swrConfig,
    ...(swrCache ? { provider: swrCache as never } : {}),
    ...(published ? { fallback: published, use: refresh } : {}),
  };
  return (
    <ChakraProvider value={system}>
      <SWRConfig value={value}>
        {children}
        <AppToaster />
      </SWRConfig>
    </ChakraProvider>
  );
}
