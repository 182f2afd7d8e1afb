// The gallery's order: the admin's new order is what /gallery lists, items
// not sent keep their places, and a stale order changes nothing.
import { GALLERY_ORDER_MESSAGES } from '../../contract/messages';
import { galleryRepo } from '../lib/db/gallery-repo';
import { call, createAdmin, loginToken, useStore } from '../test/harness';

useStore();

let token: string;
beforeAll(async () => {
  await createAdmin();
  token = await loginToken();
});

const photo = (title: string, createdAt: string) =>
  galleryRepo.create({ title, imageUrl: 'https://example.org/a.jpg', category: 'performances', isActive: true } as never, { createdAt });
const publicTitles = async () => ((await call('GET', '/api/gallery')).body.data as { title: string }[]).map((p) => p.title);

test('the new order is what /gallery lists; photos not moved keep their places', async () => {
  const [a, b, c, d] = [await photo('A', '2030-01-01T00:00:00.000Z'), await photo('B', '2030-01-02T00:00:00.000Z'), await photo('C', '2030-01-03T00:00:00.000Z'), await photo('D', '2030-01-04T00:00:00.000Z')];
  expect(await publicTitles()).toEqual(['A', 'B', 'C', 'D']);

  // D to the front: every photo is sent.
  const moved = await call('PUT', '/api/admin/gallery-order', { token, body: { ids: [d.id, a.id, b.id, c.id] } });
  expect(moved).toMatchObject({ status: 200, body: { success: true, message: GALLERY_ORDER_MESSAGES.saved } });
  expect(await publicTitles()).toEqual(['D', 'A', 'B', 'C']);

  // Swapping two neighbours ("Move down" on A) leaves D and C where they are.
  await call('PUT', '/api/admin/gallery-order', { token, body: { ids: [b.id, a.id] } });
  expect(await publicTitles()).toEqual(['D', 'B', 'A', 'C']);

  // A new photo joins the end.
  await photo('E', '2030-02-01T00:00:00.000Z');
  expect(await publicTitles()).toEqual(['D', 'B', 'A', 'C', 'E']);
});

test('an order naming a deleted photo is refused and changes nothing; bad input is a 400', async () => {
  const [a, b] = [await photo('P', '2031-01-01T00:00:00.000Z'), await photo('Q', '2031-01-02T00:00:00.000Z')];
  await galleryRepo.remove(b.id);
  const before = await galleryRepo.get(a.id);
  const stale = await call('PUT', '/api/admin/gallery-order', { token, body: { ids: [a.id, b.id] } });
  expect(stale).toMatchObject({ status: 409, body: { success: false, message: GALLERY_ORDER_MESSAGES.changed } });
  expect(await galleryRepo.get(a.id)).toEqual(before);

  expect((await call('PUT', '/api/admin/gallery-order', { token, body: { ids: [a.id, a.id] } })).status).toBe(400);
  expect((await call('PUT', '/api/admin/gallery-order', { token, body: {} })).status).toBe(400);
  expect((await call('PUT', '/api/admin/gallery-order', { body: { ids: [a.id, b.id] } })).status).toBe(401);
});
