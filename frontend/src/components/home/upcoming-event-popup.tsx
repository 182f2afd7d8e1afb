// The upcoming-event popup (docs/PRODUCT-RULES.md, Home popup). The fetch runs only
// while it is open (SWR key null otherwise); with no upcoming event it renders nothing.
// It shows the first upcoming event that takes registrations (contract/event-lifecycle.ts),
// and its two notes only when true: an early-bird price applies now, the event lasts six hours or more.
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Calendar, Clock, MapPin, Sparkles, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { formatClockTime } from '../../../../contract/clock-time';
import { formatLongDay } from '../../../../contract/dates';
import { earlyBirdApplies, isFullDay, priceAt, registrationState } from '../../../../contract/event-lifecycle';
import { formatNaira } from '../../../../contract/naira';
import type { ApiAnswer, GetRouteName } from '../../../../contract/routes';
import { IMAGES } from '../../content/images';
import { useScrollLock } from '../../lib/use-scroll-lock';

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

export default function UpcomingEventPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { data } = useSWR<ApiAnswer<'listUpcomingEvents'>>(open ? 'listUpcomingEvents' satisfies GetRouteName : null);
  const now = new Date();
  const event = data?.events?.find((e) => ['open', 'full'].includes(registrationState(e, e.seatsTaken, now)));
  const visible = open && Boolean(event);
  useScrollLock(visible);

  if (!visible || !event) return null;

  const price = formatNaira(priceAt(event, now));
  const earlyBird = earlyBirdApplies(event, now);
  const fullDay = isFullDay(event);
  const goToEvents = () => {
    onClose();
    void navigate('/events');
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(d) => !d.open && onClose()}
      preventScroll={false}
      closeOnInteractOutside
      placement="center"
      size={{ base: 'full', sm: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        {/* The positioner covers the viewport around the card: a click on it is a backdrop click. */}
        <Dialog.Positioner onClick={(e) => e.target === e.currentTarget && onClose()}>
          {/* auto, not hidden: on a short phone the full-screen dialog must scroll to its buttons */}
          <Dialog.Content overflowY="auto">
            <Box position="relative">
              <Image
                src={event.imageUrl || IMAGES.eventDefault.src}
                alt={event.title}
                width={IMAGES.eventDefault.width}
                height={IMAGES.eventDefault.height}
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
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton size="sm" bg="bg" aria-label="Close" />
            </Dialog.CloseTrigger>
            <Dialog.Header pb="0">
              <Dialog.Title asChild>
                <Heading as="h2" fontFamily="heading" fontSize="2xl">
                  {event.title}
                </Heading>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
                <Dialog.Description asChild>
                  <Text color="fg.muted" fontSize="sm" lineClamp={4}>
                    {event.description}
                  </Text>
                </Dialog.Description>
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
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column', sm: 'row' }} alignItems="stretch">
              <Button colorPalette="brand" onClick={goToEvents} flex={{ base: 'none', sm: '1' }}>
                Register Now - {price}
              </Button>
              <Button variant="outline" onClick={goToEvents} flex={{ base: 'none', sm: '1' }}>
                Learn More
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
