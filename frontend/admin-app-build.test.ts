/**
 * @jest-environment node
 */
import { SHELL_PAGES } from './prerender/pages';
import type { Metafile } from 'esbuild';
import { adminCodeOf, adminShells, assetsOf } from './admin-app-build';

test('the files a shell loads are its /assets/ scripts and preloads, once each, nothing else', () => {
  const html = `<link rel="icon" href="/favicon.svg" /><link rel="manifest" href="/admin.webmanifest" />
    <script src="/assets/boot-AAA.js" data-path="*"></script>
    <link rel="modulepreload" href="/assets/chunks/chunk-BBB.js" /><link rel="modulepreload" href="/assets/chunks/chunk-BBB.js" />
    <script type="module" src="/assets/main-CCC.js"></script>`;
  expect(assetsOf(html)).toEqual(['/assets/boot-AAA.js', '/assets/chunks/chunk-BBB.js', '/assets/main-CCC.js']);
});

test('the worker keeps the admin pages only, never a public shell such as the ticket page', () => {
  expect(adminShells(SHELL_PAGES).map((shell) => shell.url).sort()).toEqual(['/admin', '/admin-login', '/admin/agenda', '/admin/check-in']);
  expect(SHELL_PAGES.map((shell) => shell.url)).toContain('/tickets/:token');
});

test("the admin's code is everything the entry loads, lazily too, except the public pages' own chunks", () => {
  const out = (imports: [string, 'import-statement' | 'dynamic-import'][], entryPoint?: string) => ({
    imports: imports.map(([path, kind]) => ({ path, kind })),
    exports: [],
    inputs: {},
    bytes: 1,
    ...(entryPoint ? { entryPoint } : {}),
  });
  const meta = {
    inputs: {},
    outputs: {
      'main.js': out([['shared.js', 'import-statement'], ['admin.js', 'dynamic-import'], ['about.js', 'dynamic-import']]),
      'shared.js': out([]),
      'admin.js': out([['tab.js', 'dynamic-import']], 'pages/admin.tsx'),
      'tab.js': out([['toast.js', 'dynamic-import']]),
      'toast.js': out([]),
      'about.js': out([['about-only.js', 'import-statement']], 'pages/about.tsx'),
      'about-only.js': out([]),
    },
  } as unknown as Metafile;
  expect(adminCodeOf(meta, 'main.js', ['pages/about.tsx']).sort()).toEqual(['admin.js', 'main.js', 'shared.js', 'tab.js', 'toast.js']);
});
