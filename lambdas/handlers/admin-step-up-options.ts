import { handle } from '../lib/http';
import { relyingParty } from '../lib/mfa/relying-party';
import { stepUpPasskeyOptions } from '../lib/mfa/step-up';

// A step-up with a passkey, step one: assertion options for my own passkeys, their challenge kept for this session
// (5 minutes, one use; lambdas/lib/mfa/step-up.ts). Asking changes nothing the audit log would name.
export const handler = handle({ auth: 'admin', changesNothing: true }, async ({ admin, event }) => ({
  body: { success: true, data: await stepUpPasskeyOptions(admin!, relyingParty(event)) },
}));
