// A testimonial's optional photo of its author: stored with it, served on the
// public list, and its files removed when the photo is replaced or the
// testimonial deleted (docs/PRODUCT-RULES.md, Photos).
import { resetMediaClient } from '../lib/media/storage';
import { call, createAdmin, loginToken, useStore } from '../test/harness';

useStore();
let token: string;
beforeAll(async () => {
  process.env.MEDIA_BUCKET = 'test-media';
  // Nothing listens here: each removal fails and logs the files it was asked to remove (as in uploads.test.ts).
  process.env.S3_ENDPOINT = 'http://127.0.0.1:9';
  resetMediaClient();
  await createAdmin();
  token = await loginToken();
});
afterAll(() => resetMediaClient());

const photo = (name: string) => ({
  src: `/media/img/${name}-1600.webp`,
  width: 1600,
  height: 1600,
  variants: [
    { src: `/media/img/${name}-1600.webp`, width: 1600, height: 1600 },
    { src: `/media/img/${name}-400.webp`, width: 400, height: 400 },
  ],
});
const body = (image?: ReturnType<typeof photo>) => ({ text: 'Wonderful teachers.', name: 'Ada', position: 'Student', imageUrl: image?.src ?? '', image });

test('the photo is stored and public; replacing it or deleting the testimonial removes its files', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // Each failed removal is one log line naming the files (lambdas/lib/log.ts).
  const removed = () =>
    errors.mock.calls
      .map(([line]) => JSON.parse(String(line)) as { message: string; files?: string[] })
      .filter((entry) => entry.message.startsWith('could not remove'))
      .map((entry) => entry.files);
  const first = photo('ada');
  const created = await call('POST', '/api/admin/testimonials', { token, body: body(first) });
  expect(created.status).toBe(201);
  const listed = await call('GET', '/api/testimonials');
  expect(listed.body.data.find((t: { id: string }) => t.id === created.body.id)).toMatchObject({ imageUrl: first.src, image: first });

  // An edit that keeps the photo removes nothing.
  await call('PUT', `/api/admin/testimonials/${created.body.id}`, { token, body: { ...body(first), text: 'Still wonderful.' } });
  expect(removed()).toEqual([]);

  const second = photo('ada-new');
  expect((await call('PUT', `/api/admin/testimonials/${created.body.id}`, { token, body: body(second) })).status).toBe(200);
  expect(removed()).toEqual([['/media/img/ada-1600.webp', '/media/img/ada-400.webp']]);

  expect((await call('DELETE', `/api/admin/testimonials/${created.body.id}`, { token })).status).toBe(200);
  expect(removed().at(-1)).toEqual(['/media/img/ada-new-1600.webp', '/media/img/ada-new-400.webp']);
  errors.mockRestore();
});

test('a testimonial needs no photo, and a photo from elsewhere is refused', async () => {
  const plain = await call('POST', '/api/admin/testimonials', { token, body: { text: 'Great.', name: 'Bola', position: 'Parent' } });
  expect(plain.status).toBe(201);
  const foreign = { src: 'https://evil.example/x.webp', width: 1, height: 1, variants: [{ src: 'https://evil.example/x.webp', width: 1, height: 1 }] };
  const refused = await call('POST', '/api/admin/testimonials', { token, body: { ...body(), imageUrl: foreign.src, image: foreign } });
  expect(refused.status).toBe(400);
});
