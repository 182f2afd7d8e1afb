// The hero band at the top of the Events page.
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';

export function EventsHero() {
  return (
    <Box
      as="section"
     
      bgGradient="to-br"
      gradientFrom="purple.700"
      gradientTo="purple.900"
      color="white"
      py={{ base: 14, md: 20 }}
    >
      <Container maxW="4xl" textAlign="center">
        <Heading as="h1" id="events-hero-heading" size={{ base: '3xl', md: '5xl' }} mb="4">
          Upcoming Events
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} opacity={0.9}>
          Workshops, masterclasses and concerts in Lagos. Learn with experienced musicians, grow your ministry and make music
          together.
        </Text>
      </Container>
    </Box>
  );
}
