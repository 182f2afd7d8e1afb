// Contact messages and registrations are deleted without a confirm, as the brief asks.
import { mutationMessage, RESOURCE_LABELS } from '../../../../contract/messages';
import { useAdminSession } from './admin-session';
import { runMutation } from './run-mutation';
import { refreshAdminList } from './use-admin-list';

export function useDeleteSubmission(resource: 'contacts' | 'registrations') {
  const { client } = useAdminSession();
  return async (id: string) => {
    const outcome = await runMutation(() => client.remove(resource, id), mutationMessage(RESOURCE_LABELS[resource], 'deleted'));
    if (outcome.ok) refreshAdminList(resource);
  };
}
