import { ACCOUNT_MESSAGES } from '../../contract/messages';
import { changePasswordInput } from '../../contract/schemas';
import { changePassword } from '../lib/accounts';
import { clientAddress, userAgent } from '../lib/client-address';
import { handle } from '../lib/http';

// The one admin route a first-password session may use.
export const handler = handle({ auth: 'admin', body: changePasswordInput, beforePasswordChange: true }, async ({ body, admin, event }) => {
  await changePassword(admin!, body.currentPassword, body.newPassword, { ip: clientAddress(event), userAgent: userAgent(event) });
  return { body: { success: true, message: ACCOUNT_MESSAGES.passwordChanged } };
});
