// Asking again before the riskiest actions (POST /api/admin/step-up; docs/ARCHITECTURE.md,
// Auth, "Policy and step-up"): a signed-in admin confirms who they are with a factor of
// the account (a one-time code or a recovery code; a passkey may join as another
// method), or with the password when the account has none. The session then carries
// steppedUpAt, which the routes marked stepUp accept for STEP_UP_MAX_AGE_SECONDS.
// Every try takes a slot of the sign-in throttle (auth.ts takeAttempt); a code is
// used up in ONE transaction with the session's mark, so it cannot serve twice.
// Passed and refused step-ups are audited; never the code or the password.
import { SECURITY_MESSAGES, STEP_UP_MAX_AGE_SECONDS, type StepUpMethod, type StepUpResponse } from '../../../contract/admin-security';
import type { z } from 'zod';
import type { stepUpInput } from '../../../contract/admin-security';
import { takeAttempt, verifyPassword, type Admin, type Client } from '../auth';
import { adminUsersRepo } from '../db/admin-users-repo';
import { auditRepo } from '../db/audit-repo';
import { factorsRepo } from '../db/factors-repo';
import { nowIso, transact, type TransactItem } from '../db/items';
import { sessionsRepo } from '../db/sessions-repo';
import { badRequest, unauthorized } from '../errors';
import { log } from '../log';
import { recoveryCodeHash } from './secrets';
import { matchingStep } from './totp';

export type StepUpBody = z.output<typeof stepUpInput>;
export const STEP_UP_ROUTE = 'POST /api/admin/step-up';

const METHOD_WORDS: Record<StepUpMethod, string> = { password: 'password', totp: 'one-time code', recovery: 'recovery code' };

/** A refusal in the audit log; a failed audit write is logged, the refusal stands. */
async function auditRefusal(username: string, summary: string): Promise<void> {
  try {
    await auditRepo.record({ username, route: STEP_UP_ROUTE, summary });
  } catch (error) {
    log.error('audit record failed', { route: STEP_UP_ROUTE, error: String(error) });
  }
}

/** 400, never 401: a wrong code must not sign the admin out. */
const wrong = (field: 'password' | 'code', message: string) => badRequest(message, { [field]: message });

export async function stepUp(admin: Admin, input: StepUpBody, client: Client): Promise<StepUpResponse> {
  const succeeded = await takeAttempt(admin.username, client);
  const user = await adminUsersRepo.get(admin.username);
  if (!user) throw unauthorized('Authentication required');
  const { factors, recoveryCodes } = await factorsRepo.partition(user.id);
  const hasFactor = factors.length > 0;
  const nowMs = Date.now();
  const at = Math.floor(nowMs / 1000);

  // An account with a factor confirms with it; the password is for accounts without one.
  if (hasFactor === (input.method === 'password')) {
    await auditRefusal(user.username, `Step-up refused: ${METHOD_WORDS[input.method]} is not how this account confirms`);
    throw wrong(input.method === 'password' ? 'password' : 'code', hasFactor ? SECURITY_MESSAGES.useYourFactor : SECURITY_MESSAGES.noFactorYet);
  }

  let message: string;
  if (input.method === 'password') {
    if (!(await verifyPassword(input.password, user.passwordHash))) {
      await auditRefusal(user.username, 'Step-up refused: wrong password');
      throw wrong('password', SECURITY_MESSAGES.wrongPassword);
    }
    if (!(await sessionsRepo.stepUp(admin.username, admin.jti, at, 'password'))) throw unauthorized('Authentication required');
    message = SECURITY_MESSAGES.confirmedWithPassword;
  } else {
    const used = nowIso();
    let use: TransactItem | null = null;
    if (input.method === 'totp') {
      for (const factor of factors) {
        // A passkey does not confirm a step-up yet (an account with passkeys only uses a recovery code).
        if (factor.type !== 'totp') continue;
        const step = matchingStep(factor.secret, input.code, nowMs, factor.lastStep);
        if (step !== null) {
          use = factorsRepo.useTotp(user.id, factor.id, step, used);
          break;
        }
      }
    } else {
      const hash = recoveryCodeHash(input.code);
      if (recoveryCodes.some((code) => code.hash === hash && !code.usedAt)) use = factorsRepo.useRecoveryCode(user.id, hash, used);
    }
    const failed = use ? await transact([use, sessionsRepo.stepUpInTransaction(admin.username, admin.jti, at, input.method)]) : [0];
    if (failed) {
      if (use && failed.includes(1) && !failed.includes(0)) throw unauthorized('Authentication required'); // the session ended meanwhile
      await auditRefusal(user.username, `Step-up refused: wrong ${METHOD_WORDS[input.method]}`);
      throw wrong('code', SECURITY_MESSAGES.wrongCode);
    }
    message = input.method === 'totp' ? SECURITY_MESSAGES.confirmedWithCode : SECURITY_MESSAGES.confirmedWithRecovery(recoveryCodes.filter((code) => !code.usedAt).length - 1);
  }
  await succeeded();
  // The wrapper audits the passed step-up with this message (lambdas/lib/audit.ts).
  return { success: true, message, data: { steppedUpUntil: new Date((at + STEP_UP_MAX_AGE_SECONDS) * 1000).toISOString() } };
}
