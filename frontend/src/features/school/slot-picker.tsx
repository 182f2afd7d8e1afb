// The free trial slots as a phone-friendly calendar: a row of days, then the
// times of the chosen day, each a large toggle (docs/PRODUCT-RULES.md, Trial lessons).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useMemo, useState } from 'react';
import type { TrialSlot } from '../../../../contract/school';
import { useTrialSlots } from './use-trial-slots';

const lagos = (iso: string, options: Intl.DateTimeFormatOptions) => new Date(iso).toLocaleString('en-GB', { timeZone: 'Africa/Lagos', ...options });
const dayOf = (slot: TrialSlot) => slot.id.slice(0, 10);

export function SlotPicker({ service, value, onChange, label = 'Choose a time' }: { service?: string; value: string; onChange: (slot: TrialSlot) => void; label?: string }) {
  const { slots, isLoading, error } = useTrialSlots(service);
  const days = useMemo(() => {
    const byDay = new Map<string, TrialSlot[]>();
    for (const slot of slots) byDay.set(dayOf(slot), [...(byDay.get(dayOf(slot)) ?? []), slot]);
    return [...byDay.entries()];
  }, [slots]);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const day = days.find(([d]) => d === (chosenDay ?? value.slice(0, 10))) ?? days[0];

  if (isLoading) return <Spinner size="md" role="status" aria-label="Loading the free times" />;
  if (error) return <Text role="alert">We could not load the free times. Please try again in a moment.</Text>;
  if (days.length === 0) return <Text data-testid="no-slots">No free times right now. Please call us or send a message and we will find one.</Text>;

  return (
    // The width of its column, not of its content: inside a Field (whose items
    // align to the start) it grew as wide as the row of days, and the times past
    // a phone's edge could not be reached. Held to the column, the days scroll
    // inside their own row and the times wrap.
    <Stack gap="4" role="group" aria-label={label} w="full" minW="0">
      <Box overflowX="auto" pb="1">
        <Flex gap="2" role="group" aria-label="Day">
          {days.map(([d, list]) => (
            <Button
              key={d}
              size="lg"
              minW="20"
              flexDirection="column"
              h="auto"
              py="2"
              variant={day?.[0] === d ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={day?.[0] === d}
              onClick={() => setChosenDay(d)}
            >
              <Text as="span" fontSize="xs">
                {lagos(list[0].startsAt, { weekday: 'short' })}
              </Text>
              <Text as="span" fontWeight="bold">
                {lagos(list[0].startsAt, { day: 'numeric', month: 'short' })}
              </Text>
            </Button>
          ))}
        </Flex>
      </Box>
      {day && (
        <SimpleGrid columns={{ base: 3, sm: 4, md: 6 }} gap="2" role="group" aria-label={`Times on ${lagos(day[1][0].startsAt, { weekday: 'long', day: 'numeric', month: 'long' })}`}>
          {day[1].map((slot) => (
            <Button
              key={slot.id}
              size="lg"
              variant={value === slot.id ? 'solid' : 'outline'}
              colorPalette={value === slot.id ? 'brand' : 'gray'}
              aria-pressed={value === slot.id}
              data-slot-id={slot.id}
              onClick={() => onChange(slot)}
            >
              {lagos(slot.startsAt, { hour: '2-digit', minute: '2-digit' })}
            </Button>
          ))}
        </SimpleGrid>
      )}
      <Text fontSize="sm" color="fg.muted">
        Times are Lagos time.
      </Text>
    </Stack>
  );
}
