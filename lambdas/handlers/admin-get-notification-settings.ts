import { settingsRepo } from '../lib/db/settings-repo';
import { handle } from '../lib/http';
import { defaultProviderEmail } from '../lib/mail/config';

export const handler = handle({ auth: 'admin' }, async () => ({
  body: { ...(await settingsRepo.listNotifications()), defaultProviderEmail: defaultProviderEmail() },
}));
