// The page table is the only list of pages: a page added to it is routed,
// prerendered, listed in the sitemap and served by both static servers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { routesFor } from '../frontend/src/app/routes';
import { prerenderedPagesOf, shellPagesOf, sitemapUrlsOf } from '../frontend/prerender/pages';
import { PAGE_TABLE, PAGES, type PageRoute } from '../frontend/src/pages/page-table';
import { spaFallbackCode } from './constructs/spa-fallback';
import { listen } from './local/server';
import { createStaticServer } from './local/static-server';

const MASTERCLASS: PageRoute = { ...PAGES.about, path: '/masterclass', title: 'Masterclass' };
const WITH_MASTERCLASS = [...PAGE_TABLE, MASTERCLASS];

const leafPath = (table: readonly PageRoute[], url: string) => matchRoutes(routesFor(table), url)?.at(-1)?.route.path;

function edge(table: readonly PageRoute[]) {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluates our own CloudFront Function source, the way the edge runtime does
  const handler = new Function(`${spaFallbackCode(table)}; return handler;`)() as (e: unknown) => { uri: string };
  return (uri: string) => handler({ request: { uri } }).uri;
}

test('a page added to the table is routed in the browser', () => {
  expect(leafPath(PAGE_TABLE, '/masterclass')).toBe('*');
  expect(leafPath(WITH_MASTERCLASS, '/masterclass')).toBe('masterclass');
});

test('a page added to the table is prerendered and listed in the sitemap', () => {
  expect(prerenderedPagesOf(PAGE_TABLE).map((p) => p.url)).not.toContain('/masterclass');
  expect(prerenderedPagesOf(WITH_MASTERCLASS)).toContainEqual(
    expect.objectContaining({ url: '/masterclass', file: 'masterclass.html', module: MASTERCLASS.module, indexable: true }),
  );
  expect(sitemapUrlsOf(prerenderedPagesOf(WITH_MASTERCLASS))).toContain('/masterclass');
});

test('an admin page added to the table gets a shell, not prerendered nor in the sitemap', () => {
  const reports: PageRoute = { ...PAGES.admin, path: '/admin-reports' };
  const table = [...PAGE_TABLE, reports];
  expect(shellPagesOf(table)).toContainEqual({ url: '/admin-reports', file: 'admin-reports.html', module: reports.module, admin: true });
  expect(prerenderedPagesOf(table).map((p) => p.url)).not.toContain('/admin-reports');
  expect(leafPath(table, '/admin-reports')).toBe('admin-reports');
});

test('a page added to the table is served by the CloudFront function', () => {
  expect(edge(PAGE_TABLE)('/masterclass')).toBe('/masterclass');
  expect(edge(WITH_MASTERCLASS)('/masterclass')).toBe('/masterclass.html');
});

test('a page added to the table is served by the local static server', async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'page-table-'));
  writeFileSync(path.join(dist, 'index.html'), 'Home');
  writeFileSync(path.join(dist, '404.html'), 'Not found page');
  writeFileSync(path.join(dist, 'masterclass.html'), 'Masterclass page');
  const page = async (table: readonly PageRoute[]) => {
    const server = http.createServer((req, res) => void createStaticServer({ distDir: dist, pages: table })(req, res));
    const base = await listen(server, 0, '127.0.0.1');
    try {
      return await (await fetch(`${base}/masterclass`)).text();
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  };
  try {
    expect(await page(PAGE_TABLE)).toBe('Not found page');
    expect(await page(WITH_MASTERCLASS)).toBe('Masterclass page');
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});
