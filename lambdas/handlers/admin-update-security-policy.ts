import { SECURITY_MESSAGES, securityPolicyInput } from '../../contract/admin-security';
import { settingsRepo } from '../lib/db/settings-repo';
import { conflict } from '../lib/errors';
import { handle } from '../lib/http';

// Turn the second-factor policy on or off (a step-up route; the wrapper audits the change with its message).
// Only a session with a factor may turn it on: one without would lock itself out of the admin at once.
export const handler = handle({ auth: 'admin', body: securityPolicyInput }, async ({ admin, body }) => {
  if (body.requireSecondFactor && admin!.withoutFactor) throw conflict(SECURITY_MESSAGES.policyNeedsOwnFactor);
  const policy = await settingsRepo.saveSecurityPolicy(body);
  const message = policy.requireSecondFactor ? SECURITY_MESSAGES.policyOn : SECURITY_MESSAGES.policyOff;
  return { body: { success: true, message, data: { ...policy, factorRequired: policy.requireSecondFactor && admin!.withoutFactor === true } } };
});
