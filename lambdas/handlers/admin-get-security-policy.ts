import { settingsRepo } from '../lib/db/settings-repo';
import { handle } from '../lib/http';

// The owner's second-factor policy, and whether this session must still add a factor under it.
export const handler = handle({ auth: 'admin' }, async ({ admin }) => {
  const policy = await settingsRepo.securityPolicy();
  return { body: { data: { ...policy, factorRequired: policy.requireSecondFactor && admin!.withoutFactor === true } } };
});
