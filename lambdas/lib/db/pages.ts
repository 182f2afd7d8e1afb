// One page of a gsi1 partition for the admin lists (docs/ARCHITECTURE.md,
// Admin lists that scale): at most ADMIN_PAGE_SIZE items and an opaque
// cursor for the next page, never the whole partition.
//
// Search: every listed item stores `searchText`, the lowercase of the fields
// it is found by (searchText()). A DynamoDB FilterExpression is applied AFTER
// the read, and Limit counts items read, not matches: a Query with Limit 50
// and a filter may answer 0 matches. So a search reads chunk after chunk
// until it has 50 matches or has read READ_BUDGET items (or spent
// TIME_BUDGET_MS), and answers the
// matches so far with a cursor from where it stopped. The trade-off: a rare
// term over a large list answers a short (even empty) page with a cursor,
// and "Load more" goes on searching; each request's time and read cost stay
// bounded instead of growing with the table.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminResource } from '../../../contract/routes';
import { ADMIN_PAGE_SIZE } from '../../../contract/constants';
import { db, tableName } from './client';
import type { Item } from './items';
import { TABLE } from './table-definition';

/** Items read per request at most while searching. */
export const READ_BUDGET = 1000;
/**
 * And time spent at most, checked after each chunk: 1,000 contact messages of
 * 5,000 characters are 5 MB to read and filter, which the item count alone
 * would not bound.
 */
export const TIME_BUDGET_MS = 150;
/** Items read per Query while searching: big enough for few round trips, small enough to stop near 50 matches. */
const SEARCH_CHUNK = 250;

export type PageQuery = {
  cursor?: string;
  /** Already normalised (normaliseSearch); empty = no search. */
  search?: string;
  /** Exact match on one more attribute (registrations by eventId). */
  where?: { field: string; value: string };
  newestFirst?: boolean;
};
export type Page = { items: Item[]; nextCursor: string | null };

/** Thrown for a cursor this code did not make; the handler answers 400. */
export class BadCursorError extends Error {
  constructor() {
    super('bad cursor');
    this.name = 'BadCursorError';
  }
}

/**
 * What each admin list is searched by: the fields its items' searchText holds.
 * Contact messages by who sent them, never by their (long) text.
 */
export const SEARCHED_BY = {
  events: ['title', 'location'],
  testimonials: ['name', 'position'],
  gallery: ['title', 'category'],
  contacts: ['name', 'email', 'phone'],
  registrations: ['name', 'email', 'phone'],
} as const satisfies Record<AdminResource, readonly string[]>;

/** An item's searchText for its list. */
export const searchTextOf = (resource: AdminResource, item: Record<string, unknown>): string => searchText(SEARCHED_BY[resource].map((field) => item[field]));

/** Lowercase, accents off, spaces collapsed: how stored text and search terms are compared. */
export function normaliseSearch(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The searchText attribute of an item found by these fields (name, email, title...). */
export function searchText(fields: readonly unknown[]): string {
  return fields
    .filter((f): f is string => typeof f === 'string' && f.length > 0)
    .map(normaliseSearch)
    .join('\n');
}

type StartKey = { pk: string; sk: string; gsi1pk: string; gsi1sk: string };
const KEY_FIELDS = [TABLE.partitionKey, TABLE.sortKey, TABLE.gsi1.partitionKey, TABLE.gsi1.sortKey] as const;
const MAX_CURSOR_LENGTH = 2048;

/** base64url of the item's four key attributes: where the next page starts. */
export function encodeCursor(item: Item): string {
  const key = Object.fromEntries(KEY_FIELDS.map((field) => [field, item[field]]));
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/**
 * The start key of a cursor, only if it is exactly what encodeCursor makes
 * for this partition: anything else (garbage, other fields, another
 * partition) would make DynamoDB refuse the Query, a 5xx, or start elsewhere.
 */
export function decodeCursor(cursor: string, partition: string): StartKey {
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw new BadCursorError();
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadCursorError();
  }
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw new BadCursorError();
  const fields = Object.keys(key);
  const record = key as Record<string, unknown>;
  const wellFormed =
    fields.length === KEY_FIELDS.length &&
    KEY_FIELDS.every((field) => {
      const value = record[field];
      return typeof value === 'string' && value.length > 0 && value.length <= 512;
    });
  if (!wellFormed || record[TABLE.gsi1.partitionKey] !== partition) throw new BadCursorError();
  return record as StartKey;
}

/** One page of a gsi1 partition, newest first by default. */
export async function queryPage(partition: string, query: PageQuery = {}): Promise<Page> {
  const names: Record<string, string> = { '#pk': TABLE.gsi1.partitionKey };
  const values: Record<string, unknown> = { ':pk': partition };
  const filters: string[] = [];
  if (query.search) {
    names['#search'] = 'searchText';
    values[':search'] = query.search;
    filters.push('contains(#search, :search)');
  }
  if (query.where) {
    names['#where'] = query.where.field;
    values[':where'] = query.where.value;
    filters.push('#where = :where');
  }
  const filtered = filters.length > 0;
  const started = Date.now();
  let start: Record<string, unknown> | undefined = query.cursor ? decodeCursor(query.cursor, partition) : undefined;
  const items: Item[] = [];
  let read = 0;
  for (;;) {
    const wanted = ADMIN_PAGE_SIZE - items.length;
    // Without a filter every item read is a match: read exactly what is
    // missing, plus one to learn whether anything follows.
    const limit = filtered ? Math.min(SEARCH_CHUNK, READ_BUDGET - read) : wanted + 1;
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: TABLE.gsi1.name,
        KeyConditionExpression: '#pk = :pk',
        FilterExpression: filtered ? filters.join(' AND ') : undefined,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ScanIndexForward: query.newestFirst === false,
        ExclusiveStartKey: start,
        Limit: limit,
      }),
    );
    read += page.ScannedCount ?? 0;
    const found = page.Items ?? [];
    if (found.length >= wanted) {
      // Enough: stop at the 50th, and the next page starts right after it
      // (when more was read, or more may follow).
      items.push(...found.slice(0, wanted));
      const more = found.length > wanted || Boolean(page.LastEvaluatedKey);
      return { items, nextCursor: more ? encodeCursor(items[items.length - 1]) : null };
    }
    items.push(...found);
    start = page.LastEvaluatedKey;
    if (!start) return { items, nextCursor: null };
    // Out of budget: answer what was found; the cursor goes on from the last item read.
    if (read >= READ_BUDGET || Date.now() - started >= TIME_BUDGET_MS) return { items, nextCursor: encodeCursor(start) };
  }
}
