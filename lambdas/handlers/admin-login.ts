import { loginInput } from '../../contract/schemas';
import { login } from '../lib/auth';
import { handle } from '../lib/http';

export const handler = handle({ auth: 'public', body: loginInput }, async ({ body }) => {
  const token = await login(body.username, body.password);
  return { body: { success: true, token, message: 'Login successful' } };
});
