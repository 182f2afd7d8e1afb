// The Accounts tab's "Two-step sign-in" (docs/PRODUCT-RULES.md, Admin sign-in): my
// second factors with when each was last used, setting up an authenticator app or
// adding a passkey, the recovery codes once, and removing a factor.
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import useSWR from 'swr';
import type { FactorView, FactorsResponse, TotpSetup } from '../../../../contract/mfa-schemas';
import { errorMessage } from '../../lib/api-error';
import { useAdminSession } from './admin-session';
import { RecoveryCodesNotice } from './recovery-codes-notice';
import { runMutation } from './run-mutation';
import { PasskeyAddForm } from './passkey-add';
import { TotpSetupForm } from './totp-setup';
import { formatMoment } from './when';

export const SET_UP_APP = 'Set up an authenticator app';
export const ADD_PASSKEY = 'Add a passkey';

function FactorRow({ factor, onRemoved }: { factor: FactorView; onRemoved: () => void }) {
  const { client } = useAdminSession();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  async function remove() {
    setRemoving(true);
    const outcome = await runMutation(() => client.removeFactor(factor.id), 'Removed');
    setRemoving(false);
    setConfirming(false);
    if (outcome.ok) onRemoved();
  }
  return (
    <List.Item borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="2">
        <HStack gap="2">
          <Text fontWeight="semibold">{factor.label}</Text>
          <Badge size="sm">{factor.type === 'passkey' ? 'Passkey' : 'Authenticator app'}</Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Added {formatMoment(factor.createdAt)} · {factor.lastUsedAt ? `last used ${formatMoment(factor.lastUsedAt)}` : 'not used to sign in yet'}
        </Text>
        {confirming ? (
          <HStack gap="2" wrap="wrap">
            <Button size="sm" colorPalette="red" loading={removing} onClick={() => void remove()}>
              Remove {factor.type === 'passkey' ? `passkey ${factor.label}` : factor.label.toLowerCase()}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </HStack>
        ) : (
          <Button alignSelf="start" size="sm" variant="outline" colorPalette="red" aria-label={`Remove ${factor.type === 'passkey' ? `passkey ${factor.label}` : factor.label.toLowerCase()}`} onClick={() => setConfirming(true)}>
            Remove
          </Button>
        )}
      </Stack>
    </List.Item>
  );
}

export function TwoStepCard() {
  const { token, client } = useAdminSession();
  const factors = useSWR<FactorsResponse['data'], unknown>(['admin', 'factors', token], () => client.listFactors());
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [addingPasskey, setAddingPasskey] = useState(false);
  const [starting, setStarting] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [startError, setStartError] = useState<string | null>(null);

  async function start() {
    setStarting(true);
    setStartError(null);
    try {
      setSetup(await client.startTotp());
    } catch (error) {
      setStartError(errorMessage(error, 'Could not start the setup. Please try again.'));
    } finally {
      setStarting(false);
    }
  }

  const list = factors.data?.factors ?? [];
  return (
    <Card.Root as="section" aria-labelledby="two-step-heading">
      <Card.Header>
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="md" id="two-step-heading">
            Two-step sign-in
          </Heading>
          {factors.data && <Badge colorPalette={list.length ? 'green' : 'gray'}>{list.length ? 'On' : 'Off'}</Badge>}
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          After your password, a code from an app on your phone or a passkey: a stolen or guessed password alone no longer opens the admin. A passkey
          also signs you in on its own, with no username or password.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {recoveryCodes && <RecoveryCodesNotice codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />}
          {factors.isLoading ? (
            <Spinner aria-label="Loading sign-in factors" />
          ) : factors.error ? (
            <Text color="fg.error">{errorMessage(factors.error, 'Could not load your sign-in factors.')}</Text>
          ) : (
            list.length > 0 && (
              <Stack gap="2">
                <List.Root gap="2" listStyleType="none" aria-label="My sign-in factors">
                  {list.map((factor) => (
                    <FactorRow key={factor.id} factor={factor} onRemoved={() => void factors.mutate()} />
                  ))}
                </List.Root>
                <Text fontSize="sm" color="fg.muted">
                  Recovery codes left: {factors.data?.recoveryCodesLeft ?? 0} of 10
                </Text>
              </Stack>
            )
          )}
          {setup ? (
            <TotpSetupForm
              setup={setup}
              onCancel={() => setSetup(null)}
              onConfirmed={(answer) => {
                setSetup(null);
                if (answer.data.recoveryCodes) setRecoveryCodes(answer.data.recoveryCodes);
                void factors.mutate();
              }}
            />
          ) : addingPasskey ? (
            <PasskeyAddForm
              onCancel={() => setAddingPasskey(false)}
              onAdded={(answer) => {
                setAddingPasskey(false);
                if (answer.data.recoveryCodes) setRecoveryCodes(answer.data.recoveryCodes);
                void factors.mutate();
              }}
            />
          ) : (
            <Stack gap="2" alignItems="start">
              {startError && <Text color="fg.error">{startError}</Text>}
              <HStack gap="2" wrap="wrap">
                <Button variant={list.length ? 'outline' : 'solid'} colorPalette="purple" loading={starting} onClick={() => void start()}>
                  {list.some((f) => f.type === 'totp') ? 'Add another authenticator app' : SET_UP_APP}
                </Button>
                <Button variant="outline" colorPalette="purple" onClick={() => setAddingPasskey(true)}>
                  {ADD_PASSKEY}
                </Button>
              </HStack>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
