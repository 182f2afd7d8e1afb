// Shown when a route module fails to load (a deploy replaced the hashed
// chunks, or the network dropped) or a page throws.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useRouteError } from 'react-router-dom';

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Box as="main" id="main" maxW="lg" mx="auto" px="6" py="24" textAlign="center">
      <Heading as="h1" size="2xl" mb="4">
        Something went wrong
      </Heading>
      <Text mb="6" color="fg.muted">
        This page could not be shown. Please reload to try again.
      </Text>
      <Button colorPalette="brand" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </Box>
  );
}
