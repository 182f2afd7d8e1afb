import { ACCOUNT_MESSAGES } from '../../contract/messages';
import { sessionsRepo } from '../lib/db/sessions-repo';
import { handle } from '../lib/http';

// "Sign out everywhere": every session of mine ends, this one included.
export const handler = handle({ auth: 'admin', beforePasswordChange: true }, async ({ admin }) => {
  await sessionsRepo.removeAllFor(admin!.username);
  return { body: { success: true, message: ACCOUNT_MESSAGES.signedOutEverywhere } };
});
