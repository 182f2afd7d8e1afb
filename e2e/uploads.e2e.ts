// Photos from disk (docs/PRODUCT-RULES.md, Photos): the admin picks a
// 4000×3000 camera-sized photo in the gallery dialog; the browser resizes it
// and uploads it straight to the (local) bucket; a visitor's /gallery then
// shows it as WebP no wider than 1600 px with its stored size, and deleting
// the item removes its files. A file that is not an image is refused before
// any upload.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser, screenshot, type Browser } from './browser';
import { gotoHydrated } from './hydration';
import { ARTIFACTS_DIR, serverInfo, url } from './server-info';

const WIDTH = 4000;
const HEIGHT = 3000;

/** A minimal PNG encoder (RGB, no filter): enough for a real camera-sized file made at test time. */
function png(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signIn(page: Page): Promise<void> {
  await gotoHydrated(page, '/admin');
  await page.getByLabel('Username').fill(serverInfo().adminUsername);
  await page.getByLabel('Password').fill(serverInfo().adminPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('tab', { name: 'Gallery' }).waitFor();
}

const stamp = Date.now();
const title = `E2E Camera Photo ${stamp}`;
const alt = `A purple and gold test pattern ${stamp}`;
const dir = path.join(ARTIFACTS_DIR, 'uploads');

describe('photos from disk', () => {
  let browser: Browser;
  let photoFile: string;
  let notImage: string;

  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
    photoFile = path.join(dir, `camera-${WIDTH}x${HEIGHT}.png`);
    // Diagonal bands and a gradient: something an encoder has to work on.
    writeFileSync(
      photoFile,
      png(WIDTH, HEIGHT, (x, y) => [((x + y) >> 4) & 0xff, (y * 255) / HEIGHT, (x * 255) / WIDTH]),
    );
    notImage = path.join(dir, 'notes.txt');
    writeFileSync(notImage, 'not a photo');
    browser = await launchBrowser({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('an admin uploads a 4000×3000 photo from disk and /gallery shows it as WebP no wider than 1600 px', async () => {
    const { page } = browser;
    await signIn(page);
    await page.getByRole('tab', { name: 'Gallery' }).click();
    await page.getByRole('button', { name: /Add Gallery item/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Add Gallery item' }).waitFor();
    const picker = dialog.getByLabel('Upload photos');

    // Refused before any upload, with a clear message.
    let presigned = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/admin/uploads/images')) presigned++;
    });
    await picker.setInputFiles(notImage);
    await dialog.getByRole('alert').filter({ hasText: 'This file is not an image' }).waitFor();
    expect(presigned).toBe(0);

    // Three sizes, each its own presigned POST straight to the bucket.
    const posts: string[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'POST' && r.url().includes('/_local/s3/')) posts.push(String(r.status()));
    });
    await picker.setInputFiles(photoFile);
    await dialog.getByText('Photo uploaded (1600×1200)').waitFor();
    expect(posts).toEqual(['204', '204', '204']);
    expect(presigned).toBe(3);

    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByLabel(/^Alt text/).fill(alt);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/admin/gallery') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Create Gallery item' }).click();
    expect((await created).status()).toBe(201);
    await page.getByRole('cell', { name: title, exact: true }).waitFor();

    // A visitor, fresh browser and cache, on a phone-sized screen.
    const visitor = await launchBrowser({ viewport: { width: 390, height: 844 } });
    try {
      await gotoHydrated(visitor.page, '/gallery');
      const img = visitor.page.getByRole('img', { name: alt });
      await img.scrollIntoViewIfNeeded();
      await visitor.page.waitForFunction(
        (name) => {
          const el = Array.from(document.images).find((i) => i.alt === name);
          return Boolean(el && el.complete && el.naturalWidth > 0);
        },
        alt);
      const shown = await img.evaluate((el: HTMLImageElement) => ({
        currentSrc: el.currentSrc,
        naturalWidth: el.naturalWidth,
        naturalHeight: el.naturalHeight,
        width: el.getAttribute('width'),
        height: el.getAttribute('height'),
        srcset: el.getAttribute('srcset'),
      }));
      expect(shown.currentSrc).toMatch(/\/media\/img\/[0-9a-f-]+\.webp$/);
      expect(shown.naturalWidth).toBeLessThanOrEqual(1600);
      expect(shown.naturalWidth / shown.naturalHeight).toBeCloseTo(4 / 3, 1);
      // Its box is reserved before it loads: no layout shift.
      expect([shown.width, shown.height]).toEqual(['1600', '1200']);
      expect(shown.srcset).toMatch(/ 1600w, .* 800w, .* 400w$/);
      const file = await fetch(shown.currentSrc);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toContain('immutable');
      expect(Buffer.from(await file.arrayBuffer()).subarray(8, 12).toString('ascii')).toBe('WEBP');
      await screenshot(visitor.page, 'gallery-uploaded-photo-phone');
    } finally {
      await visitor.close();
    }
  });

  test('deleting the item removes its files', async () => {
    const login = await fetch(url('/api/admin/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: serverInfo().adminUsername, password: serverInfo().adminPassword }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { Authorization: `Bearer ${token}` };
    const list = (await (await fetch(url('/api/admin/gallery'), { headers: auth })).json()) as {
      data: { items: { id: string; title: string; image?: { variants: { src: string }[] } }[] };
    };
    const item = list.data.items.find((g) => g.title === title)!;
    expect(item.image?.variants).toHaveLength(3);
    for (const v of item.image!.variants) expect((await fetch(url(v.src))).status).toBe(200);
    expect((await fetch(url(`/api/admin/gallery/${item.id}`), { method: 'DELETE', headers: auth })).status).toBe(200);
    for (const v of item.image!.variants) expect((await fetch(url(v.src))).status).toBe(404);
  });
});
