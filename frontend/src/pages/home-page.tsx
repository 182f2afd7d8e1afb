import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ArrowRight, GraduationCap, Quote, Star, TrendingUp, Users } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { EventPopupLauncher } from '../components/home/event-popup-launcher';
import { usePageMeta } from '../components/page-meta';
import { SectionHeading } from '../components/section-heading';
import { SiteImage } from '../components/site-image';
import { FEATURED_TESTIMONIAL, WHY_CHOOSE } from '../content/home';
import { IMAGES } from '../content/images';
import { site } from '../content/site';
import { scrollToAnchor } from '../lib/scroll';
import { PAGES } from './page-table';
import { LinkButton } from '../components/link-button';
import { NewsSignup } from '../components/news-signup';

const WHY_ICONS = [GraduationCap, Users, TrendingUp];

export default function HomePage() {
  usePageMeta(PAGES.home);

  return (
    <>
      <Box as="section" id="home" position="relative" overflow="hidden" color="white" bg="brand.950" aria-labelledby="home-title">
        <SiteImage
          image={IMAGES.hero}
          alt=""
          priority
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          opacity="0.55"
        />
        <Box position="absolute" inset="0" bgGradient="to-b" gradientFrom="blackAlpha.600" gradientTo="blackAlpha.800" />
        <Container maxW="5xl" position="relative" py={{ base: '20', md: '32' }} textAlign="center">
          <Heading
            as="h1"
            id="home-title"
            fontFamily="heading"
            fontSize={{ base: '4xl', sm: '5xl', md: '6xl', lg: '7xl' }}
            lineHeight="1.1"
            mb="6"
          >
            Music | Ministry | Mentorship
          </Heading>
          <Text fontSize={{ base: 'lg', md: '2xl' }} maxW="3xl" mx="auto" mb="10" color="whiteAlpha.900">
            {site.tagline}
          </Text>
          <Flex gap="4" justify="center" direction={{ base: 'column', sm: 'row' }}>
            <Button size="lg" colorPalette="gold" onClick={() => scrollToAnchor('about')}>
              Discover Our Story
            </Button>
            <Button
              size="lg"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.800"
              _hover={{ bg: 'whiteAlpha.200' }}
              onClick={() => scrollToAnchor('services')}
            >
              Explore Services
            </Button>
          </Flex>
        </Container>
      </Box>

      <Box as="section" id="about" py={{ base: '16', md: '24' }} aria-labelledby="about-title">
        <Container maxW="6xl">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '8', md: '14' }} alignItems="center">
            <SiteImage image={IMAGES.about} rounded="2xl" shadow="lg" w="full" h="auto" />
            <Stack gap="5">
              <Text color="brand.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
                About Us
              </Text>
              <Heading as="h2" id="about-title" fontFamily="heading" fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.2">
                Nurturing musicians for the stage, the church and life
              </Heading>
              <Text color="fg.muted" fontSize="lg">
                For over ten years {site.name} has trained children, young people and adults across Lagos, from first
                piano lessons to worship teams leading thousands. We believe excellent music and a servant heart belong
                together.
              </Text>
              <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start">
                <RouterLink to="/about">
                  Read our story <ArrowRight size={16} aria-hidden="true" />
                </RouterLink>
              </Link>
            </Stack>
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" id="services" py={{ base: '16', md: '24' }} bg="bg.subtle" aria-labelledby="why-title">
        <Container maxW="6xl">
          <SectionHeading
            id="why-title"
            title={`Why Choose ${site.shortName}?`}
            lead="Lessons, choir training, ministry development and mentorship shaped around you."
          />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {WHY_CHOOSE.map((card, i) => {
              const Icon = WHY_ICONS[i];
              return (
                <Card.Root key={card.title} variant="elevated" textAlign="center">
                  <Card.Body gap="4" alignItems="center">
                    <Flex boxSize="14" rounded="full" bg="brand.muted" color="brand.fg" align="center" justify="center">
                      <Icon size={28} aria-hidden="true" />
                    </Flex>
                    <Heading as="h3" size="lg">
                      {card.title}
                    </Heading>
                    <Text color="fg.muted">{card.text}</Text>
                  </Card.Body>
                </Card.Root>
              );
            })}
          </SimpleGrid>
          <Flex justify="center" mt="10">
            <LinkButton asChild colorPalette="brand" variant="outline">
              <RouterLink to="/services">See all services and prices</RouterLink>
            </LinkButton>
          </Flex>
        </Container>
      </Box>

      <Box as="section" id="gallery" py={{ base: '16', md: '24' }} aria-labelledby="impact-title">
        <Container maxW="6xl">
          <SectionHeading id="impact-title" title="Our Impact" lead="Moments from our classes, choirs and concerts." />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            {[IMAGES.impact1, IMAGES.impact2].map((image) => (
              <RouterLink key={image.src} to="/gallery" aria-label={`${image.alt}: open the gallery`}>
                <Box overflow="hidden" rounded="2xl" shadow="md" _hover={{ '& img': { transform: 'scale(1.04)' } }}>
                  <SiteImage image={image} w="full" h="auto" transition="transform 0.3s" />
                </Box>
              </RouterLink>
            ))}
          </SimpleGrid>
          <Flex justify="center" mt="8">
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to="/gallery">
                View the full gallery <ArrowRight size={16} aria-hidden="true" />
              </RouterLink>
            </Link>
          </Flex>
        </Container>
      </Box>

      <Box as="section" id="testimonials" py={{ base: '16', md: '24' }} bg="brand.subtle" aria-labelledby="testimonial-title">
        <Container maxW="4xl">
          <SectionHeading id="testimonial-title" title="What Our Community Says" />
          <Card.Root variant="elevated">
            <Card.Body gap="5" p={{ base: '6', md: '10' }} textAlign="center" alignItems="center">
              <Box color="brand.fg" aria-hidden="true">
                <Quote size={36} />
              </Box>
              <Flex gap="1" color="gold.fg" role="img" aria-label={`Rated ${FEATURED_TESTIMONIAL.rating} out of 5`}>
                {Array.from({ length: FEATURED_TESTIMONIAL.rating }, (_, i) => (
                  <Star key={i} size={20} fill="currentColor" aria-hidden="true" />
                ))}
              </Flex>
              <Text as="blockquote" fontSize={{ base: 'lg', md: 'xl' }} fontStyle="italic">
                &ldquo;{FEATURED_TESTIMONIAL.text}&rdquo;
              </Text>
              <Box>
                <Text fontWeight="bold">{FEATURED_TESTIMONIAL.name}</Text>
                <Text color="fg.muted" fontSize="sm">
                  {FEATURED_TESTIMONIAL.position}
                </Text>
              </Box>
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to="/testimonials">
                  Read more stories <ArrowRight size={16} aria-hidden="true" />
                </RouterLink>
              </Link>
            </Card.Body>
          </Card.Root>
        </Container>
      </Box>

      <Box py={{ base: '12', md: '16' }}>
        <Container maxW="3xl">
          <NewsSignup heading="Hear about new classes and events" />
        </Container>
      </Box>

      <Box as="section" id="contact" py={{ base: '16', md: '24' }} bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.950" color="white" aria-labelledby="cta-title">
        <Container maxW="4xl" textAlign="center">
          <Heading as="h2" id="cta-title" fontFamily="heading" fontSize={{ base: '2xl', md: '4xl' }} mb="4">
            Ready to begin your musical journey?
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.100" mb="8">
            Book a free trial lesson, bring us to your church or join our next workshop.
          </Text>
          <Flex gap="4" justify="center" direction={{ base: 'column', sm: 'row' }}>
            <LinkButton asChild size="lg" colorPalette="gold">
              <RouterLink to="/contact">Contact Us</RouterLink>
            </LinkButton>
            <LinkButton asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.800" _hover={{ bg: 'whiteAlpha.200' }}>
              <RouterLink to="/services">Our Services</RouterLink>
            </LinkButton>
          </Flex>
        </Container>
      </Box>

      <EventPopupLauncher />
    </>
  );
}
