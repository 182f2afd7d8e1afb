// The Events page's registration section: the featured event and the form,
// which becomes a 'Registration Complete' panel on success (docs/PRODUCT-RULES.md, Registration).
import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CalendarDays, Clock, MapPin, Tag } from 'lucide-react';
import { forwardRef, memo, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { formatClockTime } from '../../../../contract/clock-time';
import { formatLongDay } from '../../../../contract/dates';
import { priceAt } from '../../../../contract/event-lifecycle';
import { formatNaira } from '../../../../contract/naira';
import { REGISTER_MESSAGES } from '../../../../contract/messages';
import { MAX_TICKETS_PER_ORDER } from '../../../../contract/ticket-types';
import { toaster } from '../../components/toaster';
import { focusAfterPaint } from '../../lib/scroll';
import type { FeaturedEvent } from '../../content/events';
import { PaymentNote } from './payment-note';
import { RegistrationComplete, type CompletedTicket } from './registration-complete';
import { RegistrationForm } from './registration-form';
import { shareLink } from './register-event';
import { WaitlistForm } from './waitlist-form';

type Props = {
  event: FeaturedEvent;
  /** Rendered next to the share link, e.g. 'Add to calendar'. */
  completeActions?: (event: FeaturedEvent) => ReactNode;
  /** Bumped when a visitor chose this event (Register Now): the form's name field takes the focus once it is the chosen event's. */
  focusRequest?: number;
};

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="3" alignItems="flex-start">
      <Box mt="0.5" color="purple.500" flexShrink={0}>
        {icon}
      </Box>
      <Text>{children}</Text>
    </HStack>
  );
}

const EventDetails = memo(function EventDetails({ event }: { event: FeaturedEvent }) {
  return (
    <Card.Root variant="subtle">
      <Card.Body gap="4">
        <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="purple.600" _dark={{ color: 'purple.300' }}>
          Featured Workshop
        </Text>
        <Heading as="h3" size="xl">
          {event.title}
        </Heading>
        <Text color="fg.muted">{event.description}</Text>
        <Stack gap="3">
          <Detail icon={<CalendarDays size={18} aria-hidden="true" />}>{formatLongDay(event.date)}</Detail>
          <Detail icon={<Clock size={18} aria-hidden="true" />}>
            {formatClockTime(event.startTime)} - {formatClockTime(event.endTime)}
          </Detail>
          <Detail icon={<MapPin size={18} aria-hidden="true" />}>
            {event.location}
            {event.address ? `, ${event.address}` : ''}
          </Detail>
          <Detail icon={<Tag size={18} aria-hidden="true" />}>{formatNaira(priceAt(event, new Date()))}</Detail>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
});

type Registered = { id: string; eventTitle: string; event: FeaturedEvent; tickets: CompletedTicket[]; total?: number };

/** The form, the waitlist when nothing is left, or 'Registration Complete'. */
const RegistrationPanel = memo(
  forwardRef<HTMLDivElement, Pick<Props, 'event' | 'completeActions'>>(function RegistrationPanel({ event, completeActions }, ref) {
    // A registration belongs to its event: choosing another one shows that event's form.
    const [done, setRegistered] = useState<Registered | null>(null);
    const registered = done?.event.id === event.id ? done : null;
    // The public lists give each visible type with what is left (contract/ticket-types.ts, publicTicketTypes).
    const publicTypes = event.ticketTypes?.filter((t) => !t.hidden).map((t) => ({ ...t, available: t.available ?? MAX_TICKETS_PER_ORDER }));
    const typeName = (id: string) => event.ticketTypes?.find((t) => t.id === id)?.name;
    // The note says how a priced order is paid: priced when any type costs something.
    const price = event.ticketTypes?.length ? Math.max(0, ...event.ticketTypes.map((t) => t.price)) : event.price;

    return (
      <Card.Root ref={ref}>
        <Card.Body>
          {registered ? (
            <RegistrationComplete
              link={shareLink(window.location.origin, registered.event.id, registered.id)}
              eventTitle={registered.eventTitle}
              tickets={registered.tickets}
              total={registered.total}
              actions={completeActions?.(registered.event)}
              onRegisterAnother={() => setRegistered(null)}
            />
          ) : publicTypes?.length && publicTypes.every((t) => t.available === 0) ? (
            // No ticket of any type left: the waitlist instead (docs/PRODUCT-RULES.md, Waitlist).
            <WaitlistForm eventId={event.id} />
          ) : (
            <RegistrationForm
              key={event.id}
              eventId={event.id}
              ticketTypes={publicTypes}
              questions={event.questions}
              note={<PaymentNote price={price} />}
              onRegistered={(answer) => {
                // A priced event paid online: the seat is held, the visitor pays at Paystack's checkout.
                if (answer.data?.authorizationUrl) {
                  toaster.create({ type: 'info', title: 'Seat held', description: answer.message });
                  window.location.assign(answer.data.authorizationUrl);
                  return;
                }
                toaster.create({ type: 'success', title: 'Registration Successful!', description: REGISTER_MESSAGES.success });
                const tickets = (answer.data?.tickets ?? []).map((t) => ({ id: t.id, name: t.name, typeName: typeName(t.ticketTypeId) }));
                setRegistered({ id: answer.id, eventTitle: event.title, event, tickets, total: answer.data?.total });
              }}
            />
          )}
        </Card.Body>
      </Card.Root>
    );
  }),
);

/**
 * A Register Now answers in one short task: the chosen event's details
 * change at once, and its form follows a moment later (a deferred value),
 * mounted in a render React can interrupt. Mounting the form in the tap's own
 * task made it a 370 ms task at 4x CPU on a phone.
 */
export const RegistrationSection = memo(
  forwardRef<HTMLElement, Props>(function RegistrationSection({ event, completeActions, focusRequest = 0 }, ref) {
    const formEvent = useDeferredValue(event);
    const formRef = useRef<HTMLDivElement>(null);
    const formIsCurrent = formEvent.id === event.id;

    // Each request focuses once, when the form shown is the chosen event's.
    const focusedRequest = useRef(0);
    useEffect(() => {
      if (focusRequest === focusedRequest.current || !formIsCurrent) return;
      focusedRequest.current = focusRequest;
      focusAfterPaint(formRef.current?.querySelector<HTMLInputElement>('input[name="name"]'));
    }, [focusRequest, formIsCurrent]);

    return (
      <Box as="section" ref={ref} id="register" aria-labelledby="register-heading" py={{ base: 12, md: 16 }} scrollMarginTop="80px">
        <Heading as="h2" id="register-heading" size={{ base: '2xl', md: '3xl' }} textAlign="center" mb="8">
          Register for an Event
        </Heading>
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="8" alignItems="start">
          <EventDetails event={event} />
          <RegistrationPanel ref={formRef} event={formEvent} completeActions={completeActions} />
        </Grid>
      </Box>
    );
  }),
);
