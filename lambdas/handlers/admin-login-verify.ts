import { loginVerifyInput } from '../../contract/mfa-schemas';
import { clientAddress, userAgent } from '../lib/client-address';
import { handle } from '../lib/http';
import { relyingParty } from '../lib/mfa/relying-party';
import { verifySignIn } from '../lib/mfa/verify';

// The second step of signing in: the same answer as a password-only sign-in.
export const handler = handle({ auth: 'public', body: loginVerifyInput }, async ({ body, event }) => {
  const { token, mustChangePassword } = await verifySignIn(body, { ip: clientAddress(event), userAgent: userAgent(event) }, relyingParty(event));
  return { body: { success: true, token, message: 'Login successful', ...(mustChangePassword ? { mustChangePassword } : {}) } };
});
