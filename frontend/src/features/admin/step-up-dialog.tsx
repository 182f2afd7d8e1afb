// "Confirm it's you" (docs/PRODUCT-RULES.md, Admin sign-in): before the riskiest
// actions (finding or erasing a person's data, refunding, adding or removing an
// admin, the second-factor policy) the server asks for a fresh check, and this
// dialog takes it: the account's passkey ('Use your passkey', beside the code
// field), a code from the authenticator app or a recovery code for an account
// with a second factor, the password for one without. Once it passes, the action
// that asked is sent again (admin-client.ts, confirmed).
import { Alert } from '@chakra-ui/react/alert';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { KeyRound } from 'lucide-react';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SECURITY_MESSAGES, stepUpInput, type StepUpInput, type StepUpMethod } from '../../../../contract/admin-security';
import { MFA_MESSAGES } from '../../../../contract/mfa-schemas';
import { ApiError, errorMessage } from '../../lib/api-error';
import type { AdminClient } from './admin-client';
import { OneTimeCodeField } from './one-time-code-field';
// Not a React hook, whatever its name: the browser's WebAuthn ceremony.
import { usePasskey as passkeyAssertion } from './passkey-browser';

export const STEP_UP_TITLE = 'Confirm it’s you';
export const USE_PASSKEY = 'Use your passkey';

/** The ways typed into the field (a passkey is a button beside it). */
type TypedMethod = Exclude<StepUpMethod, 'passkey'>;

type Props = { client: AdminClient; onDone: (passed: boolean) => void };

/** Mounted while the check is asked for (admin-session.tsx), so each time starts afresh. */
export function StepUpDialog({ client, onDone }: Props) {
  // Which typed ways this account may confirm with (null while the factors load), and whether it has a passkey.
  const [methods, setMethods] = useState<TypedMethod[] | null>(null);
  const [hasPasskey, setHasPasskey] = useState(false);
  const [method, setMethod] = useState<TypedMethod>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'code' | 'passkey' | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    client
      .listFactors()
      .then((data) => {
        if (!live) return;
        const passkey = data.factors.some((f) => f.type === 'passkey');
        const app = data.factors.some((f) => f.type === 'totp');
        const ways: TypedMethod[] = data.factors.length ? [...(app ? (['totp'] as const) : []), ...(data.recoveryCodesLeft ? (['recovery'] as const) : [])] : ['password'];
        setHasPasskey(passkey);
        setMethods(ways);
        if (ways.length) setMethod(ways[0]);
      })
      .catch(() => {
        if (live) setMethods(['password']);
      });
    return () => {
      live = false;
    };
  }, [client]);
  useEffect(() => input.current?.focus(), [method, methods]);

  /** Sends the check; true when it passed (the dialog then closes), else the error is shown. */
  async function send(body: StepUpInput, fallback: string): Promise<void> {
    setError(null);
    try {
      await client.stepUp(body);
      setBusy(null);
      onDone(true);
    } catch (failure) {
      setBusy(null);
      // A 401 already ended the session.
      if (failure instanceof ApiError && failure.status === 401) return onDone(false);
      setError(errorMessage(failure, fallback));
      setValue('');
      input.current?.focus();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!methods?.length) return;
    const body: StepUpInput = method === 'password' ? { method, password: value } : { method, code: value };
    if (!stepUpInput.safeParse(body).success) {
      setError(method === 'password' ? SECURITY_MESSAGES.passwordRequired : method === 'totp' ? MFA_MESSAGES.codeRequired : MFA_MESSAGES.recoveryRequired);
      input.current?.focus();
      return;
    }
    setBusy('code');
    await send(body, method === 'password' ? SECURITY_MESSAGES.wrongPassword : SECURITY_MESSAGES.wrongCode);
  }

  /** The options for my own passkeys, the browser's assertion (@simplewebauthn/browser), then the check. */
  async function withPasskey() {
    setBusy('passkey');
    setError(null);
    let response;
    try {
      response = await passkeyAssertion(await client.stepUpOptions());
    } catch (failure) {
      setBusy(null);
      if (failure instanceof ApiError && failure.status === 401) return onDone(false);
      setError(errorMessage(failure, SECURITY_MESSAGES.passkeyRefused));
      return;
    }
    await send({ method: 'passkey', response }, SECURITY_MESSAGES.passkeyRefused);
  }

  const typed = methods !== null && methods.length > 0;
  const ask = method === 'password' ? 'Enter your password.' : method === 'totp' ? 'Enter the code your authenticator app shows for this site.' : 'Enter one of your recovery codes.';

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onDone(false)} role="alertdialog" placement="center" lazyMount unmountOnExit initialFocusEl={() => input.current}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(e) => void submit(e)} noValidate aria-label={STEP_UP_TITLE} style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{STEP_UP_TITLE}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {methods === null ? (
                  <Spinner aria-label="Loading" />
                ) : (
                  <Stack gap="4">
                    <Text>
                      This action needs a fresh check. {hasPasskey ? (typed ? `Use your passkey, or ${ask[0].toLowerCase()}${ask.slice(1)}` : 'Use your passkey.') : ask} It lasts five minutes.
                    </Text>
                    {error && (
                      <Alert.Root status="error" role="alert">
                        <Alert.Indicator />
                        <Alert.Title>{error}</Alert.Title>
                      </Alert.Root>
                    )}
                    {hasPasskey && (
                      <Button alignSelf="start" variant="outline" onClick={() => void withPasskey()} loading={busy === 'passkey'} loadingText="Waiting for your passkey..." disabled={busy !== null}>
                        <KeyRound aria-hidden /> {USE_PASSKEY}
                      </Button>
                    )}
                    {!typed ? null : method === 'password' ? (
                      <Field.Root required>
                        <Field.Label>
                          Your password
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Input ref={input} type="password" name="password" autoComplete="current-password" value={value} onChange={(e) => setValue(e.target.value)} />
                      </Field.Root>
                    ) : (
                      <OneTimeCodeField ref={input} kind={method} value={value} onChange={setValue} />
                    )}
                    {methods.includes('recovery') && methods.includes('totp') && (
                      <Button
                        alignSelf="start"
                        variant="ghost"
                        size="sm"
                        onClick={() => {
                          setMethod(method === 'totp' ? 'recovery' : 'totp');
                          setValue('');
                          setError(null);
                        }}
                      >
                        {method === 'totp' ? 'Use a recovery code instead' : 'Use the authenticator app instead'}
                      </Button>
                    )}
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => onDone(false)} disabled={busy !== null}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="purple" loading={busy === 'code'} loadingText="Checking..." disabled={!typed || busy === 'passkey'}>
                  Confirm
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
