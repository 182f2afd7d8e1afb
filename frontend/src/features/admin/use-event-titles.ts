import { useMemo } from 'react';
import { useAdminList } from './use-admin-list';

/** eventId -> title, from the admin events list (registrations carry only the id). */
export function useEventTitles() {
  const { items } = useAdminList('events');
  return useMemo(() => {
    const titles = new Map(items.map((e) => [e.id, e.title]));
    return { events: items, eventTitle: (id: string) => titles.get(id) };
  }, [items]);
}
