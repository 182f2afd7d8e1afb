// 'Moments That Matter': Workshops, Performances, Community.
import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { GraduationCap, Music, Users } from 'lucide-react';
import { MOMENTS } from '../../content/gallery';

const ICONS = { Workshops: GraduationCap, Performances: Music, Community: Users } as const;

export function MomentsThatMatter() {
  return (
    <Stack as="section" aria-labelledby="moments-heading" gap="8" py={{ base: 12, md: 16 }}>
      <Heading as="h2" id="moments-heading" size={{ base: '2xl', md: '3xl' }} textAlign="center">
        Moments That Matter
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {MOMENTS.map((moment) => {
          const Icon = ICONS[moment.title];
          return (
            <Card.Root key={moment.title} variant="outline" textAlign="center">
              <Card.Body alignItems="center" gap="3">
                <Box bg="purple.100" color="purple.700" _dark={{ bg: 'purple.900', color: 'purple.200' }} p="3" rounded="full">
                  <Icon size={28} aria-hidden="true" />
                </Box>
                <Heading as="h3" size="lg">
                  {moment.title}
                </Heading>
                <Text color="fg.muted">{moment.text}</Text>
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
