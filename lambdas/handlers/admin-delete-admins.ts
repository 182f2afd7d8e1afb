import { ACCOUNT_MESSAGES } from '../../contract/messages';
import { removeAdmin } from '../lib/accounts';
import { handle } from '../lib/http';

export const handler = handle({ auth: 'admin' }, async ({ params, admin }) => {
  const removed = await removeAdmin(params.id, admin!);
  return { body: { success: true, message: `${ACCOUNT_MESSAGES.removed}: ${removed.username}`, id: removed.id } };
});
