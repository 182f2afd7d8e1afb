// The admin list/create/update/delete shape, shared so each handler file is
// a one-liner that names its repository, schema and label.
import type { z } from 'zod';
import { mutationMessage } from '../../contract/messages';
import { notFound } from './errors';
import { handle, type Handler } from './http';

type Lister = { list(): Promise<unknown[]> };
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

/** GET /api/admin/{resource}: `{ data }`, newest first (the repository's order). */
export function adminList(repo: Lister): Handler {
  return handle({ auth: 'admin' }, async () => ({ body: { data: await repo.list() } }));
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
