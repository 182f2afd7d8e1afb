// /events (docs/PRODUCT-RULES.md, Events page): hero, upcoming and past grids, registration,
// 'What to Expect'. The registration section books the event a card's
// 'Register Now' chose, else the next upcoming one that takes registrations
// (contract/event-lifecycle.ts); with none, the section is left out.
import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Center } from '@chakra-ui/react/center';
import { Container } from '@chakra-ui/react/container';
import { Spinner } from '@chakra-ui/react/spinner';
import { memo, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Event } from '../../../contract/schemas';
import { usePageMeta } from '../components/page-meta';
import { registrationState } from '../../../contract/event-lifecycle';
import type { FeaturedEvent } from '../content/events';
import { AddToCalendarButton } from '../features/events/add-to-calendar-button';
import { ShareOnWhatsAppButton } from '../components/share-on-whatsapp-button';
import { EventsGrid } from '../features/events/events-grid';
import { EventsJsonLd } from '../features/events/events-json-ld';
import { EventsHero } from '../features/events/page-hero';
import { usePastEvents, useUpcomingEvents } from '../features/events/use-events';
import { WhatToExpect } from '../features/events/what-to-expect';
import { NewsSignup } from '../components/news-signup';
import { RegisteredNote } from '../features/registration/registered-note';
import { scrollToAnchor } from '../lib/scroll';
import { useAfterHydration } from '../lib/use-hydrated';
import { PAGES } from './page-table';
// The registration section is loaded with the page, not lazily: the published
// page shows its form in the first HTML, and a lazy boundary that hydrates
// after the lists refresh is rendered again from scratch, wiping what a
// visitor typed before the app woke up (the contact page does the same).
import { RegistrationSection } from '../features/registration/registration-section';

// What a Register Now re-renders is the two cards it moves and the section's
// details: the page's other parts are memoised.
const Hero = memo(EventsHero);
const Expect = memo(WhatToExpect);
const JsonLd = memo(EventsJsonLd);
const completeActions = (event: FeaturedEvent): ReactNode => (
  <>
    <AddToCalendarButton event={event} />
    <ShareOnWhatsAppButton event={event} />
  </>
);

export default function EventsPage() {
  usePageMeta(PAGES.events);
  const upcoming = useUpcomingEvents();
  const past = usePastEvents();
  const [chosen, setChosen] = useState<Event | null>(null);
  const [scrollRequest, setScrollRequest] = useState(0);
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered page has no query string: the note appears after hydration.
  const registeredId = useAfterHydration(searchParams.get('registered'), null);

  const featured: FeaturedEvent | undefined =
    chosen ?? upcoming.events.find((e) => ['open', 'full'].includes(registrationState(e, e.seatsTaken, new Date())));
  const listsSettled = !upcoming.isLoading;
  const listsLoading = upcoming.isLoading || past.isLoading;

  const onRegister = useCallback((event: Event) => {
    setChosen(event);
    setScrollRequest((n) => n + 1);
  }, []);

  // Scroll after the section has re-rendered with the chosen event: at once,
  // as the head script does before the app runs (boot/enhance.ts). The
  // section focuses its form's name field once the form is the chosen event's.
  useEffect(() => {
    if (scrollRequest === 0) return;
    scrollToAnchor('register', undefined, { jump: true, focus: false });
  }, [scrollRequest]);
  const jsonLdEvents = useMemo(() => [...upcoming.events, ...past.events], [upcoming.events, past.events]);

  const dismissNote = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('registered');
    setSearchParams(next, { replace: true });
  };

  return (
    <>
      <Hero />
      <Container maxW="7xl" px={{ base: 4, md: 6 }}>
        {registeredId && (
          <Box pt="8">
            <RegisteredNote registrationId={registeredId} onDismiss={dismissNote} />
          </Box>
        )}
        {/* Tall enough to keep what follows below the fold while the lists
            load (the prerendered page starts here), so their arrival does
            not shift what a visitor is looking at. */}
        {listsLoading && (
          <Center py="12" minH={{ base: '70vh', md: '60vh' }} alignItems="flex-start" aria-live="polite">
            {/* The spinner is a plain span, which cannot carry a label: the words are hidden text in the live region. */}
            <Spinner size="lg" color="purple.500" />
            <Box as="span" srOnly>
              Loading events
            </Box>
          </Center>
        )}
        {(upcoming.error || past.error) && (
          <Box pt="8">
            <Alert.Root status="warning" role="status">
              <Alert.Indicator />
              <Alert.Title>Some events could not be loaded. Please refresh the page or try again later.</Alert.Title>
            </Alert.Root>
          </Box>
        )}
        {/* Both grids appear together, in place of the loading block: one list
            arriving first below the block would jump up when it went away. */}
        {!listsLoading && (
          <>
            <EventsGrid
              heading="Upcoming Events"
              events={upcoming.events}
              kind="upcoming"
              onRegister={onRegister}
              // The event the registration section below is for: its Register Now needs no app (boot/enhance.ts).
              registeringId={listsSettled ? featured?.id : undefined}
            />
            <EventsGrid heading="Past Events" events={past.events} kind="past" />
          </>
        )}
        <JsonLd events={jsonLdEvents} />
        {listsSettled && featured && (
          <RegistrationSection event={featured} completeActions={completeActions} focusRequest={scrollRequest} />
        )}
        <Expect />
        <Box maxW="3xl" pb={{ base: '12', md: '16' }}>
          <NewsSignup heading="Hear about our next events" />
        </Box>
      </Container>
    </>
  );
}
