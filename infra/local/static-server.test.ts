import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createStaticServer, CACHE_HTML, CACHE_IMMUTABLE } from './static-server';
import { listen } from './server';

const SHELL = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const NOT_FOUND = '<html><body>404 Page Not Found</body></html>';
const BIG_JS = `console.log(${JSON.stringify('music '.repeat(2000))});`;

let dist: string;
let server: http.Server;
let base: string;

/** Raw GET (fetch would decompress and hide the encoding; it also normalises ../ away). */
function get(urlPath: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${base}${urlPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'static-test-'));
  dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'images'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, 'about.html'), '<html><body>About, prerendered</body></html>');
  writeFileSync(path.join(dist, 'services.html'), '<html><body>Services, prerendered</body></html>');
  for (const page of ['events', 'contact', 'admin']) writeFileSync(path.join(dist, `${page}.html`), `<html><body>${page}</body></html>`);
  writeFileSync(path.join(dist, '404.html'), NOT_FOUND);
  writeFileSync(path.join(dist, 'assets', 'main-AB12CD34.js'), BIG_JS);
  writeFileSync(path.join(dist, 'assets', 'main-AB12CD34.css'), 'body{color:red}');
  writeFileSync(path.join(dist, 'images', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(path.join(dist, 'admin-sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, 'admin.webmanifest'), '{"name":"Harmony Admin"}');
  // A secret next to dist that traversal must not reach.
  writeFileSync(path.join(root, 'package.json'), '{"secret":true}');
  server = http.createServer((req, res) => void createStaticServer({ distDir: dist })(req, res));
  base = await listen(server, 0, '127.0.0.1');
});
afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(path.dirname(dist), { recursive: true, force: true });
});

test('a page of the table gets its HTML with no-cache and the security headers', async () => {
  for (const [route, body] of [['/', SHELL], ['/events', 'events'], ['/admin', 'admin'], ['/contact?x=1', 'contact']]) {
    const res = await get(route);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain(body);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe(CACHE_HTML);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
  }
});

test('a prerendered page is served instead of the shell, with or without a trailing slash', async () => {
  expect((await get('/about')).body.toString()).toContain('About, prerendered');
  expect((await get('/about/')).body.toString()).toContain('About, prerendered');
  expect((await get('/services')).body.toString()).toContain('Services, prerendered');
});

test('a path no page has answers 404 with the prerendered not-found page (as CloudFront)', async () => {
  for (const route of ['/no/such/page', '/abou', '/events/some-id', '/404', '/admin/x']) {
    const res = await get(route);
    expect([route, res.status]).toEqual([route, 404]);
    expect(res.body.toString()).toBe(NOT_FOUND);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe(CACHE_HTML);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  }
});

test('/api paths never fall back to the shell', async () => {
  for (const route of ['/api', '/api/events/upcoming', '/api/unknown']) {
    const res = await get(route);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(res.body.toString())).toEqual({ success: false, message: 'Not found' });
  }
});

test('a missing asset is a 404 with the not-found page, not the shell', async () => {
  for (const route of ['/assets/gone-ZZZZZZZZ.js', '/images/missing.png', '/favicon.ico']) {
    const res = await get(route);
    expect(res.status).toBe(404);
    expect(res.body.toString()).toBe(NOT_FOUND);
  }
});

test('hashed assets are immutable; other files are not', async () => {
  const js = await get('/assets/main-AB12CD34.js');
  expect(js.status).toBe(200);
  expect(js.headers['cache-control']).toBe(CACHE_IMMUTABLE);
  expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect((await get('/assets/main-AB12CD34.css')).headers['content-type']).toBe('text/css; charset=utf-8');
  const png = await get('/images/logo.png');
  expect(png.headers['content-type']).toBe('image/png');
  expect(png.headers['cache-control']).not.toContain('immutable');
  expect((await get('/robots.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
});

test('text is compressed with brotli or gzip as the browser accepts, and sent plain otherwise', async () => {
  const br = await get('/assets/main-AB12CD34.js', { 'accept-encoding': 'gzip, deflate, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toBe('Accept-Encoding');
  expect(zlib.brotliDecompressSync(br.body).toString()).toBe(BIG_JS);
  expect(br.body.length).toBeLessThan(BIG_JS.length / 4);

  const gz = await get('/assets/main-AB12CD34.js', { 'accept-encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gz.body).toString()).toBe(BIG_JS);

  const plain = await get('/assets/main-AB12CD34.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(BIG_JS);

  const png = await get('/images/logo.png', { 'accept-encoding': 'gzip, br' });
  expect(png.headers['content-encoding']).toBeUndefined();
});

test('a revalidation with the current ETag gets 304', async () => {
  const first = await get('/');
  const again = await get('/', { 'if-none-match': String(first.headers.etag) });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
});

test('HEAD answers headers only; other methods are refused', async () => {
  const head = await get('/events', {}, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect((await get('/events', {}, 'POST')).status).toBe(405);
});

test('no path traversal out of dist, plain or escaped', async () => {
  for (const route of ['/../package.json', '/%2e%2e/package.json', '/%2E%2E%2Fpackage.json', '/assets/..%2F..%2Fpackage.json', '/..%5cpackage.json', '/%00index.html', '/%zz']) {
    const res = await get(route);
    expect(res.body.toString()).not.toContain('secret');
    expect(res.status).toBe(404);
  }
});

test('without a build, pages get a placeholder and assets a 404', async () => {
  const empty = mkdtempSync(path.join(os.tmpdir(), 'static-empty-'));
  const other = http.createServer((req, res) => void createStaticServer({ distDir: empty })(req, res));
  const otherBase = await listen(other, 0, '127.0.0.1');
  try {
    const page = await fetch(`${otherBase}/events`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('npm run build');
    expect((await fetch(`${otherBase}/assets/app-12345678.js`)).status).toBe(404);
  } finally {
    await new Promise<void>((done) => other.close(() => done()));
    rmSync(empty, { recursive: true, force: true });
  }
});

test("the admin's service worker is revalidated like HTML (a new build's worker is found at once); its manifest is an ordinary file", async () => {
  const worker = await get('/admin-sw.js');
  expect(worker.status).toBe(200);
  expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(worker.headers['cache-control']).toBe(CACHE_HTML);
  const manifest = await get('/admin.webmanifest');
  expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  expect(manifest.headers['cache-control']).toBe('public, max-age=3600');
});
