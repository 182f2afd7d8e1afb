// One event in the Upcoming or Past grid (docs/PRODUCT-RULES.md, Events page).
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Users } from 'lucide-react';
import { srcSetOf } from '../../../../contract/media';
import { memo, useState, type SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { earlyBirdApplies, registrationState } from '../../../../contract/event-lifecycle';
import { formatLongDay } from '../../../../contract/dates';
import { formatNaira } from '../../../../contract/naira';
import type { Event } from '../../../../contract/schemas';
import { EventWhenWhere } from '../../components/event-when-where';
import { ShareOnWhatsAppButton } from '../../components/share-on-whatsapp-button';
import { EVENT_DEFAULT_IMAGE } from '../../content/events';
import { AddToCalendarButton } from './add-to-calendar-button';
import { eventPath } from '../../lib/event-path';
import { EARLY_ATTRIBUTE } from '../../lib/hydration-signals';

type Props = {
  event: Event;
  kind: 'upcoming' | 'past';
  /** 'Register Now' on an upcoming card: the page scrolls to the form with this event chosen. */
  onRegister?: (event: Event) => void;
  /**
   * The page's registration section (in the HTML) is for this event: before
   * the app runs, the head script answers its Register Now by itself
   * (boot/enhance.ts, `data-early="register"`); any other card's waits for the app.
   */
  registering?: boolean;
  /** The first card: its image is the page's largest paint on a phone, so it loads at once. */
  priority?: boolean;
};

// Memoised: a Register Now re-renders the two cards whose `registering` changes, not the grid.
export const EventCard = memo(function EventCard({ event, kind, onRegister, registering = false, priority = false }: Props) {
  const upcoming = kind === 'upcoming';
  const [src, setSrc] = useState(event.imageUrl || EVENT_DEFAULT_IMAGE);
  // A broken image URL falls back once to the default workshop image.
  const onImageError = (e: SyntheticEvent<HTMLImageElement>) => {
    if (!e.currentTarget.src.endsWith(EVENT_DEFAULT_IMAGE)) setSrc(EVENT_DEFAULT_IMAGE);
  };
  // The lifecycle rule the API applies: the button never offers a seat the API would refuse.
  const now = new Date();
  const state = registrationState(event, event.seatsTaken, now);
  const full = state === 'full';
  const cancelled = state === 'cancelled';
  const earlyBird = upcoming && earlyBirdApplies(event, now);
  const headingId = `event-${event.id}-title`;

  return (
    <Card.Root as="article" id={`event-${event.id}`} aria-labelledby={headingId} overflow="hidden" height="full" variant="elevated">
      <Box position="relative">
        <Image
          src={src}
          // An uploaded photo offers its stored sizes; not once it failed and fell back.
          srcSet={event.image && src === event.imageUrl ? srcSetOf(event.image) : undefined}
          sizes={event.image ? '(min-width: 62em) 24rem, (min-width: 48em) 50vw, 100vw' : undefined}
          onError={onImageError}
          alt={event.title}
          htmlWidth={event.image && src === event.imageUrl ? event.image.width : 1200}
          htmlHeight={event.image && src === event.imageUrl ? event.image.height : 675}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          width="full"
          aspectRatio={16 / 9}
          fit="cover"
          filter={upcoming ? undefined : 'grayscale(0.35)'}
        />
        <Badge position="absolute" bottom="3" left="3" colorPalette={upcoming ? 'green' : 'gray'} variant="solid" size="md" bg="colorPalette.700" color="white">
          {upcoming ? 'Upcoming Event' : 'Past Event'}
        </Badge>
      </Box>
      <Card.Body gap="3">
        <Heading as="h3" size="lg" id={headingId}>
          {/* The event's own page: address, seats left, sharing. */}
          <Link asChild color="inherit">
            <RouterLink to={eventPath(event.id)}>{event.title}</RouterLink>
          </Link>
        </Heading>
        <Stack gap="1.5" fontSize="sm" color="fg.muted">
          <EventWhenWhere event={event} place={event.location} />
          <HStack gap="2">
            <Users size={16} aria-hidden="true" />
            <Text>Max {event.maxParticipants} participants</Text>
            {upcoming && full && (
              <Badge colorPalette="red" variant="subtle">
                Fully booked
              </Badge>
            )}
            {cancelled && (
              <Badge colorPalette="red" variant="solid">
                Cancelled
              </Badge>
            )}
          </HStack>
        </Stack>
        <Text lineClamp={3} title={event.description}>
          {event.description}
        </Text>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="3">
        <Text fontSize="xl" fontWeight="bold" color="colorPalette.fg" colorPalette="purple">
          {formatNaira(earlyBird ? Number(event.earlyBirdPrice) : event.price)}
        </Text>
        {earlyBird && (
          <Text fontSize="sm" color="fg.muted">
            Early bird until {formatLongDay(String(event.earlyBirdEndsOn))}, then {formatNaira(event.price)}
          </Text>
        )}
        {upcoming && (
          // Side by side they share the row; stacked on a phone each keeps its own height (flex 1 in a
          // column gave them a zero basis: 22 px high, under the 24 px a touch target needs).
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
            <Button
              flex={{ base: 'none', sm: '1' }}
              colorPalette="purple"
              onClick={() => onRegister?.(event)}
              {...{ [EARLY_ATTRIBUTE]: 'register' }}
              data-featured={registering ? 'true' : 'false'}
              disabled={state !== 'open'}
              aria-label={`${state === 'open' || full ? 'Register Now' : 'Registration closed'}: ${event.title}`}
            >
              {state === 'open' || full ? 'Register Now' : cancelled ? 'Cancelled' : 'Registration closed'}
            </Button>
            <AddToCalendarButton event={event} flex={{ base: 'none', sm: '1' }} />
          </Stack>
        )}
        {upcoming && <ShareOnWhatsAppButton event={event} />}
      </Card.Footer>
    </Card.Root>
  );
});
