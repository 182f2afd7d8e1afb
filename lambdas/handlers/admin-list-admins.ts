import { toAccount } from '../lib/accounts';
import { adminUsersRepo } from '../lib/db/admin-users-repo';
import { handle } from '../lib/http';

export const handler = handle({ auth: 'admin' }, async ({ admin }) => ({
  body: { data: (await adminUsersRepo.list()).map((a) => toAccount(a, admin!)) },
}));
