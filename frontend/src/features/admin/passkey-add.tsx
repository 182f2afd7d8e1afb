// Adding a passkey (the Accounts tab's "Two-step sign-in"): name it after the device,
// then the browser creates it (fingerprint, face, PIN or security key) and the server
// verifies and stores it. The account's first factor answers its recovery codes, once.
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MFA_MESSAGES, type TotpConfirmResponse } from '../../../../contract/mfa-schemas';
import { ApiError, errorMessage } from '../../lib/api-error';
import { useAdminSession } from './admin-session';
import { createPasskey, passkeyAddress } from './passkey-browser';
import { MUTATION_FAILED } from './run-mutation';

type Props = { onAdded: (answer: TotpConfirmResponse) => void; onCancel: () => void };

export function PasskeyAddForm({ onAdded, onCancel }: Props) {
  const { client } = useAdminSession();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const elsewhere = passkeyAddress();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > 60) {
      setError(MFA_MESSAGES.passkeyNameRequired);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const options = await client.passkeyOptions();
      const response = await createPasskey(options);
      onAdded(await client.addPasskey({ name: trimmed, response }));
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError && failure.status === 401) return;
      setError(errorMessage(failure, failure instanceof Error && !(failure instanceof ApiError) ? failure.message : MUTATION_FAILED));
      input.current?.focus();
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Add a passkey">
      <Stack gap="4" maxW="md">
        {elsewhere && (
          <Text color="fg.error">
            Passkeys need a site name, not an IP address: open this page at{' '}
            <a href={elsewhere} style={{ textDecoration: 'underline' }}>
              localhost
            </a>{' '}
            to add one.
          </Text>
        )}
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>
            Passkey name
            <Field.RequiredIndicator />
          </Field.Label>
          <Input ref={input} name="passkeyName" value={name} maxLength={60} placeholder="e.g. Work laptop" onChange={(e) => setName(e.target.value)} autoComplete="off" />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>The device or key it is on, so you know which one to remove later.</Field.HelperText>}
        </Field.Root>
        <HStack gap="2" wrap="wrap">
          <Button type="submit" colorPalette="purple" loading={busy} loadingText="Waiting for your passkey..." disabled={Boolean(elsewhere)}>
            Create passkey
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
