// The sign-in's second step (docs/PRODUCT-RULES.md, Admin sign-in): after a right
// password, an account with a second factor enters the code from its authenticator
// app, or one of its recovery codes. The server's message on any refusal; a
// challenge that expired (5 minutes) or was used sends the admin back to the password.
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MFA_MESSAGES, loginVerifyInput, type MfaChallenge } from '../../../../contract/mfa-schemas';
import type { LoginResponse } from '../../../../contract/schemas';
import { ApiError, errorMessage } from '../../lib/api-error';
import { verifyLogin } from './admin-client';
import { OneTimeCodeField } from './one-time-code-field';
import { PasskeySignInButton } from './passkey-sign-in';

type Props = { challenge: MfaChallenge; onSignedIn: (answer: LoginResponse) => void; onRestart: (message: string) => void };

export function SecondFactorForm({ challenge, onSignedIn, onRestart }: Props) {
  // An account with passkeys but no authenticator app types only recovery codes.
  const [method, setMethod] = useState<'totp' | 'recovery'>(challenge.methods.includes('totp') ? 'totp' : 'recovery');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The field takes the focus when it appears and when the method changes: the password form just went away.
  useEffect(() => input.current?.focus(), [method]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { challenge: challenge.challenge, method, code };
    const valid = loginVerifyInput.safeParse(body);
    if (!valid.success) {
      setError(method === 'totp' ? MFA_MESSAGES.codeRequired : MFA_MESSAGES.recoveryRequired);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await verifyLogin(body));
    } catch (failure) {
      setBusy(false);
      const message = errorMessage(failure, MFA_MESSAGES.wrongCode);
      if (failure instanceof ApiError && failure.status === 401 && message === MFA_MESSAGES.challengeExpired) return onRestart(message);
      setError(message);
      setCode('');
      input.current?.focus();
    }
  }

  const canUseRecovery = challenge.methods.includes('recovery') && challenge.methods.includes('totp');
  const passkeyOptions = challenge.passkeyOptions;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Two-step sign-in">
      <Stack gap="4">
        {passkeyOptions && (
          <>
            <PasskeySignInButton
              label="Use your passkey"
              variant="solid"
              onStart={() => setError(null)}
              signIn={async (use) => verifyLogin({ challenge: challenge.challenge, method: 'passkey', response: await use(passkeyOptions) })}
              onSignedIn={onSignedIn}
              onFailure={(message) => (message === MFA_MESSAGES.challengeExpired ? onRestart(message) : setError(message))}
            />
            <Text fontSize="sm" color="fg.muted">
              Or enter a code:
            </Text>
          </>
        )}
        <Text>{method === 'totp' ? 'Open your authenticator app and enter the code it shows for this site.' : 'Enter one of the recovery codes you saved when you set up two-step sign-in.'}</Text>
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <OneTimeCodeField ref={input} kind={method} value={code} onChange={setCode} />
        <Button type="submit" colorPalette="purple" width="full" loading={busy} loadingText="Checking...">
          Verify and sign in
        </Button>
        {canUseRecovery && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setMethod(method === 'totp' ? 'recovery' : 'totp');
              setCode('');
              setError(null);
            }}
          >
            {method === 'totp' ? 'Use a recovery code instead' : 'Use the authenticator app instead'}
          </Button>
        )}
        <Button variant="plain" size="sm" onClick={() => onRestart('')}>
          Start again
        </Button>
      </Stack>
    </form>
  );
}
