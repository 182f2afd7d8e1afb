import { passkeyLoginInput } from '../../contract/mfa-schemas';
import { clientAddress, userAgent } from '../lib/client-address';
import { handle } from '../lib/http';
import { passkeySignIn } from '../lib/mfa/passkeys';
import { relyingParty } from '../lib/mfa/relying-party';

// Signing in with a passkey alone, step two: the same answer as a password sign-in.
export const handler = handle({ auth: 'public', body: passkeyLoginInput }, async ({ body, event }) => {
  const { token, mustChangePassword } = await passkeySignIn(body, { ip: clientAddress(event), userAgent: userAgent(event) }, relyingParty(event));
  return { body: { success: true, token, message: 'Login successful', ...(mustChangePassword ? { mustChangePassword } : {}) } };
});
