// /privacy (docs/PRODUCT-RULES.md, People's data): the privacy notice the
// admin edits in the Content tab, how long each kind of data is kept, and
// "See or erase your data". Prerendered like every public page; the notice
// comes with the page's published data, the form works before the app runs.
import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { PageHero } from '../components/page-hero';
import { usePageMeta } from '../components/page-meta';
import { site } from '../content/site';
// Loaded with the page, not lazily: the prerendered form is on screen at once.
import { PrivacyNotice, RetentionPart } from '../features/privacy/privacy-notice';
import { PrivacyRequestForm } from '../features/privacy/privacy-request-form';
import { useSiteContent } from '../lib/site-content';
import { PAGES } from './page-table';

export default function PrivacyPage() {
  usePageMeta(PAGES.privacy);
  // Absent only on a page rendered without data (the build, before the publisher ran).
  const content = useSiteContent();

  return (
    <>
      <PageHero title="Privacy Notice" subtitle="What we do with your personal data, and what you can do about it." />

      <Box as="section" py={{ base: '10', md: '16' }} aria-label="Privacy notice">
        <Container maxW="3xl">
          <Stack gap="8" lineHeight="1.7">
            {content && <PrivacyNotice notice={content.privacy} contact={content.contact} provider={site.name} />}
            <RetentionPart />
          </Stack>
        </Container>
      </Box>

      <Box as="section" id="your-data" py={{ base: '10', md: '16' }} bg="bg.subtle" aria-labelledby="your-data-title">
        <Container maxW="3xl">
          <Card.Root>
            <Card.Body gap="4">
              <Heading as="h2" id="your-data-title" fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }}>
                See or erase your data
              </Heading>
              <Text color="fg.muted">
                Give the email address you used with us. We mail a link to it; the page it opens shows everything we hold about you, lets you download it, stop our news, or
                erase it. No account needed.
              </Text>
              <PrivacyRequestForm />
            </Card.Body>
          </Card.Root>
        </Container>
      </Box>
    </>
  );
}
