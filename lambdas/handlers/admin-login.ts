import { MFA_MESSAGES } from '../../contract/mfa-schemas';
import { loginInput } from '../../contract/schemas';
import { login } from '../lib/auth';
import { clientAddress, userAgent } from '../lib/client-address';
import { handle } from '../lib/http';
import { relyingParty } from '../lib/mfa/relying-party';

export const handler = handle({ auth: 'public', body: loginInput }, async ({ body, event }) => {
  const result = await login(body.username, body.password, { ip: clientAddress(event), userAgent: userAgent(event) }, () => relyingParty(event));
  // An account with a second factor: no token yet, a challenge for POST /api/admin/login/verify.
  if ('mfa' in result) return { body: { success: true, message: result.methods.includes('passkey') ? MFA_MESSAGES.usePasskey : MFA_MESSAGES.enterCode, data: result } };
  const { token, mustChangePassword } = result;
  return { body: { success: true, token, message: 'Login successful', ...(mustChangePassword ? { mustChangePassword } : {}) } };
});
