// The frame of every public page (docs/PRODUCT-RULES.md, Every public page): skip link, header, the one
// <main>, footer. Pages render inside <Outlet/> while their lazy module loads.
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Spinner } from '@chakra-ui/react/spinner';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { SkipLink } from '../components/skip-link';
import { HydrationMarker } from './hydration-marker';

export function PublicLayout() {
  const navigation = useNavigation();
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <SiteHeader />
      <Box as="main" id="main" tabIndex={-1} flex="1" outline="none" aria-busy={navigation.state === 'loading'}>
        <Suspense
          fallback={
            <Flex justify="center" py="24">
              <Spinner size="lg" color="brand.solid" aria-label="Loading" />
            </Flex>
          }
        >
          <Outlet />
          <HydrationMarker />
        </Suspense>
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </Flex>
  );
}
