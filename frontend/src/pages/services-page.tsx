import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Award, BookOpen, CircleCheck, Church, GraduationCap, HandHeart, Mic, Piano, ShieldCheck, Sparkles, Users, Wallet } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHero } from '../components/page-hero';
import { usePageMeta } from '../components/page-meta';
import { SectionHeading } from '../components/section-heading';
import { formatNaira } from '../../../contract/naira';
import { REASONS } from '../content/services';
import { site } from '../content/site';
import { useSiteContent } from '../lib/site-content';
import { PAGES } from './page-table';
import { LinkButton } from '../components/link-button';

/** The unit of a service paid monthly (contract/default-site-content.ts). */
const MONTHLY_UNIT = 'per month';
const SERVICE_ICONS = [GraduationCap, Users, Church, Mic, Piano, BookOpen];
const REASON_ICONS = [Award, HandHeart, Sparkles, CircleCheck, ShieldCheck, Wallet];

export default function ServicesPage() {
  usePageMeta(PAGES.services);
  // Edited in the admin's Content tab; the published page carries them.
  const services = useSiteContent()?.services ?? [];

  return (
    <>
      <PageHero
        title="Our Services"
        subtitle="From a child's first lesson to a church's whole music ministry: training, coaching and mentorship for every stage."
      />

      <Box as="section" py={{ base: '14', md: '20' }} aria-label="Services and prices">
        <Container maxW="7xl">
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {services.map((s, i) => {
              const Icon = SERVICE_ICONS[i % SERVICE_ICONS.length];
              return (
                <Card.Root key={s.id} id={s.id} variant="elevated" overflow="hidden">
                  <Box h="1.5" bgGradient="to-r" gradientFrom="brand.solid" gradientTo="gold.solid" />
                  <Card.Body gap="4">
                    <Flex boxSize="12" rounded="xl" bg="brand.muted" color="brand.fg" align="center" justify="center">
                      <Icon size={24} aria-hidden="true" />
                    </Flex>
                    <Heading as="h2" size="xl" fontFamily="heading">
                      {s.title}
                    </Heading>
                    <Text color="fg.muted">{s.description}</Text>
                    <Box>
                      <Heading as="h3" size="sm" mb="2">
                        What&apos;s Included
                      </Heading>
                      <List.Root gap="1.5" variant="plain" fontSize="sm">
                        {s.features.map((f) => (
                          <List.Item key={f} alignItems="flex-start">
                            <List.Indicator asChild color="green.fg" mt="0.5">
                              <CircleCheck size={16} aria-hidden="true" />
                            </List.Indicator>
                            {f}
                          </List.Item>
                        ))}
                      </List.Root>
                    </Box>
                  </Card.Body>
                  <Card.Footer flexDirection="column" alignItems="stretch" gap="3" borderTopWidth="1px" pt="4">
                    <Text data-testid={`price-${s.id}`}>
                      {s.price > 0 && (
                        <Text as="span" color="fg.muted" fontSize="sm">
                          From{' '}
                        </Text>
                      )}
                      <Text as="span" fontWeight="bold" fontSize="2xl" color="brand.fg">
                        {formatNaira(s.price)}
                      </Text>
                      {s.price > 0 && (
                        <Text as="span" color="fg.muted" fontSize="sm">
                          {' '}
                          {s.unit}
                        </Text>
                      )}
                    </Text>
                    <LinkButton asChild colorPalette="brand">
                      <RouterLink to="/book-a-trial" aria-label={`Book a free trial of ${s.title}`}>
                        Book a free trial
                      </RouterLink>
                    </LinkButton>
                    {/* A service paid by the month is taught in the monthly programmes (docs/PRODUCT-RULES.md, Monthly programmes). */}
                    {s.unit === MONTHLY_UNIT && (
                      <LinkButton asChild variant="subtle" colorPalette="brand">
                        <RouterLink to={PAGES.programmes.path} aria-label={`Monthly programmes: ${s.title}`}>
                          Monthly programmes
                        </RouterLink>
                      </LinkButton>
                    )}
                    <LinkButton asChild variant="outline" colorPalette="brand">
                      <RouterLink to="/contact" aria-label={`Get Started with ${s.title}`}>
                        Get Started
                      </RouterLink>
                    </LinkButton>
                  </Card.Footer>
                </Card.Root>
              );
            })}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" py={{ base: '14', md: '20' }} bg="bg.subtle" aria-labelledby="reasons-title">
        <Container maxW="6xl">
          <SectionHeading id="reasons-title" title={`Why Choose ${site.shortName}?`} lead="Six reasons families, choirs and churches trust us." />
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
            {REASONS.map((r, i) => {
              const Icon = REASON_ICONS[i];
              return (
                <Flex key={r.title} gap="4" align="flex-start">
                  <Flex boxSize="10" flexShrink={0} rounded="full" bg="gold.muted" color="gold.fg" align="center" justify="center">
                    <Icon size={20} aria-hidden="true" />
                  </Flex>
                  <Stack gap="1">
                    <Heading as="h3" size="md">
                      {r.title}
                    </Heading>
                    <Text color="fg.muted" fontSize="sm">
                      {r.text}
                    </Text>
                  </Stack>
                </Flex>
              );
            })}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" py={{ base: '14', md: '20' }} bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.950" color="white" aria-labelledby="services-cta">
        <Container maxW="3xl" textAlign="center">
          <Heading as="h2" id="services-cta" fontFamily="heading" fontSize={{ base: '2xl', md: '4xl' }} mb="4">
            Not sure where to start?
          </Heading>
          <Text color="brand.100" mb="8">
            Tell us about your goals and we will recommend the right programme, or join one of our upcoming workshops.
          </Text>
          <Flex gap="4" justify="center" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
            <LinkButton asChild size="lg" colorPalette="gold">
              <RouterLink to="/book-a-trial">Book a Free Trial</RouterLink>
            </LinkButton>
            <LinkButton asChild size="lg" colorPalette="gold" variant="subtle">
              <RouterLink to={PAGES.programmes.path}>Monthly Programmes</RouterLink>
            </LinkButton>
            <LinkButton asChild size="lg" colorPalette="gold" variant="subtle">
              <RouterLink to="/contact">Contact Us Today</RouterLink>
            </LinkButton>
            <LinkButton asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.800" _hover={{ bg: 'whiteAlpha.200' }}>
              <RouterLink to="/events">View Upcoming Events</RouterLink>
            </LinkButton>
          </Flex>
        </Container>
      </Box>
    </>
  );
}
