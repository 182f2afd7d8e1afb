import type { AdminUser } from '../../../contract/schemas';
import type { CreateOptions } from './content-repo';
import { getItem, newId, nowIso, pick, putNew, queryPartition, updateExisting, type Item } from './items';
import { keys } from './keys';

const FIELDS = ['id', 'username', 'passwordHash', 'createdAt'];
const toAdmin = (item: Item) => pick<AdminUser>(item, FIELDS);
export type AdminSummary = Omit<AdminUser, 'passwordHash'>;
const toSummary = (item: Item) => pick<AdminSummary>(item, ['id', 'username', 'createdAt']);

/** Usernames are matched without regard to case or surrounding spaces. */
export const normaliseUsername = (username: string): string => username.trim().toLowerCase();

export const adminUsersRepo = {
  async get(username: string): Promise<AdminUser | null> {
    const item = await getItem(keys.adminUser(normaliseUsername(username)));
    return item ? toAdmin(item) : null;
  },

  /** Throws ItemExistsError when the username is taken. */
  async create(username: string, passwordHash: string, opts: CreateOptions = {}): Promise<AdminUser> {
    const name = normaliseUsername(username);
    const id = opts.id ?? newId();
    const createdAt = opts.createdAt ?? nowIso();
    const item = { ...keys.adminUser(name), id, username: name, passwordHash, createdAt };
    await putNew(item, 'Admin user');
    // Second, so a crash in between leaves an admin that works but is not listed,
    // never a listed admin that cannot sign in.
    await putNew({ ...keys.adminDirectory(name), id, username: name, createdAt }, 'Admin user');
    return toAdmin(item);
  },

  /** False when there is no such admin. */
  async setPassword(username: string, passwordHash: string): Promise<boolean> {
    return Boolean(await updateExisting(keys.adminUser(normaliseUsername(username)), { passwordHash }));
  },

  /** Every admin, by username (the local bootstrap asks whether there is any). */
  async list(): Promise<AdminSummary[]> {
    return (await queryPartition(keys.adminsPartition)).map(toSummary);
  },
};
