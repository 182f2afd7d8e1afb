import { notificationSettingsInput } from '../../contract/schemas';
import { settingsRepo } from '../lib/db/settings-repo';
import { handle } from '../lib/http';
import { defaultProviderEmail } from '../lib/mail/config';

export const handler = handle({ auth: 'admin', body: notificationSettingsInput }, async ({ body }) => ({
  body: { ...(await settingsRepo.saveNotifications(body)), defaultProviderEmail: defaultProviderEmail() },
}));
