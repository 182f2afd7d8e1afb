import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AppToaster } from '../components/toaster';
import { swrConfig } from '../lib/swr-config';
import { system } from './theme';

/**
 * Everything a page needs around it: the Chakra system, SWR's settings (no
 * retry, no refetch: docs/PRODUCT-RULES.md, The API as the browser sees it) and
 * the one toaster. Tests wrap components in this too; pass a fresh `swrCache`
 * there so cached answers do not leak between tests.
 */
export function Providers({ children, swrCache }: { children: ReactNode; swrCache?: () => Map<string, unknown> }) {
  const value = swrCache ? { ...swrConfig, provider: swrCache as never } : swrConfig;
  return (
    <ChakraProvider value={system}>
      <SWRConfig value={value}>
        {children}
        <AppToaster />
      </SWRConfig>
    </ChakraProvider>
  );
}
