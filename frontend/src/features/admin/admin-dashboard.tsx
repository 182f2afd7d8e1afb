// The admin dashboard (docs/PRODUCT-RULES.md): a header with Logout and the tabs below.
// The open tab lives in the URL (?tab=events) so a reload or a shared link keeps it.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { LogOut, ScanLine } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../components/link-button';
import { site } from '../../content/site';
import { AdminsCard } from './admins-card';
import { TwoStepCard } from './two-step-card';
import { SecurityPolicyCard } from './security-policy-card';
import { useAdminSession } from './admin-session';
import { ContentTab } from './content/content-tab';
import { AuditTab } from './audit-tab';
import { CHECK_IN_PATH } from './session-storage';
import { FormsTab } from './forms-tab';
import { OverviewTab } from './overview-tab';
import { PeopleTab } from './people-tab';
import { AnnouncementsTab } from './announcements-tab';
import { ProgrammesTab } from './programmes/programmes-tab';
import { PromoCodesTab } from './promo-codes-tab';
import { ResourceTab } from './resource-tab';
import { MyAccountCard } from './sessions-card';
import { eventResource } from './resources/event-resource';
import { GalleryOrderCard } from './gallery-order-card';
import { galleryResource } from './resources/gallery-resource';
import { testimonialResource } from './resources/testimonial-resource';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'events', label: 'Events' },
  { value: 'promo-codes', label: 'Promo codes' },
  { value: 'testimonials', label: 'Testimonials' },
  { value: 'gallery', label: 'Gallery' },
  { value: 'programmes', label: 'Programmes' },
  { value: 'forms', label: 'Forms' },
  { value: 'content', label: 'Content' },
  { value: 'people', label: 'People' },
  { value: 'announcements', label: 'Announcements' },
  { value: 'accounts', label: 'Accounts' },
  { value: 'audit', label: 'Audit' },
] as const;
type TabValue = (typeof TABS)[number]['value'];
const isTab = (v: string | null): v is TabValue => TABS.some((t) => t.value === v);

export function AdminDashboard() {
  const { logout } = useAdminSession();
  const [params, setParams] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'overview';

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="docked">
        <Container maxW="7xl" py="3">
          <Flex justify="space-between" align="center" gap="3">
            <Box minW="0">
              <Heading as="h1" size={{ base: 'md', md: 'lg' }}>
                Admin Dashboard
              </Heading>
              <Text fontSize="sm" color="fg.muted" truncate>
                {site.name} ·{' '}
                <Link asChild color="fg.muted" textDecoration="underline">
                  <RouterLink to="/">View site</RouterLink>
                </Link>
              </Text>
            </Box>
            <Flex gap="2">
            {/* The door's screen, on the phone at the hall (docs/PRODUCT-RULES.md, Check-in at the door). */}
            <LinkButton asChild size="sm" colorPalette="green">
              <RouterLink to={CHECK_IN_PATH}>
                <ScanLine aria-hidden /> Check-in
              </RouterLink>
            </LinkButton>
            <Button
              variant="outline"
              size="sm"
              loading={leaving}
              onClick={() => {
                setLeaving(true);
                void logout();
              }}
            >
              <LogOut aria-hidden /> Logout
            </Button>
            </Flex>
          </Flex>
        </Container>
      </Box>

      <Container as="main" maxW="7xl" py={{ base: 4, md: 8 }}>
        <Tabs.Root
          value={tab}
          onValueChange={(d) => setParams(d.value === 'overview' ? {} : { tab: d.value }, { replace: true })}
          lazyMount
          unmountOnExit
          variant="enclosed"
          size={{ base: 'sm', md: 'md' }}
        >
          <Box overflowX="auto" mb="6">
            <Tabs.List minW="max-content">
              {TABS.map((t) => (
                <Tabs.Trigger key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Box>
          <Tabs.Content value="overview">
            <OverviewTab />
          </Tabs.Content>
          <Tabs.Content value="events">
            <ResourceTab config={eventResource} />
          </Tabs.Content>
          <Tabs.Content value="promo-codes">
            <PromoCodesTab />
          </Tabs.Content>
          <Tabs.Content value="testimonials">
            <ResourceTab config={testimonialResource} />
          </Tabs.Content>
          <Tabs.Content value="gallery">
            <GalleryOrderCard />
            <ResourceTab config={galleryResource} />
          </Tabs.Content>
          <Tabs.Content value="programmes">
            <ProgrammesTab />
          </Tabs.Content>
          <Tabs.Content value="forms">
            <FormsTab />
          </Tabs.Content>
          <Tabs.Content value="content">
            <ContentTab />
          </Tabs.Content>
          <Tabs.Content value="people">
            <PeopleTab />
          </Tabs.Content>
          <Tabs.Content value="announcements">
            <AnnouncementsTab />
          </Tabs.Content>
          <Tabs.Content value="accounts">
            <Stack gap="6">
              <AdminsCard />
              <MyAccountCard />
              <TwoStepCard />
              <SecurityPolicyCard />
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="audit">
            <AuditTab />
          </Tabs.Content>
        </Tabs.Root>
      </Container>
    </Box>
  );
}
