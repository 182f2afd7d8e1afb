// Featured Resources (docs/PRODUCT-RULES.md). A resource with an uploaded file
// is downloaded (or opened in a new tab) from /media/; one without says
// "Coming soon" and can be requested through the contact form with the
// resource named, so no button leads to a file that does not exist.
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { BookOpen, Clock, Download, ExternalLink, FileAudio, FileText, Mail, Music, Video } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { LinkButton } from '../../components/link-button';
import { toaster } from '../../components/toaster';
import { RESOURCES, resourceRequestPath, type Resource } from '../../content/resources';

const ICONS: Record<string, typeof FileText> = {
  PDF: FileText,
  Video: Video,
  'Sheet Music': Music,
  eBook: BookOpen,
  Recording: FileAudio,
  Audio: FileAudio,
};

/** The six resources by default; the Content tab's list when the site has one. */
export function FeaturedResources({ resources = RESOURCES }: { resources?: readonly Resource[] }) {
  const navigate = useNavigate();

  const request = (resource: Resource) => {
    toaster.create({
      type: 'info',
      title: 'Request this resource',
      description: `Send us a short message and we will email you "${resource.title}" when it is ready.`,
    });
    void navigate(resourceRequestPath(resource));
  };

  return (
    <Stack as="section" aria-labelledby="resources-heading" gap="8" py={{ base: 12, md: 16 }}>
      <Stack gap="3" textAlign="center">
        <Heading as="h2" id="resources-heading" size={{ base: '2xl', md: '3xl' }}>
          Featured Resources
        </Heading>
        <Text color="fg.muted" maxW="2xl" mx="auto">
          Free learning materials for our students and community. Download them, or ask us for one that is coming soon.
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
                  <Text fontSize="sm" color="fg.muted">
                    {resource.size}
                  </Text>
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
                  <>
                    <LinkButton flex="1" colorPalette="purple" size="sm" href={resource.file.url} download={resource.file.name} aria-label={`Download: ${resource.title}`}>
                      <Download aria-hidden="true" />
                      Download
                    </LinkButton>
                    <LinkButton flex="1" variant="outline" size="sm" href={resource.file.url} target="_blank" rel="noopener" aria-label={`Open: ${resource.title} (new tab)`}>
                      <ExternalLink aria-hidden="true" />
                      Open
                    </LinkButton>
                  </>
                ) : (
                  <>
                    <Button flex="1" size="sm" variant="subtle" disabled aria-label={`${resource.title}: coming soon`}>
                      <Clock aria-hidden="true" />
                      Coming soon
                    </Button>
                    <Button flex="1" variant="outline" size="sm" onClick={() => request(resource)} aria-label={`Request: ${resource.title}`}>
                      <Mail aria-hidden="true" />
                      Request it
                    </Button>
                  </>
                )}
              </Card.Footer>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
