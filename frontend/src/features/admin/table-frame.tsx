// The frame every admin table sits in: a box that scrolls sideways when the
// table is wider than the screen (most are, on a phone). A box that scrolls
// must be reachable by keyboard, else a keyboard user cannot see its hidden
// columns (WCAG 2.1.1; axe's scrollable-region-focusable): so it takes focus
// and is a group named after its table (a group, not a region: the card
// around it is often a region of the same name, and two landmarks of one
// name are ambiguous: axe's landmark-unique).
import { Table } from '@chakra-ui/react/table';
import type { ReactNode } from 'react';

export function TableFrame({ label, mb, children }: { label: string; mb?: string; children: ReactNode }) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      rounded="md"
      mb={mb}
      tabIndex={0}
      role="group"
      aria-label={label}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      {children}
    </Table.ScrollArea>
  );
}
