import { Box, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../components/page-meta';
import { LinkButton } from '../components/link-button';

export default function NotFoundPage() {
  usePageMeta({ title: 'Page Not Found', description: 'The page you were looking for could not be found.' });
  return (
    <Flex justify="center" align="center" px="4" py={{ base: '16', md: '24' }} bg="bg.subtle" minH="60vh">
      <Card.Root maxW="md" w="full">
        <Card.Body gap="4">
          <Flex align="center" gap="3">
            <Box color="red.fg">
              <CircleAlert size={32} aria-hidden="true" />
            </Box>
            <Heading as="h1" size="xl">
              404 Page Not Found
            </Heading>
          </Flex>
          <Text color="fg.muted">Did you forget to add the page to the router?</Text>
          <LinkButton asChild colorPalette="brand" alignSelf="flex-start">
            <RouterLink to="/">Back to Home</RouterLink>
          </LinkButton>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
