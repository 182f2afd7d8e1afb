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

/**
 * A fetch answer for jest mocks of global.fetch. jsdom has no Response
 * class, so this carries just what lib/api.ts reads.
 */
export function textResponse(text: string, status = 200, statusText = ''): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: new Map([['content-type', 'application/json']]),
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response;
}

export const jsonResponse = (body: unknown, status = 200): Response => textResponse(JSON.stringify(body), status);
