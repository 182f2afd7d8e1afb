import { handle } from '../lib/http';
import { passkeyRegistrationOptions } from '../lib/mfa/passkeys';
import { relyingParty } from '../lib/mfa/relying-party';

// Adding a passkey, step one: the options for navigator.credentials.create (its challenge waits 5 minutes).
export const handler = handle({ auth: 'admin' }, async ({ admin, event }) => ({
  body: { success: true, message: 'Follow your browser to create the passkey', data: await passkeyRegistrationOptions(admin!, relyingParty(event)) },
}));
