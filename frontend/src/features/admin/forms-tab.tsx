// The Forms tab: every contact message and registration, deletable without a
// confirm; beyond the brief: text and event filters and a CSV of what is shown
// (docs/PRODUCT-RULES.md, Admin lists and CSV export).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Download } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { todayInLagos } from '../../../../contract/dates';
import { ContactsTable } from './contacts-table';
import { buildCsv, downloadCsv } from './csv';
import { ListState } from './list-state';
import { PaymentTotalsTable } from './payment-totals-card';
import { RegistrationsTable } from './registrations-table';
import { contactCsvColumns, registrationCsvColumns } from './submission-columns';
import { ALL_EVENTS, filterContacts, filterRegistrations } from './submission-filters';
import { useAdminList } from './use-admin-list';
import { useDeleteSubmission } from './use-delete-submission';
import { useEventTitles } from './use-event-titles';

function SearchBox({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <Input
      type="search"
      size="sm"
      flex={{ base: '1 1 100%', md: '0 0 18rem' }}
      placeholder="Search name, email or phone"
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function Shown({ shown, total }: { shown: number; total: number }) {
  return (
    <Text fontSize="sm" color="fg.muted" aria-live="polite">
      {shown === total ? `${total} in all` : `${shown} of ${total} shown`}
    </Text>
  );
}

export function FormsTab() {
  const contacts = useAdminList('contacts');
  const registrations = useAdminList('registrations');
  const { events, eventTitle } = useEventTitles();
  const deleteContact = useDeleteSubmission('contacts');
  const deleteRegistration = useDeleteSubmission('registrations');
  const [contactQuery, setContactQuery] = useState('');
  const [registrationQuery, setRegistrationQuery] = useState('');
  const [eventFilter, setEventFilter] = useState(ALL_EVENTS);
  const eventSelectId = useId();

  const shownContacts = useMemo(() => filterContacts(contacts.items, contactQuery), [contacts.items, contactQuery]);
  const shownRegistrations = useMemo(
    () => filterRegistrations(registrations.items, registrationQuery, eventFilter),
    [registrations.items, registrationQuery, eventFilter],
  );
  // Events that exist plus ids only registrations know (e.g. the default workshop).
  const eventOptions = useMemo(() => {
    const options = new Map(events.map((e) => [e.id, e.title]));
    for (const r of registrations.items) if (!options.has(r.eventId)) options.set(r.eventId, r.eventId);
    return [...options].map(([value, label]) => ({ value, label }));
  }, [events, registrations.items]);

  const stamp = todayInLagos();

  return (
    <Stack gap="10">
      <Box as="section" aria-labelledby="all-contacts">
        <Flex justify="space-between" align={{ lg: 'center' }} direction={{ base: 'column', lg: 'row' }} gap="3" mb="3">
          <Heading as="h2" size="md" id="all-contacts">
            Contact Messages
          </Heading>
          <Flex gap="2" align="center" wrap={{ base: 'wrap', md: 'nowrap' }}>
            <SearchBox label="Search messages by name, email or phone" value={contactQuery} onChange={setContactQuery} />
            <Button
              size="sm"
              flexShrink={0}
              variant="outline"
              disabled={shownContacts.length === 0}
              onClick={() => downloadCsv(`contacts-${stamp}.csv`, buildCsv(contactCsvColumns, shownContacts))}
            >
              <Download aria-hidden /> Export contacts CSV
            </Button>
          </Flex>
        </Flex>
        <ListState list={contacts} emptyMessage="No contact messages yet" what="contact messages">
          <Shown shown={shownContacts.length} total={contacts.items.length} />
          {shownContacts.length === 0 ? (
            <Text py="6" textAlign="center" color="fg.muted">
              No contact messages match your search
            </Text>
          ) : (
            <ContactsTable items={shownContacts} onDelete={(id) => void deleteContact(id)} />
          )}
        </ListState>
      </Box>

      <Box as="section" aria-labelledby="all-registrations">
        <Flex justify="space-between" align={{ lg: 'center' }} direction={{ base: 'column', lg: 'row' }} gap="3" mb="3">
          <Heading as="h2" size="md" id="all-registrations">
            Event Registrations
          </Heading>
          <Flex gap="2" align="center" wrap={{ base: 'wrap', md: 'nowrap' }}>
            <SearchBox label="Search registrations by name, email or phone" value={registrationQuery} onChange={setRegistrationQuery} />
            <label htmlFor={eventSelectId}>
              <Text as="span" srOnly>
                Filter by event
              </Text>
            </label>
            <NativeSelect.Root size="sm" flex={{ base: '1 1 100%', md: '0 0 14rem' }}>
              <NativeSelect.Field id={eventSelectId} value={eventFilter} onChange={(e) => setEventFilter(e.target.value)}>
                <option value={ALL_EVENTS}>All events</option>
                {eventOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button
              size="sm"
              flexShrink={0}
              variant="outline"
              disabled={shownRegistrations.length === 0}
              onClick={() => downloadCsv(`registrations-${stamp}.csv`, buildCsv(registrationCsvColumns(eventTitle), shownRegistrations))}
            >
              <Download aria-hidden /> Export registrations CSV
            </Button>
          </Flex>
        </Flex>
        <ListState list={registrations} emptyMessage="No event registrations yet" what="event registrations">
          <Shown shown={shownRegistrations.length} total={registrations.items.length} />
          <PaymentTotalsTable registrations={shownRegistrations} eventTitle={eventTitle} />
          {shownRegistrations.length === 0 ? (
            <Text py="6" textAlign="center" color="fg.muted">
              No registrations match your filters
            </Text>
          ) : (
            <RegistrationsTable items={shownRegistrations} eventTitle={eventTitle} onDelete={(id) => void deleteRegistration(id)} />
          )}
        </ListState>
      </Box>
    </Stack>
  );
}
