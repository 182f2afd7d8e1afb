// The upload routes' bad input (docs/PRODUCT-RULES.md, Photos): refused with a
// clear 400 before anything is signed, never a 5xx; the presigned POST pins
// the key the server chose, the type and the size. Signing needs no S3 call,
// so no S3 server runs here (media-server.test.ts covers the real uploads).
import { UPLOAD_MESSAGES } from '../../contract/media';
import { resetMediaClient } from '../lib/media/storage';
import { call, createAdmin, loginToken, useStore } from '../test/harness';

useStore();
let token: string;
beforeAll(async () => {
  process.env.MEDIA_BUCKET = 'test-media';
  // Nothing listens here: a removal that fails must not fail the admin's save.
  process.env.S3_ENDPOINT = 'http://127.0.0.1:9';
  resetMediaClient();
  await createAdmin();
  token = await loginToken();
});
afterAll(() => resetMediaClient());

const post = (path: string, body: unknown, withToken = true) => call('POST', path, { token: withToken ? token : undefined, body });

test('a presigned POST names the key the server chose and pins its type, cache header and size', async () => {
  const res = await post('/api/admin/uploads/images', { contentType: 'image/webp', size: 250_000 });
  expect(res.status).toBe(200);
  expect(res.body.src).toBe(`/${res.body.key}`);
  expect(res.body.key).toMatch(/^media\/img\/[0-9a-f-]{36}\.webp$/);
  expect(res.body.fields).toMatchObject({ key: res.body.key, 'Content-Type': 'image/webp', bucket: 'test-media' });
  const policy = JSON.parse(Buffer.from(res.body.fields.Policy, 'base64').toString('utf8')) as { conditions: unknown[] };
  expect(policy.conditions).toEqual(
    expect.arrayContaining([['eq', '$Content-Type', 'image/webp'], ['content-length-range', 1, 250_000], { key: res.body.key }]),
  );
});

test.each([
  ['a type that is not a resized photo', { contentType: 'text/html', size: 100 }, UPLOAD_MESSAGES.notImage],
  ['a photo over 10 MB', { contentType: 'image/webp', size: 10 * 1024 * 1024 + 1 }, UPLOAD_MESSAGES.imageTooLarge(10)],
  ['an empty file', { contentType: 'image/webp', size: 0 }, UPLOAD_MESSAGES.emptyFile],
])('%s is refused with a clear 400', async (_, body, message) => {
  const res = await post('/api/admin/uploads/images', body);
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(message);
});

test('resource uploads refuse other types, files over 200 MB and keys the server did not hand out', async () => {
  const type = await post('/api/admin/uploads/files', { name: 'page.html', contentType: 'text/html', size: 10 });
  expect([type.status, type.body.message]).toEqual([400, UPLOAD_MESSAGES.resourceType]);
  const big = await post('/api/admin/uploads/files', { name: 'film.mp4', contentType: 'video/mp4', size: 200 * 1024 * 1024 + 1 });
  expect([big.status, big.body.message]).toEqual([400, UPLOAD_MESSAGES.resourceTooLarge(200)]);
  const foreign = await post('/api/admin/uploads/files/complete', {
    key: 'media/img/someone-elses.webp',
    uploadId: 'u',
    name: 'x.pdf',
    contentType: 'application/pdf',
    size: 10,
    parts: [{ partNumber: 1, etag: '"e"' }],
  });
  expect([foreign.status, foreign.body.message]).toEqual([400, UPLOAD_MESSAGES.badKey]);
});

test('the upload routes are for the admin only', async () => {
  expect((await post('/api/admin/uploads/images', { contentType: 'image/webp', size: 100 }, false)).status).toBe(401);
  expect((await post('/api/admin/uploads/files', { name: 'a.pdf', contentType: 'application/pdf', size: 100 }, false)).status).toBe(401);
});

test('an uploaded photo is stored with the item; replacing it by a pasted URL saves even when its old files cannot be removed yet', async () => {
  const image = {
    src: '/media/img/a.webp',
    width: 1600,
    height: 1200,
    variants: [
      { src: '/media/img/a.webp', width: 1600, height: 1200 },
      { src: '/media/img/b.webp', width: 800, height: 600 },
    ],
  };
  const created = await post('/api/admin/gallery', { title: 'Choir', imageUrl: image.src, image, alt: 'A choir' });
  expect(created.status).toBe(201);
  const list = await call('GET', '/api/admin/gallery', { token });
  expect(list.body.data.items.find((g: { id: string }) => g.id === created.body.id)).toMatchObject({ image, alt: 'A choir' });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const replaced = await call('PUT', `/api/admin/gallery/${created.body.id}`, { token, body: { title: 'Choir', imageUrl: 'https://example.com/c.jpg' } });
  expect(replaced.status).toBe(200);
  expect(errors).toHaveBeenCalledTimes(1);
  expect(JSON.parse(errors.mock.calls[0][0] as string)).toMatchObject({ level: 'error', message: 'could not remove the files of a deleted or changed item', files: ['/media/img/a.webp', '/media/img/b.webp'] });
  errors.mockRestore();
  const after = await call('GET', '/api/admin/gallery', { token });
  expect(after.body.data.items.find((g: { id: string }) => g.id === created.body.id).image).toBeUndefined();
});

test('an image that is not an uploaded file is refused', async () => {
  const res = await post('/api/admin/gallery', {
    title: 'Choir',
    imageUrl: '/media/img/a.webp',
    image: { src: 'https://evil.example/x.webp', width: 1, height: 1, variants: [{ src: 'https://evil.example/x.webp', width: 1, height: 1 }] },
  });
  expect(res.status).toBe(400);
});
