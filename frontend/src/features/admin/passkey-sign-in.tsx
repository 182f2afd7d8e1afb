// "Sign in with a passkey" (alone, on the sign-in page) and "Use your passkey" (the
// second step): one button that asks the browser for the passkey and sends its answer.
// On an IP address (the local stack's 127.0.0.1) passkeys cannot work: it says where to go.
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { useState, useSyncExternalStore } from 'react';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { AuthenticationResponseJSON } from '../../../../contract/mfa-schemas';
import type { LoginResponse } from '../../../../contract/schemas';
import { errorMessage } from '../../lib/api-error';
import { passkeyAddress, usePasskey } from './passkey-browser';

type Props = {
  label: string;
  /** Fetch what is needed, let `use` ask the browser, and send the answer. */
  signIn: (use: (options: PublicKeyCredentialRequestOptionsJSON) => Promise<AuthenticationResponseJSON>) => Promise<LoginResponse>;
  onStart: () => void;
  onSignedIn: (answer: LoginResponse) => void;
  onFailure: (message: string) => void;
  variant?: 'outline' | 'solid';
};

/** The page's address does not change while it is open. */
const noChanges = () => () => {};

export function PasskeySignInButton({ label, signIn, onStart, onSignedIn, onFailure, variant = 'outline' }: Props) {
  const [busy, setBusy] = useState(false);
  // The prerendered page (and its hydration) does not know its address: null there, the page's own after.
  const elsewhere = useSyncExternalStore(noChanges, () => passkeyAddress(), () => null);
  if (elsewhere) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Passkeys need a site name, not an IP address: <Link href={elsewhere} textDecoration="underline">
          open this page at localhost
        </Link> to use one.
      </Text>
    );
  }
  async function start() {
    onStart();
    setBusy(true);
    try {
      onSignedIn(await signIn(usePasskey));
    } catch (error) {
      onFailure(errorMessage(error, error instanceof Error ? error.message : 'Login failed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant={variant} colorPalette="purple" width="full" loading={busy} loadingText="Waiting for your passkey..." onClick={() => void start()}>
      {label}
    </Button>
  );
}
