// The day, the hours and the place of an event, as the event card, the event
// page and the ticket show them: one icon and one line each.
import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatClockTime } from '../../../contract/clock-time';
import { formatLongDay } from '../../../contract/dates';

type Props = {
  event: { date: string; startTime: string; endTime: string };
  /** What the place line says: the venue alone, or with its address and a map link. */
  place: ReactNode;
  iconSize?: number;
};

export function EventWhenWhere({ event, place, iconSize = 16 }: Props) {
  return (
    <>
      <HStack gap="2">
        <CalendarDays size={iconSize} aria-hidden="true" />
        <Text>{formatLongDay(event.date)}</Text>
      </HStack>
      <HStack gap="2">
        <Clock size={iconSize} aria-hidden="true" />
        <Text>
          {formatClockTime(event.startTime)} - {formatClockTime(event.endTime)}
        </Text>
      </HStack>
      <HStack gap="2" alignItems="flex-start">
        <Box as="span" mt="0.5">
          <MapPin size={iconSize} aria-hidden="true" />
        </Box>
        <Text>{place}</Text>
      </HStack>
    </>
  );
}
