import useSWR from 'swr';
import type { TrialSlot } from '../../../../contract/school';
import { api } from '../../lib/api';

/** The free slots (for a service when given), asked afresh on focus: a slot taken meanwhile disappears. */
export function useTrialSlots(service?: string) {
  const { data, error, isLoading, mutate } = useSWR<TrialSlot[], Error>(['listTrialSlots', service ?? ''], async () =>
    (await api.call('listTrialSlots', { query: service ? { service } : {} })).data.slots,
  );
  return { slots: data ?? [], error, isLoading, refresh: mutate };
}
