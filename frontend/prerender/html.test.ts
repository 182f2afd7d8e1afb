/**
 * @jest-environment node
 */
// A prerendered page leaves starting the app to the boot script (src/boot.ts):
// no module script or modulepreload in the HTML, their URLs on the boot tag.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_MANIFEST_LINK, fillTemplate, withManifest } from './html';

const template = '<head><!--head--><!--boot--><!--preload--><!--styles--></head><body><!--root--><!--entry--></body>';

test('startAfterPaint hands the entry and its chunks to the boot script instead of loading them from <head>', () => {
  const html = fillTemplate(
    template,
    { head: '', routeKey: 'about', markup: '<p>x</p>', bootPath: '/about', preloads: ['/assets/chunks/a.js', '/assets/chunks/b.js'], startAfterPaint: true },
    { boot: '/assets/boot.js', entry: '/assets/main.js' },
  );
  expect(html).toContain(
    '<script src="/assets/boot.js" data-path="/about" data-entry="/assets/main.js" data-preload="/assets/chunks/a.js /assets/chunks/b.js"></script>',
  );
  expect(html).not.toContain('modulepreload');
  expect(html).not.toContain('type="module"');
});

test('withManifest links another manifest in place of the site one (the admin shells), and refuses a template without it', () => {
  const page = `<head><link rel="manifest" href="/manifest.webmanifest" /></head>`;
  expect(withManifest(page, '/admin.webmanifest')).toBe('<head><link rel="manifest" href="/admin.webmanifest" /></head>');
  expect(() => withManifest('<head></head>', '/admin.webmanifest')).toThrow(/no <link rel="manifest"/);
});

test('the site template links the site manifest the admin shells replace', () => {
  expect(readFileSync(path.resolve(__dirname, '../index.html'), 'utf8')).toContain(SITE_MANIFEST_LINK);
});
