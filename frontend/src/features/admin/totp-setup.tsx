// Setting up an authenticator app: scan the QR code (or type the secret), then
// enter the first code it shows to turn it on. The secret is shown only here.
import { Button } from '@chakra-ui/react/button';
import { Code } from '@chakra-ui/react/code';
import { HStack } from '@chakra-ui/react/stack';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MFA_MESSAGES, totpConfirmInput, type TotpConfirmResponse, type TotpSetup as Setup } from '../../../../contract/mfa-schemas';
import { ApiError, errorMessage } from '../../lib/api-error';
import { useAdminSession } from './admin-session';
import { OneTimeCodeField } from './one-time-code-field';
import { MUTATION_FAILED } from './run-mutation';
import { TotpQr } from './totp-qr';

/** The secret in groups of four, as apps show it: easier to type on a phone. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

type Props = { setup: Setup; onConfirmed: (answer: TotpConfirmResponse) => void; onCancel: () => void };

export function TotpSetupForm({ setup, onConfirmed, onCancel }: Props) {
  const { client } = useAdminSession();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLParagraphElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!totpConfirmInput.safeParse({ code }).success) {
      setError(MFA_MESSAGES.codeRequired);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onConfirmed(await client.confirmTotp(code));
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError && failure.status === 401) return;
      setError(errorMessage(failure, MUTATION_FAILED));
      input.current?.focus();
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Set up an authenticator app">
      <Stack gap="4" maxW="md">
        <Text ref={first} tabIndex={-1} outline="none">
          1. In your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…), add an account and scan this code.
        </Text>
        <TotpQr otpauthUrl={setup.otpauthUrl} />
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            Cannot scan? Enter this key in the app instead (time-based):
          </Text>
          <Code aria-label="Setup key" fontSize="md" p="2" wordBreak="break-all" whiteSpace="normal" userSelect="all">
            {grouped(setup.secret)}
          </Code>
        </Stack>
        <Text>2. Enter the 6-digit code the app now shows.</Text>
        <OneTimeCodeField ref={input} kind="totp" value={code} onChange={setCode} error={error} />
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="purple" loading={busy} loadingText="Checking...">
            Turn on two-step sign-in
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
