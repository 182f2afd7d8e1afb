// Admin sign-in: username and password, 'Sign In' / 'Signing in...', the server's
// message (or 'Login failed') in an alert above the form (see docs/PRODUCT-RULES.md).
// An account with a second factor answers a challenge: the code step replaces the form.
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Formik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SESSION_EXPIRED_MESSAGE } from '../../../../contract/messages';
import type { MfaChallenge } from '../../../../contract/mfa-schemas';
import { loginInput, type LoginInput, type LoginResponse } from '../../../../contract/schemas';
import { FormField } from '../../components/form-field';
import { errorMessage } from '../../lib/api-error';
import { FORM_VALIDATION, zodValidate } from '../../lib/formik-zod';
import { login, loginWithPasskey, passkeyLoginOptions } from './admin-client';
import { preloadCounts } from './overview-counts';
import { PasskeySignInButton } from './passkey-sign-in';
import { ADMIN_DASHBOARD_PATH, storeMustChangePassword, storeToken } from './session-storage';
import { HydratingForm } from '../../components/hydrating-form';
import { SecondFactorForm } from './second-factor-form';

const LOGIN_FAILED = 'Login failed';

export function LoginForm({ expired }: { expired: boolean }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);

  function signedIn(answer: LoginResponse): boolean {
    if (!answer?.success || !answer.token) return false;
    storeToken(answer.token);
    storeMustChangePassword(answer.mustChangePassword === true);
    // The overview's counts set off now, beside the dashboard's first render (a new password comes first otherwise).
    if (answer.mustChangePassword !== true) preloadCounts(answer.token);
    void navigate(ADMIN_DASHBOARD_PATH, { replace: true });
    return true;
  }

  async function submit(values: LoginInput) {
    setFailure(null);
    try {
      const answer = await login(values);
      if (answer?.data?.mfa === 'required') return setChallenge(answer.data);
      if (signedIn(answer)) return;
      setFailure(answer?.message || LOGIN_FAILED);
    } catch (error) {
      // 401 wrong password, 429 too many attempts, 400 …: the server's words.
      setFailure(errorMessage(error, LOGIN_FAILED));
    }
  }

  if (challenge) {
    return (
      <SecondFactorForm
        challenge={challenge}
        onSignedIn={(answer) => {
          if (!signedIn(answer)) setFailure(answer?.message || LOGIN_FAILED);
        }}
        onRestart={(message) => {
          setChallenge(null);
          setFailure(message || null);
        }}
      />
    );
  }

  return (
    <Stack gap="5">
      {failure ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      ) : (
        expired && (
          <Alert.Root status="warning" role="status">
            <Alert.Indicator />
            <Alert.Title>{SESSION_EXPIRED_MESSAGE}</Alert.Title>
          </Alert.Root>
        )
      )}
      <Formik<LoginInput> initialValues={{ username: '', password: '' }} validate={zodValidate(loginInput)} onSubmit={submit} {...FORM_VALIDATION}>
        {({ isSubmitting }) => (
          <HydratingForm noValidate>
            <Stack gap="4">
              <FormField name="username" label="Username" autoComplete="username" required />
              <FormField name="password" label="Password" type="password" autoComplete="current-password" required />
              <Button type="submit" colorPalette="purple" width="full" loading={isSubmitting} loadingText="Signing in...">
                Sign In
              </Button>
            </Stack>
          </HydratingForm>
        )}
      </Formik>
      <PasskeySignInButton
        onStart={() => setFailure(null)}
        signIn={async (use) => {
          const { challenge, options } = await passkeyLoginOptions();
          return loginWithPasskey({ challenge, response: await use(options) });
        }}
        onSignedIn={(answer) => {
          if (!signedIn(answer)) setFailure(answer?.message || LOGIN_FAILED);
        }}
        onFailure={setFailure}
        label="Sign in with a passkey"
      />
    </Stack>
  );
}
