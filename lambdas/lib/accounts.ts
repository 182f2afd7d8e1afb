// The admin accounts area (docs/PRODUCT-RULES.md, Admin accounts): what the
// account routes do beyond checking input, kept apart from the handlers so
// each handler stays a few lines.
import { ACCOUNT_MESSAGES } from '../../contract/messages';
import type { AdminAccount, AdminSessionView } from '../../contract/schemas';
import { hashPassword, takeAttempt, verifyPassword, type Admin, type Client } from './auth';
import { adminUsersRepo, type AdminSummary } from './db/admin-users-repo';
import { sessionsRepo } from './db/sessions-repo';
import { badRequest, conflict, notFound } from './errors';

export const toAccount = (admin: AdminSummary, me: Admin): AdminAccount => ({ ...admin, isYou: admin.username === me.username });

/** Remove an admin: never the last one, and their sessions end with them. */
export async function removeAdmin(id: string, me: Admin): Promise<AdminSummary> {
  // The keeper is the admin who must still exist when the removal goes
  // through: me, unless I remove myself; then anyone else.
  const { outcome, admin } = await adminUsersRepo.remove(id, (others) => others.find((o) => o.username === me.username) ?? others[0]);
  if (outcome === 'not-found' || !admin) throw notFound(ACCOUNT_MESSAGES.notFound);
  if (outcome === 'last-admin') throw conflict(ACCOUNT_MESSAGES.lastAdmin);
  await sessionsRepo.removeAllFor(admin.username);
  return admin;
}

/**
 * Change my password: the current one is checked (through the login
 * throttle, so a stolen token cannot guess it quickly), the first-password
 * flag goes, and every other session of mine ends.
 */
export async function changePassword(me: Admin, currentPassword: string, newPassword: string, client: Client): Promise<number> {
  const succeeded = await takeAttempt(me.username, client);
  const account = await adminUsersRepo.get(me.username);
  if (!account) throw notFound(ACCOUNT_MESSAGES.notFound);
  if (!(await verifyPassword(currentPassword, account.passwordHash))) {
    throw badRequest(ACCOUNT_MESSAGES.wrongPassword, { currentPassword: ACCOUNT_MESSAGES.wrongPassword });
  }
  await succeeded();
  if (!(await adminUsersRepo.setPassword(me.username, await hashPassword(newPassword)))) throw notFound(ACCOUNT_MESSAGES.notFound);
  await sessionsRepo.clearMustChange(me.username, me.jti);
  return sessionsRepo.removeAllFor(me.username, me.jti);
}

export async function mySessions(me: Admin): Promise<AdminSessionView[]> {
  return (await sessionsRepo.listFor(me.username)).map((s) => ({
    // The jti is only half of a token (the signature is the other): safe to show, and it names the session.
    id: s.jti,
    createdAt: s.createdAt,
    expiresAt: new Date(s.expiresAt * 1000).toISOString(),
    userAgent: s.userAgent,
    ip: s.ip,
    current: s.jti === me.jti,
  }));
}
