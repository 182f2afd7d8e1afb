// The door's warning when the session expired: the work goes on on the phone
// (what it is, said by the caller) and waits for a new sign-in.
import { Alert } from '@chakra-ui/react/alert';
import { Link } from '@chakra-ui/react/link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SESSION_EXPIRED_MESSAGE } from '../../../../../contract/messages';
import { EXPIRED_LOGIN_URL } from '../session-storage';

export function SessionExpiredAlert({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{SESSION_EXPIRED_MESSAGE}</Alert.Title>
        <Alert.Description>
          {children}{' '}
          <Link asChild textDecoration="underline">
            <RouterLink to={EXPIRED_LOGIN_URL}>Sign in again</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
