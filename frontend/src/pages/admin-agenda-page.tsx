// /admin/agenda: the class meetings and trial lessons of today or this week, and the hours that open them, on a phone.
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../components/page-meta';
import { OfflineBanner } from '../features/admin/offline-banner';
import { ADMIN_LOGIN_PATH, readToken } from '../features/admin/session-storage';
import { AvailabilityEditor } from '../features/school/availability-editor';
import { TrialAgenda } from '../features/school/trial-agenda';
import { PAGES } from './page-table';

export default function AdminAgendaPage() {
  usePageMeta(PAGES.adminAgenda);
  const token = readToken();
  if (!token) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  return (
    <Container as="main" maxW="3xl" py="6" px="4">
      <meta name="robots" content="noindex, nofollow" />
      <OfflineBanner />
      <Stack gap="8">
        <Stack gap="1">
          <Link asChild fontSize="sm" colorPalette="brand">
            <RouterLink to="/admin">Back to the dashboard</RouterLink>
          </Link>
          <Heading as="h1" size="2xl">
            Agenda
          </Heading>
        </Stack>
        <TrialAgenda token={token} />
        <AvailabilityEditor token={token} />
      </Stack>
    </Container>
  );
}
