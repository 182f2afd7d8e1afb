import { ACCOUNT_MESSAGES } from '../../contract/messages';
import { newAdminInput } from '../../contract/schemas';
import { hashPassword } from '../lib/auth';
import { adminUsersRepo } from '../lib/db/admin-users-repo';
import { ItemExistsError } from '../lib/db/items';
import { conflict } from '../lib/errors';
import { handle } from '../lib/http';

// The new admin gets a first password from the one who adds them and must replace it at first sign-in.
export const handler = handle({ auth: 'admin', body: newAdminInput }, async ({ body, admin }) => {
  const hash = await hashPassword(body.password);
  try {
    const created = await adminUsersRepo.create(body.username, hash, { mustChangePassword: true, createdBy: admin!.username });
    return { status: 201, body: { success: true, message: ACCOUNT_MESSAGES.created, id: created.id } };
  } catch (error) {
    if (error instanceof ItemExistsError) throw conflict(ACCOUNT_MESSAGES.exists);
    throw error;
  }
});
