// The shape shared by the simple entities (testimonials, gallery items,
// contact messages): one item per record, listed from one gsi1 partition in
// creation order. Each entity's repository module configures one of these.
import type { CounterName, ListQuery } from '../../../contract/schemas';
import { tableName } from './client';
import { counterItem } from './counters';
import { getItem, ItemExistsError, newId, nowIso, pick, queryPartition, transact, updateExisting, type Item } from './items';
import type { Gsi1, Key } from './keys';
import { queryPage, searchText } from './pages';

export type CreateOptions = { id?: string; createdAt?: string };

export type ContentRepo<Input, Entity> = {
  /** Every item, newest first, active or not (tests and scripts; the admin pages with page()). */
  list(): Promise<Entity[]>;
  /** One admin page, newest first: 50 items and the cursor of the next (pages.ts). */
  page(query: ListQuery): Promise<{ items: Entity[]; nextCursor: string | null }>;
  /** Active items only, oldest first (public pages append them in the order they were added). */
  listActive(): Promise<Entity[]>;
  get(id: string): Promise<Entity | null>;
  /** Throws ItemExistsError when opts.id is taken (the seed relies on it). */
  create(input: Input, opts?: CreateOptions): Promise<Entity>;
  /** Replace the editable fields; null when there is no such item. */
  update(id: string, input: Input): Promise<Entity | null>;
  /** false when there was no such item. */
  remove(id: string): Promise<boolean>;
};

export function contentRepo<Input extends object, Entity>(config: {
  what: string;
  key: (id: string) => Key;
  gsi: (createdAt: string, id: string) => Gsi1;
  partition: string;
  /** Fields of the input that are stored and returned. */
  fields: readonly (keyof Input & string)[];
  /** The fields the admin search finds an item by (pages.ts, searchText). */
  searchFields: readonly string[];
  /** The overview count kept with every create and delete (counters.ts). */
  counter: CounterName;
  /** Stored attributes that are not input: set at creation, returned with the entity (the gallery's position). */
  managed?: { fields: readonly string[]; initial: (createdAt: string) => Item };
}): ContentRepo<Input, Entity> {
  const entityFields = ['id', ...config.fields, 'createdAt', ...(config.managed?.fields ?? [])];
  const toEntity = (item: Item) => pick<Entity>(item, entityFields);
  const inputFields = (input: Input) => {
    const out: Item = {};
    for (const field of config.fields) out[field] = (input as Item)[field];
    out.searchText = searchText(config.searchFields.map((field) => (input as Item)[field]));
    return out;
  };
  return {
    async list() {
      return (await queryPartition(config.partition, { newestFirst: true })).map(toEntity);
    },
    async page(query) {
      const page = await queryPage(config.partition, { cursor: query.cursor, search: query.search });
      return { items: page.items.map(toEntity), nextCursor: page.nextCursor };
    },
    async listActive() {
      return (await queryPartition(config.partition, { activeOnly: true })).map(toEntity);
    },
    async get(id) {
      const item = await getItem(config.key(id));
      return item ? toEntity(item) : null;
    },
    async create(input, opts = {}) {
      const id = opts.id ?? newId();
      const createdAt = opts.createdAt ?? nowIso();
      const item = { ...config.key(id), ...config.gsi(createdAt, id), id, createdAt, ...config.managed?.initial(createdAt), ...inputFields(input) };
      // The item and its count together (counters.ts).
      const failed = await transact([
        { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
        counterItem(config.counter, 1),
      ]);
      if (failed) throw new ItemExistsError(config.what);
      return toEntity(item);
    },
    async update(id, input) {
      const item = await updateExisting(config.key(id), inputFields(input));
      return item ? toEntity(item) : null;
    },
    async remove(id) {
      const failed = await transact([
        { Delete: { TableName: tableName(), Key: config.key(id), ConditionExpression: 'attribute_exists(pk)' } },
        counterItem(config.counter, -1),
      ]);
      return !failed;
    },
  };
}
