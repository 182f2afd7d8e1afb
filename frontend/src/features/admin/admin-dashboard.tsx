// The admin dashboard (docs/PRODUCT-RULES.md): a header with Logout and the tabs below.
// The open tab lives in the URL (?tab=events) so a reload or a shared link keeps it; the tabs
// themselves, and which chunk holds each, are in admin-tabs.tsx.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Spinner } from '@chakra-ui/react/spinner';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { LogOut, ScanLine } from 'lucide-react';
import { Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../components/link-button';
import { site } from '../../content/site';
import { ADMIN_TABS, DEFAULT_ADMIN_TAB, preloadAdminTabs, type AdminTab } from './admin-tabs';
import { useAdminSession } from './admin-session';
import { OfflineBanner } from './offline-banner';
import { CHECK_IN_PATH } from './session-storage';

/** What an open tab shows while its code or its first render is on the way. */
function TabLoading({ label }: { label: string }) {
  return (
    <Box py="8" textAlign="center">
      <Spinner aria-label={`Loading ${label}`} />
    </Box>
  );
}

/** `tabs`: the dashboard's tab table (admin-tabs.tsx); a test passes its own. */
export function AdminDashboard({ tabs = ADMIN_TABS }: { tabs?: readonly AdminTab[] }) {
  const { logout } = useAdminSession();
  const [params, setParams] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const requested = params.get('tab');
  const tab = requested && tabs.some((t) => t.value === requested) ? requested : DEFAULT_ADMIN_TAB;
  // A tap shows its tab selected in the next frame: the selection is urgent, while the panel's render
  // (a long list, a chunk still loading) follows as a deferred render React may interrupt, and the new
  // panel says it is loading meanwhile. The URL follows the selection; back and forward move it.
  const [selected, setSelected] = useState(tab);
  const [tabInUrl, setTabInUrl] = useState(tab);
  if (tabInUrl !== tab) {
    setTabInUrl(tab);
    setSelected(tab);
  }
  const shown = useDeferredValue(selected);
  // Each panel's element made once: a tap's urgent render then passes the open panel the very element it
  // already has, and React skips its whole tree (a fresh <Panel /> re-rendered the overview, charts and
  // lists, inside the tap's frame).
  const panels = useMemo(
    () =>
      new Map(
        tabs.map(({ value, label, Panel }) => [
          value,
          <Suspense key={value} fallback={<TabLoading label={label} />}>
            <Panel />
          </Suspense>,
        ]),
      ),
    [tabs],
  );
  useEffect(() => preloadAdminTabs(tabs), [tabs]);

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
        {/* In the sticky header: the offline state stays in view while the lists scroll. */}
        <OfflineBanner />
      </Box>

      <Container as="main" maxW="7xl" py={{ base: 4, md: 8 }}>
        <Tabs.Root
          value={selected}
          onValueChange={(d) => {
            setSelected(d.value);
            setParams(d.value === DEFAULT_ADMIN_TAB ? {} : { tab: d.value }, { replace: true });
          }}
          variant="enclosed"
          size={{ base: 'sm', md: 'md' }}
        >
          <Box overflowX="auto" mb="6">
            <Tabs.List minW="max-content">
              {tabs.map((t) => (
                <Tabs.Trigger key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Box>
          {tabs.map(({ value, label }) => (
            <Tabs.Content key={value} value={value}>
              {/* The panel of the deferred value only: on a tap the old panel stays mounted (hidden) and the new tab
                  shows its spinner, so the urgent render neither unmounts one nor mounts the other. */}
              {shown === value ? (
                panels.get(value)
              ) : selected === value ? (
                <TabLoading label={label} />
              ) : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Container>
    </Box>
  );
}
