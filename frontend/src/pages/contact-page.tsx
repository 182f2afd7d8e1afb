import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { ChevronDown, Clock, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHero } from '../components/page-hero';
import { usePageMeta } from '../components/page-meta';
import { SectionHeading } from '../components/section-heading';
import { mapLink } from '../../../contract/site-content';
// Loaded with the page, not lazily: the prerendered form is on screen at
// once, and a form whose code arrives later could be typed into (or
// natively submitted) before it is live.
import { ContactForm } from '../features/contact/contact-form';
import { LazyMap } from '../features/contact/lazy-map';
import { fullAddress, telHref, useSiteContent } from '../lib/site-content';
import { PAGES } from './page-table';
import { LinkButton } from '../components/link-button';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card.Root variant="elevated" textAlign="center">
      <Card.Body gap="3" alignItems="center">
        <Flex boxSize="12" rounded="full" bg="brand.muted" color="brand.fg" align="center" justify="center" aria-hidden="true">
          {icon}
        </Flex>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Stack gap="1" fontSize="sm" color="fg.muted">
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export default function ContactPage() {
  usePageMeta(PAGES.contact);
  // Edited in the admin's Content tab; absent only on a page rendered without data.
  const content = useSiteContent();
  const contact = content?.contact;

  return (
    <>
      <PageHero title="Get in Touch" subtitle="Questions about lessons, choir training or workshops? We would love to hear from you." />

      <Box as="section" py={{ base: '12', md: '16' }} aria-label="Contact details">
        <Container maxW="6xl">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
            <InfoCard icon={<MapPin size={22} />} title="Visit Us">
              <Text>{contact?.addressLine1}</Text>
              <Text>{contact?.addressLine2}</Text>
            </InfoCard>
            <InfoCard icon={<Phone size={22} />} title="Call Us">
              {contact?.phones.map((p) => (
                <Link key={p} href={telHref(p)} color="brand.fg" justifyContent="center">
                  {p}
                </Link>
              ))}
            </InfoCard>
            <InfoCard icon={<Mail size={22} />} title="Email Us">
              {contact?.emails.map((e) => (
                <Link key={e} href={`mailto:${e}`} color="brand.fg" justifyContent="center" wordBreak="break-all">
                  {e}
                </Link>
              ))}
            </InfoCard>
            <InfoCard icon={<Clock size={22} />} title="Office Hours">
              {contact?.officeHours.map((h) => (
                <Text key={h.days}>
                  {h.days}: {h.hours}
                </Text>
              ))}
            </InfoCard>
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" id="contact" py={{ base: '12', md: '16' }} bg="bg.subtle" aria-labelledby="form-title">
        <Container maxW="6xl">
          <SimpleGrid columns={{ base: 1, lg: 5 }} gap="8">
            <Card.Root gridColumn={{ lg: 'span 3' }}>
              <Card.Body>
                <Heading as="h2" id="form-title" fontFamily="heading" size="2xl" mb="2">
                  Send Us a Message
                </Heading>
                <Text color="fg.muted" mb="6">
                  Fill in the form and we will reply within one working day.
                </Text>
                <ContactForm />
              </Card.Body>
            </Card.Root>
            {contact && (
              <Stack gridColumn={{ lg: 'span 2' }} gap="5">
                <Heading as="h2" fontFamily="heading" size="xl">
                  Our Location
                </Heading>
                <Flex gap="2" align="flex-start" color="fg.muted">
                  <Box color="brand.fg" mt="0.5" aria-hidden="true">
                    <MapPin size={18} />
                  </Box>
                  <Text as="address" fontStyle="normal">
                    {fullAddress(contact)}
                  </Text>
                </Flex>
                <LazyMap contact={contact} />
                <LinkButton asChild variant="outline" colorPalette="brand" alignSelf="flex-start">
                  <a href={mapLink(contact.mapLocation)} target="_blank" rel="noopener noreferrer">
                    Open in Google Maps <ExternalLink aria-hidden="true" />
                    <Box as="span" srOnly>
                      (opens in a new tab)
                    </Box>
                  </a>
                </LinkButton>
              </Stack>
            )}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" py={{ base: '12', md: '16' }} aria-labelledby="faq-title">
        <Container maxW="3xl">
          <SectionHeading id="faq-title" title="Frequently Asked Questions" />
          <Flex justify="center" mb="6">
            <LinkButton asChild colorPalette="brand" size="lg">
              <RouterLink to="/book-a-trial">Book a free trial lesson</RouterLink>
            </LinkButton>
          </Flex>
          {/* <details>: each answer opens with no script at all, before the app runs as after. */}
          <Stack gap="0" borderWidth="1px" rounded="l2" overflow="hidden">
            {content?.faq.map((item) => (
              <chakra.details
                key={item.question}
                borderTopWidth="1px"
                _first={{ borderTopWidth: '0' }}
                css={{ '&[open] [data-part=indicator]': { transform: 'rotate(180deg)' } }}
              >
                <chakra.summary
                  display="flex"
                  alignItems="center"
                  gap="3"
                  px="4"
                  py="4"
                  fontWeight="semibold"
                  cursor="pointer"
                  listStyleType="none"
                  css={{ '&::-webkit-details-marker': { display: 'none' } }}
                  _hover={{ bg: 'bg.subtle' }}
                >
                  <Box as="span" flex="1" textAlign="start">
                    {item.question}
                  </Box>
                  <Box as="span" data-part="indicator" transition="transform 0.2s" color="fg.muted" aria-hidden="true">
                    <ChevronDown size={18} />
                  </Box>
                </chakra.summary>
                <Box px="4" pb="4" color="fg.muted">
                  {item.answer}
                </Box>
              </chakra.details>
            ))}
          </Stack>
        </Container>
      </Box>
    </>
  );
}
