// The Forms tab: contact messages and registrations, 50 at a time with "Load
// more", deletable without a confirm; a search (name, email or phone) and an
// event filter answered by the server, and a CSV of everything that matches
// them, fetched page by page (docs/PRODUCT-RULES.md, Admin lists and CSV export).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Download } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { todayInLagos } from '../../../../contract/dates';
import type { AdminResource } from '../../../../contract/routes';
import { useAdminSession } from './admin-session';
import { ContactsTable } from './contacts-table';
import { exportPeopleData } from './export-data';
import { allPages, buildCsv, downloadCsv, type CsvColumn } from './csv';
import { LoadMore, SearchBox, useSettled } from './list-controls';
import { ListState } from './list-state';
import { PaymentTotalsTable } from './payment-totals-card';
import { RegistrationsTable } from './registrations-table';
import { contactCsvColumns, registrationCsvColumns } from './submission-columns';
import { ALL_EVENTS, eventOptions, registrationFilters } from './submission-filters';
import { useAdminCounts, useAdminList, type AdminRow, type ListFilters } from './use-admin-list';
import { useDeleteSubmission } from './use-delete-submission';
import { useEventTitles } from './use-event-titles';
import { WaitlistPanel } from './waitlist-panel';

function Shown({ shown, total, filtered }: { shown: number; total: number | undefined; filtered: boolean }) {
  const text = filtered ? `${shown} matching loaded` : total === undefined || shown === total ? `${shown} loaded` : `${shown} of ${total} loaded`;
  return (
    <Text fontSize="sm" color="fg.muted" aria-live="polite">
      {text}
    </Text>
  );
}

/** The export button: every page of the list under the current filters, then one file. */
function ExportButton<R extends 'contacts' | 'registrations'>(props: {
  resource: R;
  filters: ListFilters;
  columns: readonly CsvColumn<AdminRow[R]>[];
  filename: string;
  label: string;
  disabled: boolean;
}) {
  const { client } = useAdminSession();
  const [progress, setProgress] = useState<number | null>(null);
  const run = async () => {
    setProgress(0);
    // People's data: the server may ask "Confirm it's you" first (a stepUp route); giving up stops the export.
    await exportPeopleData(client, { kind: props.resource }, async () => {
      const resource: AdminResource = props.resource;
      const rows = await allPages((cursor) => client.list(resource, { ...props.filters, cursor }), setProgress);
      downloadCsv(props.filename, buildCsv(props.columns, rows as AdminRow[R][]));
    });
    setProgress(null);
  };
  return (
    <Button
      size="sm"
      flexShrink={0}
      variant="outline"
      disabled={props.disabled}
      loading={progress !== null}
      loadingText={`Exporting… ${progress ?? 0} rows`}
      onClick={() => void run()}
    >
      <Download aria-hidden /> {props.label}
    </Button>
  );
}

export function FormsTab() {
  const [contactQuery, setContactQuery] = useState('');
  const [registrationQuery, setRegistrationQuery] = useState('');
  const [eventFilter, setEventFilter] = useState(ALL_EVENTS);
  const contactFilters = { search: useSettled(contactQuery).trim() };
  const registrationFilter = registrationFilters(useSettled(registrationQuery), eventFilter);
  const contacts = useAdminList('contacts', contactFilters);
  const registrations = useAdminList('registrations', registrationFilter);
  const { counts } = useAdminCounts();
  const { events, eventTitle } = useEventTitles();
  const eventOf = (id: string) => events.find((e) => e.id === id);
  const filteredEvent = eventFilter === ALL_EVENTS ? undefined : eventOf(eventFilter);
  const deleteContact = useDeleteSubmission('contacts');
  const deleteRegistration = useDeleteSubmission('registrations');
  const eventSelectId = useId();
  const options = useMemo(() => eventOptions(events, registrations.items), [events, registrations.items]);
  const contactsFiltered = Boolean(contactFilters.search);
  const registrationsFiltered = Boolean(registrationFilter.search || registrationFilter.eventId);

  const stamp = todayInLagos();

  return (
    <Stack gap="10">
      <Box as="section" aria-labelledby="all-contacts">
        <Flex justify="space-between" align={{ lg: 'center' }} direction={{ base: 'column', lg: 'row' }} gap="3" mb="3">
          <Heading as="h2" size="md" id="all-contacts">
            Contact Messages
          </Heading>
          <Flex gap="2" align="center" wrap={{ base: 'wrap', md: 'nowrap' }}>
            <SearchBox
              label="Search messages by name, email or phone"
              placeholder="Search name, email or phone"
              value={contactQuery}
              onChange={setContactQuery}
            />
            <ExportButton
              resource="contacts"
              filters={contactFilters}
              columns={contactCsvColumns}
              filename={`contacts-${stamp}.csv`}
              label="Export contacts CSV"
              disabled={contacts.items.length === 0}
            />
          </Flex>
        </Flex>
        <ListState list={contacts} emptyMessage={contactsFiltered ? 'No contact messages match your search' : 'No contact messages yet'} what="contact messages">
          <Shown shown={contacts.items.length} total={counts?.contacts} filtered={contactsFiltered} />
          <ContactsTable items={contacts.items} onDelete={(id) => void deleteContact(id)} />
        </ListState>
        <LoadMore list={contacts} what="contact messages" />
      </Box>

      <Box as="section" aria-labelledby="all-registrations">
        <Flex justify="space-between" align={{ lg: 'center' }} direction={{ base: 'column', lg: 'row' }} gap="3" mb="3">
          <Heading as="h2" size="md" id="all-registrations">
            Event Registrations
          </Heading>
          <Flex gap="2" align="center" wrap={{ base: 'wrap', md: 'nowrap' }}>
            <SearchBox
              label="Search registrations by name, email or phone"
              placeholder="Search name, email or phone"
              value={registrationQuery}
              onChange={setRegistrationQuery}
            />
            <label htmlFor={eventSelectId}>
              <Text as="span" srOnly>
                Filter by event
              </Text>
            </label>
            <NativeSelect.Root size="sm" flex={{ base: '1 1 100%', md: '0 0 14rem' }}>
              <NativeSelect.Field id={eventSelectId} value={eventFilter} onChange={(e) => setEventFilter(e.target.value)}>
                <option value={ALL_EVENTS}>All events</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <ExportButton
              resource="registrations"
              filters={registrationFilter}
              columns={registrationCsvColumns(eventTitle, eventOf)}
              filename={`registrations-${stamp}.csv`}
              label="Export registrations CSV"
              disabled={registrations.items.length === 0}
            />
          </Flex>
        </Flex>
        {/* One event chosen: its waitlist above its registrations (docs/PRODUCT-RULES.md, Waitlist). */}
        {filteredEvent && <WaitlistPanel event={filteredEvent} />}
        <ListState
          list={registrations}
          emptyMessage={registrationsFiltered ? 'No registrations match your filters' : 'No event registrations yet'}
          what="event registrations"
        >
          <Shown shown={registrations.items.length} total={counts?.registrations} filtered={registrationsFiltered} />
          <PaymentTotalsTable registrations={registrations.items} eventTitle={eventTitle} />
          <RegistrationsTable items={registrations.items} eventTitle={eventTitle} eventOf={eventOf} onDelete={(id) => void deleteRegistration(id)} />
        </ListState>
        <LoadMore list={registrations} what="event registrations" />
      </Box>
    </Stack>
  );
}
