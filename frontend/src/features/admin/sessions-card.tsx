// The Accounts tab's "My password" and "My sessions" (docs/PRODUCT-RULES.md,
// Admin accounts): a new password ends my other sessions; "Sign out
// everywhere" ends all of them, this one too.
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import useSWR from 'swr';
import type { AdminSessionView } from '../../../../contract/schemas';
import { errorMessage } from '../../lib/api-error';
import { useAdminSession } from './admin-session';
import { ChangePasswordForm } from './change-password-form';
import { runMutation } from './run-mutation';
import { formatMoment } from './when';
import { TableFrame } from './table-frame';

export const SIGN_OUT_EVERYWHERE = 'Sign out everywhere';

export function MyAccountCard() {
  const { token, client, logout } = useAdminSession();
  const sessions = useSWR<AdminSessionView[], unknown>(['admin', 'sessions', token], () => client.listSessions());
  const [leaving, setLeaving] = useState(false);

  async function signOutEverywhere() {
    setLeaving(true);
    const outcome = await runMutation(() => client.endSessions(), 'Signed out everywhere');
    if (outcome.ok) await logout();
    else setLeaving(false);
  }

  return (
    <Card.Root as="section" aria-labelledby="my-account-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="my-account-heading">
          My account
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="8">
          <Stack gap="3">
            <Heading as="h3" size="sm">
              Change my password
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Your other sessions are signed out; this one stays.
            </Text>
            <ChangePasswordForm onChanged={() => void sessions.mutate()} />
          </Stack>
          <Stack gap="3">
            <Heading as="h3" size="sm">
              My sessions
            </Heading>
            {sessions.isLoading ? (
              <Spinner aria-label="Loading sessions" />
            ) : sessions.error ? (
              <Text color="fg.error">{errorMessage(sessions.error, 'Could not load your sessions.')}</Text>
            ) : (
              <TableFrame label="My sessions">
                <Table.Root size="sm" aria-label="My sessions">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Signed in</Table.ColumnHeader>
                      <Table.ColumnHeader>Device</Table.ColumnHeader>
                      <Table.ColumnHeader>Address</Table.ColumnHeader>
                      <Table.ColumnHeader>Ends</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {(sessions.data ?? []).map((s) => (
                      <Table.Row key={s.id}>
                        <Table.Cell whiteSpace="nowrap">
                          {formatMoment(s.createdAt)} {s.current && <Badge colorPalette="purple">This session</Badge>}
                        </Table.Cell>
                        <Table.Cell minW="48" maxW="md" fontSize="xs" whiteSpace="normal" wordBreak="break-word">
                          {s.userAgent ?? 'Unknown'}
                        </Table.Cell>
                        <Table.Cell whiteSpace="nowrap">{s.ip ?? ''}</Table.Cell>
                        <Table.Cell whiteSpace="nowrap">{formatMoment(s.expiresAt)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </TableFrame>
            )}
            <Button alignSelf="start" variant="outline" colorPalette="red" loading={leaving} onClick={() => void signOutEverywhere()}>
              {SIGN_OUT_EVERYWHERE}
            </Button>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
