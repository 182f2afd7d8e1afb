// The media bucket on one machine, through the same SDK code as in AWS:
// presigned POSTs checked as S3 checks them, multipart uploads, /media/*
// serving and removal (lambdas/lib/media/storage.ts, media-server.ts).
import type { Server } from 'node:http';
import { MB } from '../../contract/media';
import { completeMultipart, deleteMediaFiles, presignImage, resetMediaClient, startMultipart } from '../../lambdas/lib/media/storage';
import { startLocalMedia, UPLOAD_PATH, type LocalMedia } from './media-server';
import { createLocalServer, listen } from './server';

let media: LocalMedia;
let server: Server;
let site: string;

beforeAll(async () => {
  media = await startLocalMedia();
  server = createLocalServer({ media, static: { distDir: '/nonexistent' } });
  site = await listen(server, 0, '127.0.0.1');
  process.env.MEDIA_BUCKET = media.bucket;
  process.env.S3_ENDPOINT = media.endpoint;
  process.env.S3_PUBLIC_ENDPOINT = `${site}${UPLOAD_PATH}`;
  resetMediaClient();
});
afterAll(async () => {
  resetMediaClient();
  server?.closeAllConnections?.();
  await new Promise((resolve) => server?.close(resolve));
  await media?.close();
});

function form(fields: Record<string, string>, file: Uint8Array<ArrayBuffer>, type = 'image/webp') {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', new Blob([file], { type }));
  return body;
}

const webp = (size: number) => new Uint8Array(size).fill(7);

test('a presigned POST uploads to the key the server chose, served under /media/ with immutable caching', async () => {
  const post = await presignImage({ contentType: 'image/webp', size: 1000 });
  expect(post.url.startsWith(`${site}${UPLOAD_PATH}/`)).toBe(true);
  expect(post.src).toMatch(/^\/media\/img\/[0-9a-f-]+\.webp$/);
  const up = await fetch(post.url, { method: 'POST', body: form(post.fields, webp(1000)) });
  expect(up.status).toBe(204);

  const res = await fetch(`${site}${post.src}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/webp');
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(res.headers.get('content-security-policy')).toBeTruthy();
  expect((await res.arrayBuffer()).byteLength).toBe(1000);
});

test('a presigned POST cannot be reused for another key, another type or a larger file', async () => {
  const post = await presignImage({ contentType: 'image/webp', size: 1000 });
  const otherKey = await fetch(post.url, { method: 'POST', body: form({ ...post.fields, key: 'media/img/mine.webp' }, webp(1000)) });
  expect(otherKey.status).toBe(403);
  expect(await otherKey.text()).toMatch(/Policy Condition failed/);
  const otherType = await fetch(post.url, { method: 'POST', body: form({ ...post.fields, 'Content-Type': 'text/html' }, webp(1000)) });
  expect(otherType.status).toBe(403);
  const larger = await fetch(post.url, { method: 'POST', body: form(post.fields, webp(1001)) });
  expect(larger.status).toBe(400);
  expect(await larger.text()).toMatch(/EntityTooLarge/);
  const forged = await fetch(post.url, { method: 'POST', body: form({ ...post.fields, 'X-Amz-Signature': '0'.repeat(64) }, webp(1000)) });
  expect(forged.status).toBe(403);
  // None of them stored anything.
  expect((await fetch(`${site}/media/img/mine.webp`)).status).toBe(404);
  expect((await fetch(`${site}${post.src}`)).status).toBe(404);
});

test('a resource goes up in 10 MB parts and is joined into one file; removing it makes /media/ answer 404', async () => {
  const size = 12 * MB;
  const bytes = new Uint8Array(size).map((_, i) => i % 251);
  const started = await startMultipart({ name: 'Choir Warm-ups (2024).mp3', contentType: 'audio/mpeg', size });
  expect(started.key).toMatch(/^media\/files\/[0-9a-f-]+\/Choir-Warm-ups-2024\.mp3$/);
  expect(started.parts).toHaveLength(2);
  const parts = [];
  for (const part of started.parts) {
    const chunk = bytes.subarray((part.partNumber - 1) * started.partSize, part.partNumber * started.partSize);
    const res = await fetch(part.url, { method: 'PUT', body: chunk });
    expect(res.status).toBe(200);
    parts.push({ partNumber: part.partNumber, etag: res.headers.get('etag') ?? '' });
  }
  const file = await completeMultipart({ key: started.key, uploadId: started.uploadId, name: 'Choir Warm-ups (2024).mp3', contentType: 'audio/mpeg', size, parts });
  expect(file).toEqual({ url: `/${started.key}`, name: 'Choir Warm-ups (2024).mp3', size, contentType: 'audio/mpeg' });

  const res = await fetch(`${site}${file.url}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('audio/mpeg');
  expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

  expect(await deleteMediaFiles([file.url, 'https://example.org/not-ours.jpg', '/images/built-in.webp'])).toBe(1);
  expect((await fetch(`${site}${file.url}`)).status).toBe(404);
});

test('the upload path takes only presigned requests', async () => {
  const res = await fetch(`${site}${UPLOAD_PATH}/${media.bucket}/media/img/x.webp`, { method: 'PUT', body: 'x' });
  expect(res.status).toBe(403);
});
