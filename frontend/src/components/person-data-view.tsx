// Everything held about one person, readable on a phone (docs/PRODUCT-RULES.md,
// People's data): one section per kind, one card per record. The privacy
// access page shows it to the person, the admin's People screen to the admin.
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { memo } from 'react';
import { PERSON_SECTIONS, cardOf, type PersonData } from '../lib/person-data';

export const PersonDataView = memo(function PersonDataView({ data, headingLevel = 'h2' }: { data: PersonData; headingLevel?: 'h2' | 'h3' }) {
  const cardHeading = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <Stack gap="6">
      {PERSON_SECTIONS.map((section) => {
        const cards = section.kinds.flatMap((kind) => data[kind].map((record) => cardOf(kind, record)));
        return (
          <Stack as="section" key={section.title} gap="3" aria-label={section.title}>
            <Heading as={headingLevel} size="lg" fontFamily="heading">
              {section.title}{' '}
              <Text as="span" color="fg.muted" fontWeight="normal" fontSize="md">
                ({cards.length})
              </Text>
            </Heading>
            {cards.length === 0 ? (
              <Text color="fg.muted">{section.empty}</Text>
            ) : (
              cards.map((card, i) => (
                <Box key={i} borderWidth="1px" rounded="l2" p="3" bg="bg">
                  <Heading as={cardHeading} size="sm" mb={card.rows.length ? '2' : '0'} wordBreak="break-word">
                    {card.title}
                  </Heading>
                  {card.rows.length > 0 && (
                    <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(8rem, auto) 1fr' }} columnGap="4" rowGap={{ base: '0', sm: '1' }} fontSize="sm">
                      {card.rows.map((row) => (
                        <Box key={row.label} display="contents">
                          <chakra.dt color="fg.muted">{row.label}</chakra.dt>
                          <chakra.dd mb={{ base: '2', sm: '0' }} wordBreak="break-word">
                            {row.value}
                          </chakra.dd>
                        </Box>
                      ))}
                    </chakra.dl>
                  )}
                </Box>
              ))
            )}
          </Stack>
        );
      })}
    </Stack>
  );
});
