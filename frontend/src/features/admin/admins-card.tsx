// The Accounts tab's admin list (docs/PRODUCT-RULES.md, Admin accounts): who
// can sign in, add one with a first password they must replace, remove one
// (the API refuses the last one with a message shown as a toast).
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Spinner } from '@chakra-ui/react/spinner';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import useSWR from 'swr';
import { newAdminInput, type AdminAccount, type NewAdminInput } from '../../../../contract/schemas';
import { FormField } from '../../components/form-field';
import { HydratingForm } from '../../components/hydrating-form';
import { ApiError, errorMessage } from '../../lib/api-error';
import { FORM_VALIDATION, zodValidate } from '../../lib/formik-zod';
import { useAdminSession } from './admin-session';
import { runMutation } from './run-mutation';
import { formatMoment } from './when';
import { TableFrame } from './table-frame';

function AddAdminForm({ onAdded }: { onAdded: () => void }) {
  const { client } = useAdminSession();
  async function submit(values: NewAdminInput, helpers: FormikHelpers<NewAdminInput>) {
    const outcome = await runMutation(() => client.createAdmin(newAdminInput.parse(values)), 'Admin created');
    if (outcome.ok) {
      helpers.resetForm();
      onAdded();
    } else if (outcome.error instanceof ApiError && outcome.error.fieldErrors) {
      helpers.setErrors(outcome.error.fieldErrors);
    }
  }
  return (
    <Formik<NewAdminInput> initialValues={{ username: '', password: '' }} validate={zodValidate(newAdminInput)} onSubmit={submit} {...FORM_VALIDATION}>
      {({ isSubmitting }) => (
        <HydratingForm noValidate aria-label="Add an admin">
          <Stack gap="3" maxW="md">
            <Heading as="h3" size="sm">
              Add an admin
            </Heading>
            <FormField name="username" label="Username" autoComplete="off" required />
            <FormField
              name="password"
              label="First password"
              type="password"
              autoComplete="new-password"
              required
              helperText="Give it to them in person; they must choose their own when they first sign in."
            />
            <Box>
              <Button type="submit" colorPalette="purple" loading={isSubmitting} loadingText="Adding...">
                Add admin
              </Button>
            </Box>
          </Stack>
        </HydratingForm>
      )}
    </Formik>
  );
}

function AdminRow({ admin, onRemoved }: { admin: AdminAccount; onRemoved: (wasMe: boolean) => void }) {
  const { client } = useAdminSession();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  async function remove() {
    setRemoving(true);
    const outcome = await runMutation(() => client.removeAdmin(admin.id), 'Admin removed');
    setRemoving(false);
    setConfirming(false);
    if (outcome.ok) onRemoved(admin.isYou);
  }
  return (
    <Table.Row>
      <Table.Cell fontWeight="semibold">
        <HStack gap="2" wrap="wrap">
          <Text>{admin.username}</Text>
          {admin.isYou && <Badge colorPalette="purple">You</Badge>}
          {admin.mustChangePassword && <Badge colorPalette="orange">First password not changed yet</Badge>}
        </HStack>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatMoment(admin.createdAt)}</Table.Cell>
      <Table.Cell>{admin.createdBy ?? ''}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {confirming ? (
          <HStack justify="end" gap="2">
            <Button size="xs" colorPalette="red" loading={removing} onClick={() => void remove()}>
              {admin.isYou ? 'Remove my account' : `Remove ${admin.username}`}
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </HStack>
        ) : (
          <Button size="xs" variant="outline" colorPalette="red" aria-label={`Remove admin ${admin.username}`} onClick={() => setConfirming(true)}>
            Remove
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

export function AdminsCard() {
  const { token, client, logout } = useAdminSession();
  const { data, error, isLoading, mutate } = useSWR<AdminAccount[], unknown>(['admin', 'admins', token], () => client.listAdmins());
  return (
    <Card.Root as="section" aria-labelledby="admins-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="admins-heading">
          Admins
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Everyone who can sign in to this admin. There is always at least one.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          {isLoading ? (
            <Spinner aria-label="Loading admins" />
          ) : error ? (
            <Text color="fg.error">{errorMessage(error, 'Could not load the admins.')}</Text>
          ) : (
            <TableFrame label="Admins">
              <Table.Root size="sm" aria-label="Admins">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Username</Table.ColumnHeader>
                    <Table.ColumnHeader>Added</Table.ColumnHeader>
                    <Table.ColumnHeader>Added by</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <Text srOnly>Actions</Text>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {(data ?? []).map((admin) => (
                    <AdminRow key={admin.id} admin={admin} onRemoved={(wasMe) => (wasMe ? void logout() : void mutate())} />
                  ))}
                </Table.Body>
              </Table.Root>
            </TableFrame>
          )}
          <AddAdminForm onAdded={() => void mutate()} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
