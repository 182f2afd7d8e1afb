// The Accounts tab's "Second factor for every admin" (docs/PRODUCT-RULES.md, Admin
// sign-in): the owner's policy, off on a fresh install. Turning it on or off is one
// of the riskiest actions: the server asks "Confirm it's you" first (admin-client.ts).
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import useSWR from 'swr';
import type { SecurityPolicyResponse } from '../../../../contract/admin-security';
import { errorMessage } from '../../lib/api-error';
import { useAdminSession } from './admin-session';
import { runMutation } from './run-mutation';

export const POLICY_LABEL = 'Every admin must use a passkey or a code';
export const TURN_ON = 'Require a second factor of every admin';
export const TURN_OFF = 'Stop requiring a second factor';

export function SecurityPolicyCard() {
  const { token, client } = useAdminSession();
  const policy = useSWR<SecurityPolicyResponse['data'], unknown>(['admin', 'security-policy', token], () => client.securityPolicy());
  const [saving, setSaving] = useState(false);

  async function save(requireSecondFactor: boolean) {
    setSaving(true);
    const outcome = await runMutation(() => client.saveSecurityPolicy({ requireSecondFactor }), 'Saved');
    setSaving(false);
    if (outcome.ok) void policy.mutate();
  }

  return (
    <Card.Root as="section" aria-labelledby="security-policy-heading">
      <Card.Header>
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="md" id="security-policy-heading">
            Second factor for every admin
          </Heading>
          {policy.data && <Badge colorPalette={policy.data.requireSecondFactor ? 'green' : 'gray'}>{policy.data.requireSecondFactor ? 'Required' : 'Not required'}</Badge>}
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          When on, an admin who signs in with a password alone can do nothing but add a passkey or an authenticator app to their account. Add one to your own
          account first.
        </Text>
      </Card.Header>
      <Card.Body>
        {policy.isLoading ? (
          <Spinner aria-label="Loading the policy" />
        ) : policy.error ? (
          <Text color="fg.error">{errorMessage(policy.error, 'Could not load the policy.')}</Text>
        ) : (
          <Stack gap="3" alignItems="start">
            <Text>{policy.data?.requireSecondFactor ? `${POLICY_LABEL}: on.` : `${POLICY_LABEL}: off. A password alone still signs an admin in.`}</Text>
            {policy.data?.requireSecondFactor ? (
              <Button variant="outline" loading={saving} onClick={() => void save(false)}>
                {TURN_OFF}
              </Button>
            ) : (
              <Button colorPalette="purple" loading={saving} onClick={() => void save(true)}>
                {TURN_ON}
              </Button>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
