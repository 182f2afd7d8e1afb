// The banner at the top of the inner pages: the page's one <h1> and a subtitle.
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

export function PageHero({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <Box
      bgGradient="to-br"
      gradientFrom="brand.900"
      gradientTo="brand.700"
      color="white"
      py={{ base: '14', md: '20' }}
      textAlign="center"
    >
      <Container maxW="4xl">
        <Heading as="h1" fontFamily="heading" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.15" mb="4">
          {title}
        </Heading>
        {subtitle && (
          <Text fontSize={{ base: 'md', md: 'xl' }} color="brand.100" maxW="2xl" mx="auto">
            {subtitle}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
