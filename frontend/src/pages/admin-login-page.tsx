// /admin-login (docs/PRODUCT-RULES.md, Admin sign-in and session): no layout.
// Admin code is reached only through this lazy module and the dashboard's.
import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../components/page-meta';
import { site } from '../content/site';
import { loadWhenIdle } from '../lib/load-when-idle';
import { LoginForm } from '../features/admin/login-form';
import { OfflineBanner } from '../features/admin/offline-banner';
import { ADMIN_DASHBOARD_PATH, EXPIRED_FLAG, readToken } from '../features/admin/session-storage';
import { PAGES } from './page-table';

export default function AdminLoginPage() {
  usePageMeta(PAGES.adminLogin);
  // The dashboard's code fetched and run while the admin types: Sign In then waits for the server alone.
  useEffect(() => loadWhenIdle([PAGES.admin.load]), []);
  const [params] = useSearchParams();
  const expired = params.has(EXPIRED_FLAG);
  // Already signed in: straight to the dashboard (a dead token comes back here via the 401 path).
  if (!expired && readToken()) return <Navigate to={ADMIN_DASHBOARD_PATH} replace />;

  return (
    <Box as="main" minH="100dvh" display="flex" alignItems="center" justifyContent="center" bg="bg.subtle" px="4" py="10">
      <meta name="robots" content="noindex, nofollow" />
      <Card.Root w="full" maxW="sm">
        <Card.Header>
          <Heading as="h1" size="lg">
            Admin Sign In
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {site.name}
          </Text>
        </Card.Header>
        <Card.Body>
          <OfflineBanner />
          <LoginForm expired={expired} />
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
