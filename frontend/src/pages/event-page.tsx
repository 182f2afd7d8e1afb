// /events/{id}: one event on its own page (docs/PRODUCT-RULES.md, Event page):
// what its card shows plus the address with a map link, seats left, the
// registration form for this event, add-to-calendar and share buttons. Past
// events keep their page, marked past, without the form; the form shows only
// while the lifecycle rule says open. A cancelled event is marked; an archived
// one is off the lists, so its page is not published (404). Published with the
// events lists (lambdas/publisher/), so the first HTML holds it.
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { Link } from '@chakra-ui/react/link';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { earlyBirdApplies, registrationState } from '../../../contract/event-lifecycle';
import { formatLongDay } from '../../../contract/dates';
import { formatNaira } from '../../../contract/naira';
import { REGISTER_MESSAGES } from '../../../contract/messages';
import { EventWhenWhere } from '../components/event-when-where';
import { LinkButton } from '../components/link-button';
import { whatsAppShareLink } from '../../../contract/phone';
import { usePageMeta } from '../components/page-meta';
import { earlyState } from '../lib/early-state';
import { EARLY_ATTRIBUTE } from '../lib/hydration-signals';
import { EVENT_DEFAULT_IMAGE } from '../content/events';
import { AddToCalendarButton } from '../features/events/add-to-calendar-button';
import { EventsJsonLd } from '../features/events/events-json-ld';
import { usePastEvents, useUpcomingEvents } from '../features/events/use-events';
import { RegisteredNote } from '../features/registration/registered-note';
import { eventPath } from '../lib/event-path';
import { sharedVia } from '../lib/event-url';
import { useSiteOrigin } from '../lib/site-origin';
import { useAfterHydration } from '../lib/use-hydrated';
import NotFoundPage from './not-found-page';
import { PAGES } from './page-table';
// With the page, not lazily: its form is in the first HTML (see the events page).
import { RegistrationSection } from '../features/registration/registration-section';

const mapLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export default function EventPage() {
  const { id = '' } = useParams();
  const upcoming = useUpcomingEvents();
  const past = usePastEvents();
  const origin = useSiteOrigin();
  // Copied by the head script before the app took over (boot/enhance.ts).
  const [copied, setCopied] = useState(() => earlyState(() => document.querySelector<HTMLElement>(`[${EARLY_ATTRIBUTE}="copy-link"]`)?.dataset.copied === 'true', false));
  const [searchParams, setSearchParams] = useSearchParams();
  // A registration's share link adds ?registered={id}; the prerendered page
  // has no query string, so the note appears once the page is interactive.
  const registeredId = useAfterHydration(searchParams.get('registered'), null);
  const soon = upcoming.events.find((e) => e.id === id);
  const event = soon ?? past.events.find((e) => e.id === id);
  usePageMeta(
    event
      ? { title: event.title, description: event.description, image: event.imageUrl || EVENT_DEFAULT_IMAGE }
      : { title: PAGES.event.title, description: PAGES.event.description },
  );
  if (!event && (upcoming.isLoading || past.isLoading)) {
    return (
      <Center py="24" aria-live="polite">
        <Spinner size="lg" color="purple.500" />
        <Box as="span" srOnly>
          Loading event
        </Box>
      </Center>
    );
  }
  if (!event) return <NotFoundPage />;

  const isPast = !soon;
  const now = new Date();
  const state = registrationState(event, event.seatsTaken, now);
  const earlyBird = !isPast && earlyBirdApplies(event, now);
  const seatsLeft = Math.max(0, event.maxParticipants - event.seatsTaken);
  const pageUrl = `${origin ?? ''}${eventPath(event.id)}`;
  const copyLink = () => {
    void navigator.clipboard?.writeText(pageUrl).then(() => setCopied(true));
  };

  return (
    <Container maxW="5xl" px={{ base: 4, md: 6 }} py={{ base: 8, md: 12 }}>
      <Stack gap="6">
        {registeredId && <RegisteredNote registrationId={registeredId} onDismiss={() => setSearchParams({}, { replace: true })} />}
        <Image
          src={event.imageUrl || EVENT_DEFAULT_IMAGE}
          alt={event.title}
          htmlWidth={1200}
          htmlHeight={675}
          width="full"
          aspectRatio={16 / 9}
          fit="cover"
          borderRadius="lg"
          fetchPriority="high"
        />
        <HStack gap="3" flexWrap="wrap">
          {/* The solid palette's 600 shade gives white text 3.3:1; the 700 shade passes AA, as on the event cards. */}
          <Badge colorPalette={isPast ? 'gray' : 'green'} variant="solid" size="md" bg="colorPalette.700" color="white">
            {isPast ? 'Past Event' : 'Upcoming Event'}
          </Badge>
          {!isPast && state === 'full' && (
            <Badge colorPalette="red" variant="subtle" size="md">
              Fully booked
            </Badge>
          )}
          {state === 'cancelled' && (
            <Badge colorPalette="red" variant="solid" size="md">
              Cancelled
            </Badge>
          )}
        </HStack>
        <Heading as="h1" size="3xl">
          {event.title}
        </Heading>
        <Stack gap="2" color="fg.muted">
          <EventWhenWhere
            event={event}
            iconSize={18}
            place={
              <>
                {event.location}, {event.address}{' '}
                <Link href={mapLink(`${event.location}, ${event.address}`)} target="_blank" rel="noopener noreferrer" colorPalette="purple">
                  Open in Maps
                </Link>
              </>
            }
          />
          <HStack gap="2">
            <Users size={18} aria-hidden="true" />
            <Text>{isPast ? `Max ${event.maxParticipants} participants` : `${seatsLeft} of ${event.maxParticipants} seats left`}</Text>
          </HStack>
        </Stack>
        <Text fontSize="2xl" fontWeight="bold" color="purple.fg">
          {formatNaira(earlyBird ? Number(event.earlyBirdPrice) : event.price)}
        </Text>
        {earlyBird && (
          <Text color="fg.muted">
            Early bird price until {formatLongDay(String(event.earlyBirdEndsOn))}, then {formatNaira(event.price)}
          </Text>
        )}
        {!isPast && state !== 'open' && state !== 'full' && (
          <Text role="status" fontWeight="medium" color="red.fg">
            {state === 'cancelled' ? REGISTER_MESSAGES.cancelled : REGISTER_MESSAGES.closed}
          </Text>
        )}
        <Text whiteSpace="pre-line">{event.description}</Text>
        <HStack gap="3" flexWrap="wrap">
          {!isPast && <AddToCalendarButton event={event} />}
          <Button variant="outline" onClick={copyLink} {...{ [EARLY_ATTRIBUTE]: 'copy-link' }} data-url={pageUrl} data-copied={copied ? 'true' : 'false'}>
            <span data-part="label">{copied ? 'Link copied' : 'Copy link'}</span>
          </Button>
          {/* A LinkButton, not Button asChild: that copies type="button" onto the link (invalid HTML). */}
          <LinkButton variant="outline" colorPalette="green" href={whatsAppShareLink(`${event.title}: ${sharedVia(pageUrl, 'whatsapp')}`)} target="_blank" rel="noopener noreferrer">
            Share on WhatsApp
          </LinkButton>
        </HStack>
      </Stack>
      <EventsJsonLd events={[event]} />
      {!isPast && (state === 'open' || state === 'full') && (
        <RegistrationSection event={event} completeActions={(e) => <AddToCalendarButton event={e} />} />
      )}
    </Container>
  );
}
