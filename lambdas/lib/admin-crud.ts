// The admin list/create/update/delete shape, shared so each handler file is
// a one-liner that names its repository, schema and label.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod';
import { LIST_MESSAGES, mutationMessage } from '../../contract/messages';
import { LIMITS, MAX_SEARCH_LENGTH, type ListQuery } from '../../contract/schemas';
import { BadCursorError, normaliseSearch, type Page } from './db/pages';
import { badRequest, notFound } from './errors';
import { handle, type Handler } from './http';

type Pager = { page(query: ListQuery): Promise<Omit<Page, 'items'> & { items: unknown[] }> };
type Creator<I> = { create(input: I): Promise<{ id: string }> };
type Updater<I> = { update(id: string, input: I): Promise<{ id: string } | null> };
type Remover = { remove(id: string): Promise<boolean> };
type Getter = { get(id: string): Promise<unknown> };
/**
 * What happens to an item's uploaded files when the item goes or changes
 * (lambdas/lib/media/item-files.ts). Kept out of this module so handlers
 * without files do not bundle the S3 client.
 */
export type FileHooks = { repo: Getter; removed(before: unknown, after: unknown): Promise<void> };

/**
 * GET /api/admin/{resource}?cursor=&search=: `{ success, data: { items, nextCursor } }`,
 * one page in the repository's order. A cursor the API did not make, or a
 * search too long to be a name, is a 400.
 */
export function adminList(repo: Pager): Handler {
  return handle({ auth: 'admin' }, async ({ event }) => {
    const query = listQuery(event);
    try {
      return { body: { success: true, data: await repo.page(query) } };
    } catch (error) {
      if (error instanceof BadCursorError) throw badRequest(LIST_MESSAGES.badCursor, { cursor: LIST_MESSAGES.badCursor });
      throw error;
    }
  });
}

const EVENT_ID = /^[A-Za-z0-9_-]+$/;

/** ?cursor=&search=&eventId=, checked; the search normalised as stored (pages.ts). */
export function listQuery(event: APIGatewayProxyEventV2): ListQuery {
  const raw = event.queryStringParameters ?? {};
  const query: ListQuery = {};
  if (raw.cursor) query.cursor = raw.cursor;
  if (raw.search) {
    if (raw.search.length > MAX_SEARCH_LENGTH) {
      const message = LIST_MESSAGES.searchTooLong(MAX_SEARCH_LENGTH);
      throw badRequest(message, { search: message });
    }
    const search = normaliseSearch(raw.search);
    if (search) query.search = search;
  }
  if (raw.eventId) {
    if (raw.eventId.length > LIMITS.id || !EVENT_ID.test(raw.eventId)) throw badRequest(LIST_MESSAGES.badEventId, { eventId: LIST_MESSAGES.badEventId });
    query.eventId = raw.eventId;
  }
  return query;
}

/** POST: 201 `{ success, message: '<Label> created successfully', id }`. */
export function adminCreate<S extends z.ZodType>(schema: S, repo: Creator<z.output<S>>, label: string): Handler {
  return handle({ auth: 'admin', body: schema }, async ({ body }) => {
    const created = await repo.create(body as z.output<S>);
    return { status: 201, body: { success: true, message: mutationMessage(label, 'created'), id: created.id } };
  });
}

/** PUT /{id}: `{ success, message: '<Label> updated successfully', id }`, 404 when absent. */
export function adminUpdate<S extends z.ZodType>(schema: S, repo: Updater<z.output<S>>, label: string, files?: FileHooks): Handler {
  return handle({ auth: 'admin', body: schema }, async ({ body, params }) => {
    const before = files ? await files.repo.get(params.id) : null;
    const updated = await repo.update(params.id, body as z.output<S>);
    if (!updated) throw notFound(`${label} not found`);
    // A replaced photo's files go once the item no longer points at them.
    if (files && before) await files.removed(before, updated);
    return { body: { success: true, message: mutationMessage(label, 'updated'), id: updated.id } };
  });
}

/** DELETE /{id}: `{ success, message: '<Label> deleted successfully' }`, 404 when absent. */
export function adminDelete(repo: Remover, label: string, files?: FileHooks): Handler {
  return handle({ auth: 'admin' }, async ({ params }) => {
    const before = files ? await files.repo.get(params.id) : null;
    if (!(await repo.remove(params.id))) throw notFound(`${label} not found`);
    // After the item is gone: a file is never missing under a live item.
    if (files && before) await files.removed(before, null);
    return { body: { success: true, message: mutationMessage(label, 'deleted'), id: params.id } };
  });
}
