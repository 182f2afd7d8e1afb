import type { AdminUser } from '../../../contract/schemas';
import type { CreateOptions } from './content-repo';
import { getItem, newId, nowIso, pick, putNew, queryPartition, transact, updateExisting, type Item, type TransactItem } from './items';
import { tableName } from './client';
import { keys } from './keys';

const FIELDS = ['id', 'username', 'passwordHash', 'createdAt', 'mustChangePassword', 'createdBy'];
const toAdmin = (item: Item) => pick<AdminUser>(item, FIELDS);
export type AdminSummary = Omit<AdminUser, 'passwordHash'>;
const toSummary = (item: Item) => pick<AdminSummary>(item, ['id', 'username', 'createdAt', 'mustChangePassword', 'createdBy']);

/** Usernames are matched without regard to case or surrounding spaces. */
export const normaliseUsername = (username: string): string => username.trim().toLowerCase();

export type NewAdminOptions = CreateOptions & {
  /** Made by another admin with a first password: they must set their own at first sign-in. */
  mustChangePassword?: boolean;
  createdBy?: string;
};

/** Why removing an admin was refused. */
export type RemoveOutcome = 'removed' | 'not-found' | 'last-admin';

export const adminUsersRepo = {
  async get(username: string): Promise<AdminUser | null> {
    const item = await getItem(keys.adminUser(normaliseUsername(username)));
    return item ? toAdmin(item) : null;
  },

  /** Throws ItemExistsError when the username is taken. */
  async create(username: string, passwordHash: string, opts: NewAdminOptions = {}): Promise<AdminUser> {
    const name = normaliseUsername(username);
    const id = opts.id ?? newId();
    const createdAt = opts.createdAt ?? nowIso();
    const extra = { ...(opts.mustChangePassword ? { mustChangePassword: true } : {}), ...(opts.createdBy ? { createdBy: opts.createdBy } : {}) };
    const item = { ...keys.adminUser(name), id, username: name, passwordHash, createdAt, ...extra };
    await putNew(item, 'Admin user');
    // Second, so a crash in between leaves an admin that works but is not listed,
    // never a listed admin that cannot sign in.
    await putNew({ ...keys.adminDirectory(name), id, username: name, createdAt, ...extra }, 'Admin user');
    return toAdmin(item);
  },

  /** False when there is no such admin. `mustChangePassword` false clears the first-password flag. */
  async setPassword(username: string, passwordHash: string, mustChangePassword = false): Promise<boolean> {
    const name = normaliseUsername(username);
    const flag = mustChangePassword ? true : undefined; // undefined REMOVEs it
    const done = Boolean(await updateExisting(keys.adminUser(name), { passwordHash, mustChangePassword: flag }));
    const { pk, sk } = keys.adminDirectory(name);
    if (done) await updateExisting({ pk, sk }, { mustChangePassword: flag });
    return done;
  },

  /** Every admin, by username (the local bootstrap asks whether there is any). */
  async list(): Promise<AdminSummary[]> {
    return (await queryPartition(keys.adminsPartition)).map(toSummary);
  },

  /**
   * Remove the admin with this id, in one transaction that also requires
   * another admin to exist (`keeper`): two admins removing each other at
   * once cannot leave none, because each transaction checks the item the
   * other deletes and DynamoDB lets only one of them through.
   */
  async remove(id: string, keeper: (others: AdminSummary[]) => AdminSummary | undefined): Promise<{ outcome: RemoveOutcome; admin?: AdminSummary }> {
    const all = await this.list();
    const target = all.find((admin) => admin.id === id);
    if (!target) return { outcome: 'not-found' };
    const other = keeper(all.filter((admin) => admin.id !== id));
    if (!other) return { outcome: 'last-admin', admin: target };
    const items: TransactItem[] = [
      { Delete: { TableName: tableName(), Key: keys.adminUser(target.username), ConditionExpression: 'id = :id', ExpressionAttributeValues: { ':id': id } } },
      { Delete: { TableName: tableName(), Key: { pk: keys.adminDirectory(target.username).pk, sk: keys.adminDirectory(target.username).sk } } },
      { ConditionCheck: { TableName: tableName(), Key: keys.adminUser(other.username), ConditionExpression: 'attribute_exists(pk)' } },
    ];
    const failed = await transact(items);
    if (!failed) return { outcome: 'removed', admin: target };
    return failed.includes(0) ? { outcome: 'not-found' } : { outcome: 'last-admin', admin: target };
  },
};
