import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stat } from '@chakra-ui/react/stat';
import { STATS } from '../../content/testimonials';

export function TestimonialStats() {
  return (
    <SimpleGrid as="section" aria-label="Our impact in numbers" columns={{ base: 2, md: 4 }} gap="6" py={{ base: 10, md: 14 }}>
      {STATS.map((stat) => (
        // A <dl> needs its <dt> (label) before its <dd> (value); column-reverse
        // still shows the figure on top.
        <Stat.Root key={stat.label} textAlign="center" alignItems="center" flexDirection="column-reverse" borderWidth="1px" rounded="lg" p="5">
          <Stat.Label textAlign="center">{stat.label}</Stat.Label>
          <Stat.ValueText fontSize={{ base: '3xl', md: '4xl' }} color="purple.600" _dark={{ color: 'purple.300' }}>
            {stat.value}
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
