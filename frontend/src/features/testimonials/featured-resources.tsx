// Featured Resources (docs/PRODUCT-RULES.md, Testimonials and Resources):
// the entries come from the admin's Content tab. A resource with a file gets
// a Download link to it; one without says "Coming soon" instead of leading
// to a file that does not exist.
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { BookOpen, Download, FileAudio, FileText, Hourglass, Music, Video } from 'lucide-react';
import { LinkButton } from '../../components/link-button';
import { useSiteContent } from '../../lib/site-content';

const ICONS: Record<string, typeof FileText> = {
  PDF: FileText,
  Video: Video,
  'Sheet Music': Music,
  eBook: BookOpen,
  Recording: FileAudio,
  Audio: FileAudio,
};

export const COMING_SOON = 'Coming soon';

export function FeaturedResources() {
  const resources = useSiteContent()?.resources ?? [];

  return (
    <Stack as="section" aria-labelledby="resources-heading" gap="8" py={{ base: 12, md: 16 }}>
      <Stack gap="3" textAlign="center">
        <Heading as="h2" id="resources-heading" size={{ base: '2xl', md: '3xl' }}>
          Featured Resources
        </Heading>
        <Text color="fg.muted" maxW="2xl" mx="auto">
          Free learning materials for our students and community.
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {resources.map((resource) => {
          const Icon = ICONS[resource.type] ?? FileText;
          return (
            <Card.Root as="article" key={resource.slug} variant="outline" aria-labelledby={`resource-${resource.slug}`}>
              <Card.Body gap="3">
                <HStack justify="space-between">
                  <HStack color="purple.600" _dark={{ color: 'purple.300' }}>
                    <Icon size={22} aria-hidden="true" />
                    <Badge colorPalette="purple" variant="subtle">
                      {resource.type}
                    </Badge>
                  </HStack>
                  {resource.size && (
                    <Text fontSize="sm" color="fg.muted">
                      {resource.size}
                    </Text>
                  )}
                </HStack>
                <Heading as="h3" size="md" id={`resource-${resource.slug}`}>
                  {resource.title}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {resource.description}
                </Text>
              </Card.Body>
              <Card.Footer gap="2">
                {resource.file ? (
                  <LinkButton asChild flex="1" colorPalette="purple" size="sm">
                    <a href={resource.file.url} download={resource.file.name} aria-label={`Download: ${resource.title}`}>
                      <Download aria-hidden="true" />
                      Download
                    </a>
                  </LinkButton>
                ) : (
                  <Button flex="1" variant="outline" size="sm" disabled aria-label={`${resource.title}: ${COMING_SOON}`}>
                    <Hourglass aria-hidden="true" />
                    {COMING_SOON}
                  </Button>
                )}
              </Card.Footer>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
