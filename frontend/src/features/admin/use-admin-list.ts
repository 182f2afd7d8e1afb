// One SWR list per admin resource. The key carries the token, so a new
// session never sees the previous session's cached rows; every tab that shows
// a resource shares its cache, so one mutate() refreshes them all.
import useSWR from 'swr';
import type { AdminResource, AdminRow } from '../../../../contract/routes';
import { useAdminSession } from './admin-session';

export type { AdminRow };

export function useAdminList<R extends AdminResource>(resource: R) {
  const { token, client } = useAdminSession();
  const { data, error, isLoading, mutate } = useSWR<AdminRow[R][], unknown>(['admin', resource, token], () => client.list(resource));
  return { items: data ?? [], error, isLoading, refresh: () => mutate() };
}
