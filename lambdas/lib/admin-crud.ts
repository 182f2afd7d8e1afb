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
export function adminUpdate<S extends z.ZodType>(schema: S, repo: Updater<z.output<S>>, label: string): Handler {
  return handle({ auth: 'admin', body: schema }, async ({ body, params }) => {
    const updated = await repo.update(params.id, body as z.output<S>);
    if (!updated) throw notFound(`${label} not found`);
    return { body: { success: true, message: mutationMessage(label, 'updated'), id: updated.id } };
  });
}

/** DELETE /{id}: `{ success, message: '<Label> deleted successfully' }`, 404 when absent. */
export function adminDelete(repo: Remover, label: string): Handler {
  return handle({ auth: 'admin' }, async ({ params }) => {
    if (!(await repo.remove(params.id))) throw notFound(`${label} not found`);
    return { body: { success: true, message: mutationMessage(label, 'deleted'), id: params.id } };
  });
}
