// Contact messages and registrations are deleted without a confirm, as the brief asks.
import { useAdminSession } from './admin-session';
import { runMutation } from './run-mutation';
import { useAdminList } from './use-admin-list';

const LABELS = { contacts: 'Contact message', registrations: 'Registration' } as const;

export function useDeleteSubmission(resource: 'contacts' | 'registrations') {
  const { client } = useAdminSession();
  const list = useAdminList(resource);
  return async (id: string) => {
    const outcome = await runMutation(() => client.remove(resource, id), `${LABELS[resource]} deleted successfully`);
    if (outcome.ok) void list.refresh();
  };
}
