import { logout } from '../lib/auth';
import { handle, header } from '../lib/http';

// Always 200: the browser drops its token whatever we answer; a valid token's session is revoked.
export const handler = handle({ auth: 'public' }, async ({ event }) => {
  await logout(header(event, 'authorization'));
  return { body: { success: true, message: 'Logged out' } };
});
