import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import type { Event } from '../../../../contract/schemas';
import { EventCard } from './event-card';

type Props = {
  heading: string;
  events: Event[];
  kind: 'upcoming' | 'past';
  onRegister?: (event: Event) => void;
  /** The event the page's registration section is for (see EventCard). */
  registeringId?: string;
};

/** A titled grid of event cards; renders nothing for an empty list (docs/PRODUCT-RULES.md). */
export function EventsGrid({ heading, events, kind, onRegister, registeringId }: Props) {
  if (events.length === 0) return null;
  const id = `${kind}-events-heading`;
  return (
    <Stack as="section" aria-labelledby={id} gap="8" py={{ base: 10, md: 14 }}>
      <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }} textAlign="center">
        {heading}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {events.map((event, index) => (
          <EventCard
            key={event.id}
            event={event}
            kind={kind}
            onRegister={onRegister}
            registering={event.id === registeringId}
            priority={kind === 'upcoming' && index === 0}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
