// The Overview tab (docs/PRODUCT-RULES.md, Admin dashboard): four counts from
// the server's counters (never by downloading the lists), then
// the insights' charts (insights/, a chunk of their own, loaded when they come
// near the screen), the five newest contact messages and registrations, each
// deletable; then the provider's notification settings.
import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stat } from '@chakra-ui/react/stat';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useNearView } from '../../lib/use-near-view';
import { ContactsTable } from './contacts-table';
import { ListState } from './list-state';
import { NotificationSettingsCard } from './notification-settings-card';
import { RegistrationsTable } from './registrations-table';
import { useAdminCounts, useAdminList } from './use-admin-list';
import { useDeleteSubmission } from './use-delete-submission';
import { useEventTitles } from './use-event-titles';

export const RECENT_COUNT = 5;

const InsightsPanel = lazy(() => import('./insights/insights-panel'));

function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText aria-label={`${label}: ${value ?? 'loading'}`}>{value ?? '…'}</Stat.ValueText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** What the insights show until their code and figures are in. */
const insightsLoading = (
  <Box py="8" textAlign="center">
    <Spinner aria-label="Loading insights" />
  </Box>
);

/** The charts' code and the stats request go out when the insights come near the screen (on a phone, often at once). */
function InsightsNearView() {
  const { ref, near } = useNearView<HTMLDivElement>();
  return (
    <Box ref={ref} minH="12rem">
      {near ? <Suspense fallback={insightsLoading}><InsightsPanel /></Suspense> : insightsLoading}
    </Box>
  );
}

export function OverviewTab() {
  const { counts } = useAdminCounts();
  // The first page (50, newest first) of each, shared with the Forms tab's unfiltered lists.
  const contacts = useAdminList('contacts');
  const registrations = useAdminList('registrations');
  const { eventTitle } = useEventTitles();
  const deleteContact = useDeleteSubmission('contacts');
  const deleteRegistration = useDeleteSubmission('registrations');

  // The counts and the insights first; the lists and settings below them (off a phone's first screen) in a
  // deferred render, so signing in paints the figures without waiting for the style and layout of the rest.
  const below = useDeferredValue(true, false);

  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <Count label="Total Events" value={counts?.events} />
        <Count label="Contact Messages" value={counts?.contacts} />
        <Count label="Event Registrations" value={counts?.registrations} />
        <Count label="Active Events" value={counts?.activeEvents} />
      </SimpleGrid>

      <InsightsNearView />

      {below && (
        <>
          <Box as="section" aria-labelledby="recent-contacts">
            <Heading as="h2" size="md" mb="3" id="recent-contacts">
              Recent Contact Messages
            </Heading>
            <ListState list={contacts} emptyMessage="No contact messages yet" what="contact messages">
              <ContactsTable items={contacts.items.slice(0, RECENT_COUNT)} onDelete={(id) => void deleteContact(id)} />
            </ListState>
          </Box>

          <Box as="section" aria-labelledby="recent-registrations">
            <Heading as="h2" size="md" mb="3" id="recent-registrations">
              Recent Event Registrations
            </Heading>
            <ListState list={registrations} emptyMessage="No event registrations yet" what="event registrations">
              <RegistrationsTable
                items={registrations.items.slice(0, RECENT_COUNT)}
                eventTitle={eventTitle}
                onDelete={(id) => void deleteRegistration(id)}
              />
            </ListState>
          </Box>

          <NotificationSettingsCard />
        </>
      )}
    </Stack>
  );
}
