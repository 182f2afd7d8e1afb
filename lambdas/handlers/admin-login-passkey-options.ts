import { handle } from '../lib/http';
import { passkeyLoginOptions } from '../lib/mfa/passkeys';
import { relyingParty } from '../lib/mfa/relying-party';

// Signing in with a passkey alone, step one: options with no allowCredentials and a challenge (5 minutes, one use).
export const handler = handle({ auth: 'public' }, async ({ event }) => ({ body: { success: true, data: await passkeyLoginOptions(relyingParty(event)) } }));
