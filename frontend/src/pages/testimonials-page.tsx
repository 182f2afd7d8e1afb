// /testimonials (docs/PRODUCT-RULES.md, Testimonials and Resources).
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../components/page-meta';
import { FeaturedResources } from '../features/testimonials/featured-resources';
import { TestimonialStats } from '../features/testimonials/stats';
import { TestimonialCarousel } from '../features/testimonials/testimonial-carousel';
import { useStories } from '../features/testimonials/use-testimonials';
import { PAGES } from './page-table';
import { LinkButton } from '../components/link-button';

export default function TestimonialsPage() {
  usePageMeta(PAGES.testimonials);
  const { stories } = useStories();

  return (
    <>
      <Box as="section" bgGradient="to-br" gradientFrom="purple.700" gradientTo="purple.900" color="white" py={{ base: 14, md: 20 }}>
        <Container maxW="4xl" textAlign="center">
          <Heading as="h1" id="testimonials-hero-heading" size={{ base: '3xl', md: '5xl' }} mb="4">
            Student Stories and Resources
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} opacity={0.9}>
            Hear from the students, singers and worship leaders we have trained, and grow with free learning materials.
          </Text>
        </Container>
      </Box>
      <Container maxW="7xl" px={{ base: 4, md: 6 }}>
        <TestimonialStats />
        <Stack as="section" aria-labelledby="stories-heading" gap="8" py={{ base: 6, md: 10 }}>
          <Heading as="h2" id="stories-heading" size={{ base: '2xl', md: '3xl' }} textAlign="center">
            What Our Students Say
          </Heading>
          <TestimonialCarousel items={stories} />
        </Stack>
        <FeaturedResources />
        <Stack align="center" gap="4" pb={{ base: 10, md: 14 }} textAlign="center">
          <Heading as="h2" size={{ base: 'xl', md: '2xl' }}>
            Join Our Community
          </Heading>
          <Text color="fg.muted" maxW="2xl">
            Connect with musicians, singers and worship leaders across Lagos. Ask about classes, workshops and mentorship.
          </Text>
          <LinkButton asChild colorPalette="purple" size="lg">
            <RouterLink to="/contact">Join Our Community</RouterLink>
          </LinkButton>
        </Stack>
      </Container>
      <Box as="section" aria-labelledby="cta-heading" bg="purple.50" _dark={{ bg: 'purple.950' }} py={{ base: 12, md: 16 }}>
        <Container maxW="3xl" textAlign="center">
          <Heading as="h2" id="cta-heading" size={{ base: '2xl', md: '3xl' }} mb="4">
            Ready to Start Your Musical Journey?
          </Heading>
          <Text color="fg.muted" mb="8">
            Join hundreds of students who have grown in skill, confidence and ministry with us.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap="4">
            <LinkButton asChild colorPalette="purple" size="lg">
              <RouterLink to="/contact">Get Started Today</RouterLink>
            </LinkButton>
            <LinkButton asChild variant="outline" colorPalette="purple" size="lg">
              <RouterLink to="/services">Explore Our Services</RouterLink>
            </LinkButton>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
