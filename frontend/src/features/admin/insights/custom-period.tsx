// The overview's own dates (issue 27): from and to, Lagos days, checked as the
// server checks them (contract/stats.ts statsPeriod: real days, in order, at
// most 366 days apart), so a wrong range says why here instead of asking.
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { useId } from 'react';
import type { StatsPeriod } from '../../../../../contract/stats';

export function CustomPeriod({ value, onChange, error }: { value: StatsPeriod; onChange: (next: StatsPeriod) => void; error?: string }) {
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const described = error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};
  return (
    <Flex direction="column" gap="1" w="full">
      <Flex gap="3" wrap="wrap" align="end">
        <Flex direction="column" gap="1">
          <label htmlFor={fromId}>
            <Text as="span" fontSize="sm">
              From
            </Text>
          </label>
          <Input id={fromId} type="date" size="sm" w="10rem" value={value.from} onChange={(e) => onChange({ ...value, from: e.target.value })} {...described} />
        </Flex>
        <Flex direction="column" gap="1">
          <label htmlFor={toId}>
            <Text as="span" fontSize="sm">
              To
            </Text>
          </label>
          <Input id={toId} type="date" size="sm" w="10rem" value={value.to} onChange={(e) => onChange({ ...value, to: e.target.value })} {...described} />
        </Flex>
      </Flex>
      {error && (
        // red.700 / red.300 as the form fields use: fg.error (red.500) is 3.6:1 on the page (axe color-contrast).
        <Text id={errorId} role="alert" fontSize="sm" color="red.700" _dark={{ color: 'red.300' }}>
          {error}
        </Text>
      )}
    </Flex>
  );
}
