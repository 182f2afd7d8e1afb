// Settings the admin changes at run time, one item per settings document.
// 'notifications': where the provider hears of new contact messages and
// registrations (an address, else PROVIDER_EMAIL), and whether as one mail
// each or as a daily summary. 'security': the owner's second-factor policy
// (every admin must use a passkey or a code), off until set; every admin route
// may Get this one item (infra/constructs/route-permissions.ts, CheckPolicy).
import type { NotificationSettingsInput } from '../../../contract/schemas';
import type { SecurityPolicy } from '../../../contract/admin-security';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { getItem, nowIso, queryPartition } from './items';
import { keys } from './keys';

const NOTIFICATIONS = 'notifications';
/** The settings document of the second-factor policy: its key is what every admin route may read. */
export const SECURITY_SETTINGS = 'security';

/** What the notifying code needs: the address to write to, and whether to wait for the digest. */
export type ProviderNotice = { to: string; digest: boolean };

const toSettings = (item: Record<string, unknown> | null | undefined): NotificationSettingsInput => ({
  providerEmail: typeof item?.providerEmail === 'string' && item.providerEmail ? item.providerEmail : undefined,
  digest: item?.digest === true,
});

export const settingsRepo = {
  /** For the admin's read route: one Query on the SETTINGS partition (read routes may not GetItem). */
  async listNotifications(): Promise<NotificationSettingsInput> {
    const items = await queryPartition(keys.settingsPartition);
    return toSettings(items.find((item) => item.gsi1sk === NOTIFICATIONS));
  },

  /** For registration, contact and the digest: a strongly consistent Get. */
  async notifications(): Promise<NotificationSettingsInput> {
    return toSettings(await getItem(keys.settings(NOTIFICATIONS)));
  },

  /** The second-factor policy (who changed it is in the audit log): a strongly consistent Get (a change applies to the next request). Off when never set. */
  async securityPolicy(): Promise<SecurityPolicy> {
    const item = await getItem(keys.settings(SECURITY_SETTINGS));
    return { requireSecondFactor: item?.requireSecondFactor === true };
  },

  async saveSecurityPolicy(policy: SecurityPolicy): Promise<SecurityPolicy> {
    const item = { ...keys.settings(SECURITY_SETTINGS), ...keys.settingsGsi(SECURITY_SETTINGS), requireSecondFactor: policy.requireSecondFactor, updatedAt: nowIso() };
    await db().send(new PutCommand({ TableName: tableName(), Item: item }));
    return { requireSecondFactor: policy.requireSecondFactor };
  },

  async saveNotifications(input: NotificationSettingsInput): Promise<NotificationSettingsInput> {
    const item = { ...keys.settings(NOTIFICATIONS), ...keys.settingsGsi(NOTIFICATIONS), providerEmail: input.providerEmail, digest: input.digest, updatedAt: nowIso() };
    await db().send(new PutCommand({ TableName: tableName(), Item: item }));
    return toSettings(item);
  },
};

/** Where a provider notice goes now: the saved address, else the deployment's default. */
export async function providerNotice(defaultEmail: string): Promise<ProviderNotice> {
  const settings = await settingsRepo.notifications();
  return { to: settings.providerEmail ?? defaultEmail, digest: settings.digest };
}
