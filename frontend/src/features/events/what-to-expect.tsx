// 'What to Expect' on the Events page (schedule, included, important info).
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CheckCircle2, Clock, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { IMPORTANT_INFO, INCLUDED, SCHEDULE } from '../../content/events';

function Column({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" height="full">
      <Card.Body gap="4">
        <Stack direction="row" align="center" gap="3" color="purple.600" _dark={{ color: 'purple.300' }}>
          {icon}
          <Heading as="h3" size="lg" color="fg">
            {title}
          </Heading>
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

export function WhatToExpect() {
  return (
    <Stack as="section" aria-labelledby="expect-heading" gap="8" py={{ base: 10, md: 14 }}>
      <Heading as="h2" id="expect-heading" size={{ base: '2xl', md: '3xl' }} textAlign="center">
        What to Expect
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        <Column icon={<Clock aria-hidden="true" />} title="Schedule">
          <Stack as="dl" gap="3">
            {SCHEDULE.map((slot) => (
              <Stack key={slot.time} gap="0">
                <Text as="dt" fontWeight="semibold">
                  {slot.time}
                </Text>
                <Text as="dd" color="fg.muted">
                  {slot.activity}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Column>
        <Column icon={<CheckCircle2 aria-hidden="true" />} title="What's Included">
          <List.Root gap="2" variant="plain">
            {INCLUDED.map((item) => (
              <List.Item key={item} alignItems="center">
                <List.Indicator asChild color="green.500">
                  <CheckCircle2 size={16} aria-hidden="true" />
                </List.Indicator>
                {item}
              </List.Item>
            ))}
          </List.Root>
        </Column>
        <Column icon={<Info aria-hidden="true" />} title="Important Info">
          <Stack as="dl" gap="3">
            {IMPORTANT_INFO.map((info) => (
              <Stack key={info.label} gap="0">
                <Text as="dt" fontWeight="semibold">
                  {info.label}
                </Text>
                <Text as="dd" color="fg.muted">
                  {info.value}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Column>
      </SimpleGrid>
    </Stack>
  );
}
