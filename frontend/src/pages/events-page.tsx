// /events (SPEC §2 Events): hero, upcoming and past grids, registration,
// 'What to Expect'. The registration section books the event a card's
// 'Register Now' chose, else the next upcoming one, else the brief's workshop.
import { Alert, Box, Center, Container, Spinner } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Event } from '../../../contract/schemas';
import { usePageMeta } from '../components/page-meta';
import { EVENTS_META, FEATURED_WORKSHOP, type FeaturedEvent } from '../content/events';
import { AddToCalendarButton } from '../features/events/add-to-calendar-button';
import { EventsGrid } from '../features/events/events-grid';
import { EventsHero } from '../features/events/page-hero';
import { usePastEvents, useUpcomingEvents } from '../features/events/use-events';
import { WhatToExpect } from '../features/events/what-to-expect';
import { RegisteredNote } from '../features/registration/registered-note';
import { RegistrationSection } from '../features/registration/registration-section';
import { scrollToAnchor } from '../lib/scroll';

export default function EventsPage() {
  usePageMeta(EVENTS_META);
  const upcoming = useUpcomingEvents();
  const past = usePastEvents();
  const [chosen, setChosen] = useState<Event | null>(null);
  const [scrollRequest, setScrollRequest] = useState(0);
  const [searchParams, setSearchParams] = useSearchParams();
  const registeredId = searchParams.get('registered');
  const sectionRef = useRef<HTMLElement>(null);

  const featured: FeaturedEvent = chosen ?? upcoming.events[0] ?? FEATURED_WORKSHOP;
  const listsSettled = !upcoming.isLoading;

  const onRegister = useCallback((event: Event) => {
    setChosen(event);
    setScrollRequest((n) => n + 1);
  }, []);

  // Scroll after the section has re-rendered with the chosen event.
  useEffect(() => {
    if (scrollRequest === 0) return;
    scrollToAnchor('register');
    sectionRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus({ preventScroll: true });
  }, [scrollRequest]);

  const dismissNote = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('registered');
    setSearchParams(next, { replace: true });
  };

  return (
    <>
      <EventsHero />
      <Container maxW="7xl" px={{ base: 4, md: 6 }}>
        {registeredId && (
          <Box pt="8">
            <RegisteredNote registrationId={registeredId} onDismiss={dismissNote} />
          </Box>
        )}
        {(upcoming.isLoading || past.isLoading) && (
          <Center py="12" aria-live="polite">
            <Spinner size="lg" color="purple.500" aria-label="Loading events" />
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
        <EventsGrid heading="Upcoming Events" events={upcoming.events} kind="upcoming" onRegister={onRegister} />
        <EventsGrid heading="Past Events" events={past.events} kind="past" />
        {listsSettled && (
          <RegistrationSection
            key={featured.id}
            ref={sectionRef}
            event={featured}
            completeActions={(event) => <AddToCalendarButton event={event} />}
          />
        )}
        <WhatToExpect />
      </Container>
    </>
  );
}
