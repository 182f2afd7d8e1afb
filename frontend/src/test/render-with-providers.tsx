// Test helper (F2): renders UI inside Chakra, a fresh SWR cache per test and
// the app's toaster, so component tests see what a visitor sees.
import { defaultSystem } from '@chakra-ui/react/preset';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppToaster } from '../components/toaster';
import { swrConfig } from '../lib/swr-config';

type Options = RenderOptions & { route?: string; withToaster?: boolean };

export function renderWithProviders(ui: ReactElement, { route = '/', withToaster = false, ...options }: Options = {}) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={defaultSystem}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        {withToaster && <AppToaster />}
      </SWRConfig>
    </ChakraProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
