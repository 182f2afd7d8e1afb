import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

/** A section's <h2> with an optional lead paragraph, centred by default. */
export function SectionHeading({ title, lead, id, align = 'center' }: { title: string; lead?: ReactNode; id?: string; align?: 'center' | 'start' }) {
  return (
    <Stack gap="3" textAlign={align} align={align === 'center' ? 'center' : 'flex-start'} mb={{ base: '8', md: '12' }}>
      <Heading as="h2" id={id} fontFamily="heading" fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.2">
        {title}
      </Heading>
      {lead && (
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
          {lead}
        </Text>
      )}
    </Stack>
  );
}
