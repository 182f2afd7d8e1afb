// What an admin without a second factor sees while the owner's policy says every
// admin must use a passkey or a code (docs/PRODUCT-RULES.md, Admin sign-in):
// nothing but the Two-step sign-in card (the API answers everything else from
// this session with 409 factorRequired). Once a factor is added, and its recovery
// codes saved, "Continue" opens the admin.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import useSWR from 'swr';
import type { FactorsResponse } from '../../../../contract/mfa-schemas';
import { useAdminSession } from './admin-session';
import { TwoStepCard } from './two-step-card';

export const FACTOR_REQUIRED_HEADING = 'Add a second factor to continue';

export function FactorRequiredScreen() {
  const { token, client, logout, setFactorRequired } = useAdminSession();
  // The card's own list (the same SWR key): it changes as a factor is added.
  const factors = useSWR<FactorsResponse['data'], unknown>(['admin', 'factors', token], () => client.listFactors());
  const added = (factors.data?.factors.length ?? 0) > 0;
  return (
    <Box minH="100dvh" bg="bg.subtle" py={{ base: 6, md: 16 }}>
      <Container maxW="2xl">
        <Stack as="main" gap="6">
          <Stack gap="2">
            <Heading as="h1" size="lg">
              {FACTOR_REQUIRED_HEADING}
            </Heading>
            <Text color="fg.muted">
              Every admin of this site must now sign in with a passkey or a code from an authenticator app, as well as the password. Add one to your account
              below; until then the rest of the admin stays closed to this account.
            </Text>
          </Stack>
          <TwoStepCard />
          <HStack gap="3" wrap="wrap">
            <Button colorPalette="purple" disabled={!added} onClick={() => setFactorRequired(false)}>
              Continue to the admin
            </Button>
            <Button variant="ghost" onClick={() => void logout()}>
              Sign out
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
