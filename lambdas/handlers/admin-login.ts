import { loginInput } from '../../contract/schemas';
import { login } from '../lib/auth';
import { clientAddress, userAgent } from '../lib/client-address';
import { handle } from '../lib/http';

export const handler = handle({ auth: 'public', body: loginInput }, async ({ body, event }) => {
  const { token, mustChangePassword } = await login(body.username, body.password, { ip: clientAddress(event), userAgent: userAgent(event) });
  return { body: { success: true, token, message: 'Login successful', ...(mustChangePassword ? { mustChangePassword } : {}) } };
});
