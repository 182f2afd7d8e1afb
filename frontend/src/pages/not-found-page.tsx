import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { CircleAlert } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../components/page-meta';
import { PAGES } from './page-table';
import { LinkButton } from '../components/link-button';

export default function NotFoundPage() {
  usePageMeta(PAGES.notFound);
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
