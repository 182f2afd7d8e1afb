/**
 * @jest-environment node
 */
import { SHELL_PAGES } from './prerender/pages';
import { adminShells, assetsOf } from './admin-app-build';

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
