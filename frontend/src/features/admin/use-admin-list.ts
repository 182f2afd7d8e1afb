// One admin list, a page (50) at a time (docs/ARCHITECTURE.md, Admin lists
// that scale): SWR infinite keyed by resource, token, search and event, so a
// new session never sees the previous session's rows and each search has its
// own pages. "Load more" asks for the next page with the last cursor; a
// refresh revalidates every page loaded so far, in every mounted list of the
// resource (a delete on the Overview also refreshes the Forms tab).
import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { AdminResource, AdminRow } from '../../../../contract/routes';
import type { Counts } from '../../../../contract/schemas';
import type { AdminPage } from './admin-client';
import { useAdminSession } from './admin-session';
import { countsKey } from './overview-counts';

export type { AdminRow };

export type ListFilters = { search?: string; eventId?: string };

// The mounted lists' revalidators by resource, and the counts' under 'counts'.
const refreshers = new Map<string, Set<() => unknown>>();

function useRegister(name: string, refresh: () => unknown) {
  useEffect(() => {
    const set = refreshers.get(name) ?? new Set();
    refreshers.set(name, set);
    set.add(refresh);
    return () => {
      set.delete(refresh);
    };
  }, [name, refresh]);
}

/** Revalidate every mounted list of the resource, and the counts (a delete or a resend changed them). */
export function refreshAdminList(resource: AdminResource): void {
  for (const name of [resource, 'counts']) for (const refresh of refreshers.get(name) ?? []) void refresh();
}

/** Revalidate every mounted admin list and the counts (back online: lib/saved-answers.ts). */
export function refreshEveryAdminList(): void {
  for (const set of refreshers.values()) for (const refresh of set) void refresh();
}

export function useAdminList<R extends AdminResource>(resource: R, filters: ListFilters = {}) {
  const { token, client } = useAdminSession();
  const search = filters.search?.trim() ?? '';
  const eventId = filters.eventId ?? '';
  const { data, error, isLoading, size, setSize, mutate } = useSWRInfinite<AdminPage<R>, unknown>(
    (_index: number, previous: AdminPage<R> | null) => (previous && !previous.nextCursor ? null : ['admin', resource, token, search, eventId, previous?.nextCursor ?? '']),
    ([, , , s, e, cursor]: readonly string[]) => client.list(resource, { search: s || undefined, eventId: e || undefined, cursor: cursor || undefined }),
  );
  useRegister(resource, mutate);
  const pages = data ?? [];
  const last = pages[pages.length - 1];
  // The same array until the pages change: a list's table memoised on it is not rendered again by a tap
  // elsewhere on its screen (resource-tab.tsx).
  const items = useMemo(() => (data ?? []).flatMap((page) => page.items), [data]);
  // A search the server stopped on its read budget before a first match
  // (lambdas/lib/db/pages.ts): go on by itself rather than show "no match"
  // above a "Load more"; each request stays bounded.
  const searchingOn = items.length === 0 && Boolean(last?.nextCursor);
  useEffect(() => {
    if (searchingOn && size === pages.length) void setSize(pages.length + 1);
  }, [searchingOn, size, pages.length, setSize]);
  return {
    items,
    error,
    isLoading: isLoading || (searchingOn && !error),
    /** The last page loaded has a cursor: there is more to load (or, for a search, more to look through). */
    hasMore: Boolean(last?.nextCursor),
    isLoadingMore: size > pages.length,
    loadMore: () => void setSize(pages.length + 1),
    refresh: () => refreshAdminList(resource),
  };
}

/** The overview counts (counters on the server, never the lists). */
export function useAdminCounts() {
  const { token, client } = useAdminSession();
  const { data, error, mutate } = useSWR<Counts, unknown>(countsKey(token), () => client.counts());
  useRegister('counts', mutate);
  return { counts: data, error };
}
