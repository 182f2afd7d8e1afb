// The admin's People tab (docs/PRODUCT-RULES.md, People's data): find one
// person by email or phone across every record, see what they would see,
// export it as JSON, erase it with a reason (the audit keeps the reason).
import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { Download, Search, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { todayInLagos } from '../../../../contract/dates';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PersonDataView } from '../../components/person-data-view';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/api-error';
import { downloadFile } from '../../lib/download-file';
import { personDataFile, recordCount, type PersonData } from '../../lib/person-data';
import { useAdminSession } from './admin-session';
import { exportPeopleData } from './export-data';

export const PEOPLE_TEXT = {
  empty: 'Enter an email address or a phone number',
  failed: 'The search failed. Please try again.',
  eraseFailed: 'Nothing was erased. Please try again.',
} as const;

export function PeopleTab() {
  const { client } = useAdminSession();
  const [query, setQuery] = useState('');
  const [queryError, setQueryError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [found, setFound] = useState<PersonData | null>(null);
  const [reason, setReason] = useState('');

  const search = async (e: FormEvent) => {
    e.preventDefault();
    const q = query.trim();
    if (!q) return setQueryError(PEOPLE_TEXT.empty);
    setQueryError(null);
    setFailure(null);
    setSearching(true);
    try {
      setFound(await client.findPerson(q));
    } catch (error) {
      setFound(null);
      setFailure(errorMessage(error, PEOPLE_TEXT.failed));
    } finally {
      setSearching(false);
    }
  };

  const erase = async () => {
    if (!found) return;
    try {
      const answer = await client.erasePerson({ email: found.email, reason: reason.trim() });
      const erased = answer.data?.erased;
      toaster.create({ type: 'success', title: answer.message ?? (erased === undefined ? `${found.email} erased` : `${found.email} erased: ${erased} records`) });
      setFound(null);
      setReason('');
    } catch (error) {
      // The reason stays typed for another try.
      toaster.create({ type: 'error', title: 'Not erased', description: errorMessage(error, PEOPLE_TEXT.eraseFailed) });
    }
  };

  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body gap="4">
          <Heading as="h2" size="md">
            People
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Everything held about one person, across orders, tickets, messages, trial bookings, enrolments, the waitlist, mails and consents: what they see with
            their own link.
          </Text>
          <form onSubmit={(e) => void search(e)} noValidate aria-label="Find a person">
            <Flex gap="3" align="flex-end" wrap="wrap">
              <Field.Root invalid={Boolean(queryError)} flex="1" minW="16rem">
                <Field.Label>Email or phone</Field.Label>
                <Input value={query} onChange={(e) => setQuery(e.target.value)} type="search" autoComplete="off" />
                <Field.ErrorText>{queryError}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="purple" loading={searching} loadingText="Searching...">
                <Search aria-hidden="true" /> Find
              </Button>
            </Flex>
          </form>
          {failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{failure}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
        </Card.Body>
      </Card.Root>

      {found && (
        <Card.Root>
          <Card.Body gap="4">
            <Box>
              <Heading as="h2" size="md" wordBreak="break-word">
                {found.email}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {recordCount(found) === 1 ? '1 record' : `${recordCount(found)} records`}
              </Text>
            </Box>
            <Flex gap="3" wrap="wrap">
              <Button variant="outline" onClick={() => void exportPeopleData(client, { kind: 'person', count: recordCount(found) }, () => downloadFile(personDataFile(found, todayInLagos())))}>
                <Download aria-hidden="true" /> Export JSON
              </Button>
              <ConfirmDialog
                trigger={
                  <Button variant="outline" colorPalette="red">
                    <Trash2 aria-hidden="true" /> Erase…
                  </Button>
                }
                title={`Erase ${found.email}?`}
                keepLabel="Keep"
                confirmLabel="Erase"
                busyLabel="Erasing..."
                confirmDisabled={!reason.trim()}
                onConfirm={erase}
              >
                <Stack gap="3">
                  <Text>Every record that names this person is erased or pseudonymised at once; upcoming tickets are cancelled first. This cannot be undone.</Text>
                  <Field.Root required>
                    <Field.Label>
                      Reason <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} />
                    <Field.HelperText>Kept in the audit log with your name; the erased data is not.</Field.HelperText>
                  </Field.Root>
                </Stack>
              </ConfirmDialog>
            </Flex>
            <PersonDataView data={found} headingLevel="h3" />
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
