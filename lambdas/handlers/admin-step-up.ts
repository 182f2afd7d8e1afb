import { stepUpInput } from '../../contract/admin-security';
import { clientAddress, userAgent } from '../lib/client-address';
import { handle } from '../lib/http';
import { relyingParty } from '../lib/mfa/relying-party';
import { stepUp } from '../lib/mfa/step-up';

// Confirm who I am again before the riskiest actions (lambdas/lib/mfa/step-up.ts).
export const handler = handle({ auth: 'admin', body: stepUpInput }, async ({ admin, body, event }) => ({
  body: await stepUp(admin!, body, { ip: clientAddress(event), userAgent: userAgent(event) }, relyingParty(event)),
}));
