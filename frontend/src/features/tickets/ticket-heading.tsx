// The top of a ticket or of a waitlist offer: the event's title as the page's heading, a badge for its state,
// and whose it is.
import { Badge } from '@chakra-ui/react/badge';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

type Props = { title: string; badge: string; palette: string; /** e.g. 'Ticket for <strong>name</strong>'. */ children: ReactNode };

export function TicketHeading({ title, badge, palette, children }: Props) {
  return (
    <Stack gap="2">
      <HStack justify="space-between" align="flex-start" gap="3">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Badge colorPalette={palette} variant="solid" size="lg">
          {badge}
        </Badge>
      </HStack>
      <Text>{children}</Text>
    </Stack>
  );
}
