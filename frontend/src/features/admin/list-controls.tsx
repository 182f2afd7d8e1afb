// The controls every paged admin list shares: a search box whose value the
// list hears only once typing pauses (one request per pause, not per key),
// and the "Load more" button under the rows.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { useEffect, useState } from 'react';
import { MAX_SEARCH_LENGTH } from '../../../../contract/constants';

/** How long typing must pause before the list asks the server. */
export const SEARCH_PAUSE_MS = 300;

/** The value, once it has not changed for `ms`. */
export function useSettled<T>(value: T, ms = SEARCH_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function SearchBox({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (v: string) => void }) {
  return (
    <Input
      type="search"
      size="sm"
      flex={{ base: '1 1 100%', md: '0 0 18rem' }}
      placeholder={placeholder}
      aria-label={label}
      maxLength={MAX_SEARCH_LENGTH}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

type Pageable = { hasMore: boolean; isLoadingMore: boolean; loadMore: () => void };

/** Shown while the server has more rows (or, for a search, more to look through). */
export function LoadMore({ list, what }: { list: Pageable; what: string }) {
  if (!list.hasMore) return null;
  return (
    <Box textAlign="center" mt="3">
      <Button size="sm" variant="outline" loading={list.isLoadingMore} loadingText="Loading…" onClick={list.loadMore} aria-label={`Load more ${what}`}>
        Load more
      </Button>
    </Box>
  );
}
