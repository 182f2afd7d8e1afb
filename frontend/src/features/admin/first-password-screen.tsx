// What an admin added by another admin sees at first sign-in: nothing but
// "choose your own password" (the API refuses everything else from this
// session with 409 until it is done).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useAdminSession } from './admin-session';
import { ChangePasswordForm } from './change-password-form';

export const FIRST_PASSWORD_HEADING = 'Choose your own password';

export function FirstPasswordScreen({ onDone }: { onDone: () => void }) {
  const { logout } = useAdminSession();
  return (
    <Box minH="100dvh" bg="bg.subtle" py={{ base: 6, md: 16 }}>
      <Container maxW="lg">
        <Card.Root as="main">
          <Card.Header>
            <Heading as="h1" size="lg">
              {FIRST_PASSWORD_HEADING}
            </Heading>
            <Text color="fg.muted">You signed in with a first password another admin gave you. Replace it before using the admin.</Text>
          </Card.Header>
          <Card.Body>
            <ChangePasswordForm onChanged={onDone} submitLabel="Save my password" />
          </Card.Body>
          <Card.Footer>
            <Button variant="ghost" size="sm" onClick={() => void logout()}>
              Sign out
            </Button>
          </Card.Footer>
        </Card.Root>
      </Container>
    </Box>
  );
}
